// The profile form of /settings: client-side checks (the server checks again) and the payload of
// only what changed. Errors are codes; the screen's catalogue words them.
import { FULL_NAME_MAX, isEmail, usernameProblem } from './accountRules';
import type { ProfileUpdateBody } from '../../contracts/users';
import { nameProblem } from '../input/inputHygiene';
import type { User } from '../../contracts/types';

export interface ProfileForm {
  username: string;
  fullName: string;
  email: string;
}
type ProfileError = 'required' | 'usernameShort' | 'usernameLong' | 'usernameChars' | 'email' | 'fullNameLong' | 'hiddenCharacters';
export type ProfileErrors = Partial<Record<keyof ProfileForm, ProfileError>>;

/** The server's limit for an avatar (server/routes/profile.ts). */
export const AVATAR_MAX_BYTES = 1024 * 1024;

export function profileFormOf(user: Pick<User, 'username' | 'full_name' | 'email'>): ProfileForm {
  return { username: user.username ?? '', fullName: user.full_name ?? '', email: user.email ?? '' };
}

/** Whether two forms hold the same values. */
export function sameProfileForm(a: ProfileForm, b: ProfileForm): boolean {
  return a.username === b.username && a.fullName === b.fullName && a.email === b.email;
}

export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  const username = usernameProblem(form.username);
  if (username) errors.username = username;
  if (!form.email.trim()) errors.email = 'required';
  else if (!isEmail(form.email)) errors.email = 'email';
  if (form.fullName.trim().length > FULL_NAME_MAX) errors.fullName = 'fullNameLong';
  else if (nameProblem(form.fullName)) errors.fullName = 'hiddenCharacters';
  return errors;
}

export type ProfilePatch = Pick<ProfileUpdateBody, 'username' | 'full_name' | 'email'>;

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
