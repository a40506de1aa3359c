// The profile form of /settings: client-side checks (the server checks again) and the payload of
// only what changed. Errors are codes; the screen's catalogue words them.
import type { User } from './types';

export interface ProfileForm {
  username: string;
  fullName: string;
  email: string;
}
export type ProfileError = 'required' | 'usernameShort' | 'usernameLong' | 'usernameChars' | 'email' | 'fullNameLong';
export type ProfileErrors = Partial<Record<keyof ProfileForm, ProfileError>>;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const FULL_NAME_MAX = 100;
export const AVATAR_MAX_BYTES = 1024 * 1024;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_.-]+$/;

export function profileFormOf(user: Pick<User, 'username' | 'full_name' | 'email'>): ProfileForm {
  return { username: user.username ?? '', fullName: user.full_name ?? '', email: user.email ?? '' };
}

export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  const username = form.username.trim();
  if (!username) errors.username = 'required';
  else if (username.length < USERNAME_MIN) errors.username = 'usernameShort';
  else if (username.length > USERNAME_MAX) errors.username = 'usernameLong';
  else if (!USERNAME.test(username)) errors.username = 'usernameChars';
  const email = form.email.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL.test(email)) errors.email = 'email';
  if (form.fullName.trim().length > FULL_NAME_MAX) errors.fullName = 'fullNameLong';
  return errors;
}

export type ProfilePatch = Partial<Pick<User, 'username' | 'full_name' | 'email'>>;

/** Only the fields that differ from the user, trimmed; an emptied full name becomes null. */
export function profileChanges(user: Pick<User, 'username' | 'full_name' | 'email'>, form: ProfileForm): ProfilePatch {
  const patch: ProfilePatch = {};
  const username = form.username.trim();
  const email = form.email.trim();
  const fullName = form.fullName.trim();
  if (username !== user.username) patch.username = username;
  if (email !== user.email) patch.email = email;
  if (fullName !== (user.full_name ?? '')) patch.full_name = fullName === '' ? null : fullName;
  return patch;
}

export type AvatarError = 'avatarType' | 'avatarSize' | 'avatarEmpty';

/** Images only, up to 1 MB (the server's limit). */
export function validateAvatar(file: { type: string; size: number }): AvatarError | null {
  if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) return 'avatarType';
  if (file.size <= 0) return 'avatarEmpty';
  if (file.size > AVATAR_MAX_BYTES) return 'avatarSize';
  return null;
}
