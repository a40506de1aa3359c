// Russian texts of the account forms' own checks (registration, password reset, recovery): they
// load with those screens, not with the first screen. The limits come from src/domain/accountRules.
export const accountRu = {
  validation: {
    email: 'Введите корректный e-mail',
    usernameShort: 'Имя пользователя: от {min} символов',
    usernameLong: 'Имя пользователя: не длиннее {max} символов',
    usernameChars: 'Имя пользователя: только латинские буквы, цифры и символы _ . -',
    passwordShort: 'Пароль должен быть не короче {min} символов',
    passwordLong: 'Пароль должен быть не длиннее {max} символов',
    mismatch: 'Пароли не совпадают',
  },
} as const;
