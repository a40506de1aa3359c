// The one set of account rules (usernames, e-mails, passwords, full names), shared by the
// register, reset and profile forms, the CLI that creates users, and the server's schemas.
import { TEXT_LIMITS } from '../../contracts/values';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = TEXT_LIMITS.username;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = TEXT_LIMITS.password;
export const FULL_NAME_MAX = TEXT_LIMITS.name;
export const EMAIL_MAX = TEXT_LIMITS.email;

/** Latin letters, digits and _ . - (no spaces, nothing that looks like another name). */
export const USERNAME_PATTERN = '^[A-Za-z0-9_.-]+$';
/** A local part, an @, a domain with a dot and a top-level part of 2+ characters; no spaces. */
export const EMAIL_PATTERN = '^[^\\s@]{1,64}@[^\\s@]{1,185}\\.[^\\s@]{2,63}$';

const USERNAME = new RegExp(USERNAME_PATTERN);
const EMAIL = new RegExp(EMAIL_PATTERN);

export type UsernameProblem = 'required' | 'usernameShort' | 'usernameLong' | 'usernameChars';
export type PasswordProblem = 'required' | 'passwordShort' | 'passwordLong';

export function usernameProblem(value: string): UsernameProblem | null {
  const name = value.trim();
  if (!name) return 'required';
  if (name.length < USERNAME_MIN) return 'usernameShort';
  if (name.length > USERNAME_MAX) return 'usernameLong';
  return USERNAME.test(name) ? null : 'usernameChars';
}

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL.test(email);
}

export function passwordProblem(value: string): PasswordProblem | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN) return 'passwordShort';
  return value.length > PASSWORD_MAX ? 'passwordLong' : null;
}
