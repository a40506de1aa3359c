import { describe, expect, it } from 'vitest';
import { emailError, hasErrors, validateNewPassword, validateRegister } from './accountValidation';

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

  it('checks names and passwords by the account rules the server applies', () => {
    const long = validateRegister({ username: 'a'.repeat(51), email: 'a@b.co', fullName: '', password: 'x'.repeat(129), confirm: 'x' });
    expect(long.username).toBe('Имя пользователя: не длиннее 50 символов');
    expect(long.password).toBe('Пароль должен быть не длиннее 128 символов');
    expect(validateRegister({ username: 'al ice', email: '', fullName: '', password: '', confirm: '' }).username).toBe(
      'Имя пользователя: только латинские буквы, цифры и символы _ . -',
    );
  });

  it('recognises e-mail addresses', () => {
    expect(emailError(' a@b.co ')).toBeNull();
    expect(emailError('a@b')).toBe('Введите корректный e-mail');
    expect(emailError('a b@c.de')).toBe('Введите корректный e-mail');
    expect(emailError(' ')).toBe('Обязательное поле');
  });
});
