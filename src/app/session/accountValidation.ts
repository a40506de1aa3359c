// Client-side checks of the account forms, by the account rules the server applies too
// (src/domain/rules/accounts/accountRules.ts); the server checks again and its `detail` is shown as is.
import {
  isEmail,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordProblem,
  USERNAME_MAX,
  USERNAME_MIN,
  usernameProblem,
} from '../../domain/rules/accounts/accountRules';
import { fill } from '../i18n/fill';
import { accountRu } from '../i18n/sections/account';
import { frameRu } from '../i18n/sections/frame';

const v = accountRu.validation;
const required = frameRu.validation.required;

export interface RegisterForm {
  username: string;
  email: string;
  fullName: string;
  password: string;
  confirm: string;
}
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** The e-mail field's message, or null when it is an address. */
export function emailError(value: string): string | null {
  if (!value.trim()) return required;
  return isEmail(value) ? null : v.email;
}

function usernameError(value: string): string | null {
  const problem = usernameProblem(value);
  if (problem === 'required') return required;
  if (problem === 'usernameShort') return fill(v.usernameShort, { min: USERNAME_MIN });
  if (problem === 'usernameLong') return fill(v.usernameLong, { max: USERNAME_MAX });
  return problem && v.usernameChars;
}

function passwordError(value: string): string | null {
  const problem = passwordProblem(value);
  if (problem === 'required') return required;
  if (problem === 'passwordShort') return fill(v.passwordShort, { min: PASSWORD_MIN });
  return problem && fill(v.passwordLong, { max: PASSWORD_MAX });
}

export function validateRegister(form: RegisterForm): FormErrors<RegisterForm> {
  const errors: FormErrors<RegisterForm> = {};
  const username = usernameError(form.username);
  if (username) errors.username = username;
  const email = emailError(form.email);
  if (email) errors.email = email;
  Object.assign(errors, validateNewPassword({ password: form.password, confirm: form.confirm }));
  return errors;
}

export interface NewPasswordForm {
  password: string;
  confirm: string;
}

export function validateNewPassword(form: NewPasswordForm): FormErrors<NewPasswordForm> {
  const errors: FormErrors<NewPasswordForm> = {};
  const password = passwordError(form.password);
  if (password) errors.password = password;
  if (!form.confirm) errors.confirm = required;
  else if (form.password && form.confirm !== form.password) errors.confirm = v.mismatch;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
