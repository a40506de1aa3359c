// Client-side checks of the account forms; the server checks again and its `detail` is shown as is.
import { frameRu } from '../i18n/sections/frame';

const v = frameRu.validation;
const MIN_PASSWORD_LENGTH = 8;
const MIN_USERNAME_LENGTH = 3;

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export interface RegisterForm {
  username: string;
  email: string;
  fullName: string;
  password: string;
  confirm: string;
}
export type FormErrors<T> = Partial<Record<keyof T, string>>;

export function validateRegister(form: RegisterForm): FormErrors<RegisterForm> {
  const errors: FormErrors<RegisterForm> = {};
  const username = form.username.trim();
  if (!username) errors.username = v.required;
  else if (username.length < MIN_USERNAME_LENGTH) errors.username = v.usernameShort;
  if (!form.email.trim()) errors.email = v.required;
  else if (!isEmail(form.email)) errors.email = v.email;
  Object.assign(errors, validateNewPassword({ password: form.password, confirm: form.confirm }));
  return errors;
}

export interface NewPasswordForm {
  password: string;
  confirm: string;
}

export function validateNewPassword(form: NewPasswordForm): FormErrors<NewPasswordForm> {
  const errors: FormErrors<NewPasswordForm> = {};
  if (!form.password) errors.password = v.required;
  else if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = v.passwordShort;
  if (!form.confirm) errors.confirm = v.required;
  else if (form.password && form.confirm !== form.password) errors.confirm = v.mismatch;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
