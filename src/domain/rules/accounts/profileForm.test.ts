import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, profileChanges, profileFormOf, sameProfileForm, validateAvatar, validateProfile } from './profileForm';

const user = { username: 'trader', full_name: 'Трейдер Демо', email: 'trader@demo.local' };

describe('profile form', () => {
  it('a user’s own profile is valid and unchanged', () => {
    const form = profileFormOf(user);
    expect(validateProfile(form)).toEqual({});
    expect(profileChanges(user, form)).toEqual({});
  });

  it('requires username and e-mail, blank-only counts as empty', () => {
    expect(validateProfile({ username: '  ', fullName: '', email: ' ' })).toEqual({ username: 'required', email: 'required' });
  });

  it('checks username length and characters, e-mail shape and full-name length', () => {
    expect(validateProfile({ ...profileFormOf(user), username: 'ab' }).username).toBe('usernameShort');
    expect(validateProfile({ ...profileFormOf(user), username: 'a'.repeat(51) }).username).toBe('usernameLong');
    expect(validateProfile({ ...profileFormOf(user), username: 'имя пользователя' }).username).toBe('usernameChars');
    expect(validateProfile({ ...profileFormOf(user), email: 'trader@' }).email).toBe('email');
    expect(validateProfile({ ...profileFormOf(user), fullName: 'x'.repeat(101) }).fullName).toBe('fullNameLong');
    expect(validateProfile({ ...profileFormOf(user), fullName: 'Иван\u2028Петров' }).fullName).toBe('hiddenCharacters');
  });

  it('sends only what changed, trimmed; an emptied full name becomes null', () => {
    expect(profileChanges(user, { username: ' trader ', fullName: 'Новое Имя ', email: 'trader@demo.local' })).toEqual({
      full_name: 'Новое Имя',
    });
    expect(profileChanges(user, { username: 'trader2', fullName: '', email: 'new@demo.local' })).toEqual({
      username: 'trader2',
      full_name: null,
      email: 'new@demo.local',
    });
    expect(profileChanges({ ...user, full_name: null }, { ...profileFormOf(user), fullName: '' })).toEqual({});
  });

  it('accepts images up to 1 MB only', () => {
    expect(validateAvatar({ type: 'image/png', size: 1000 })).toBeNull();
    expect(validateAvatar({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(validateAvatar({ type: 'application/pdf', size: 1000 })).toBe('avatarType');
    expect(validateAvatar({ type: 'image/svg+xml', size: 1000 })).toBe('avatarType');
    expect(validateAvatar({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('avatarSize');
    expect(validateAvatar({ type: 'image/png', size: 0 })).toBe('avatarEmpty');
  });

  it('tells forms with the same values apart from changed ones', () => {
    const form = { username: 'premium', fullName: 'Премиум', email: 'p@demo.local' };
    expect(sameProfileForm(form, { ...form })).toBe(true);
    expect(sameProfileForm(form, { ...form, fullName: 'Другое' })).toBe(false);
    expect(sameProfileForm(form, { ...form, username: 'other' })).toBe(false);
    expect(sameProfileForm(form, { ...form, email: 'x@demo.local' })).toBe(false);
  });
});
