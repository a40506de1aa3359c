// Russian texts of the frame: login and account screens, header, user menu, session, guard.
export const frameRu = {
  login: {
    title: 'Вход в систему',
    usernameOrEmail: 'Имя пользователя или e-mail',
    password: 'Пароль',
    submit: 'Войти',
    submitting: 'Вход...',
    failed: 'Ошибка входа в систему',
  },
} as const;
