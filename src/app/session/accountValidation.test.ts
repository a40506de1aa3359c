import { describe, expect, it } from 'vitest';
import { hasErrors, isEmail, validateNewPassword, validateRegister } from './accountValidation';

describe('account form checks', () => {
  it('accepts a complete registration', () => {
    const errors = validateRegister({
      username: 'alice',
      email: 'alice@example.com',
      fullName: '',
      password: 'secret123',
      confirm: 'secret123',
    });
    expect(hasErrors(errors)).toBe(false);
  });

  it('names every bad field in Russian', () => {
    const errors = validateRegister({ username: 'al', email: 'not-an-email', fullName: '', password: 'short', confirm: 'other' });
    expect(errors.username).toBe('Имя пользователя: от 3 символов');
    expect(errors.email).toBe('Введите корректный e-mail');
    expect(errors.password).toBe('Пароль должен быть не короче 8 символов');
    expect(errors.confirm).toBe('Пароли не совпадают');
  });

  it('requires both new-password fields', () => {
    expect(validateNewPassword({ password: '', confirm: '' })).toEqual({ password: 'Обязательное поле', confirm: 'Обязательное поле' });
  });

  it('recognises e-mail addresses', () => {
    expect(isEmail(' a@b.co ')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.de')).toBe(false);
  });
});
