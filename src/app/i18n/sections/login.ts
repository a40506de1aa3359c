// Russian texts of the login card: they load with the card, not with the first screen (issue 24);
// its title is the route table's (ru.frame.account.login).
export const loginRu = {
  usernameOrEmail: 'Имя пользователя или e-mail',
  password: 'Пароль',
  submit: 'Войти',
  submitting: 'Вход...',
  failed: 'Ошибка входа в систему',
  forgot: 'Забыли пароль?',
  toHome: 'На главную',
  codeTitle: 'Подтверждение входа',
  code: 'Код из приложения-аутентификатора',
  codeHint: 'Шесть цифр из приложения или один из кодов восстановления.',
  codeSubmit: 'Подтвердить',
  codeSubmitting: 'Проверка...',
  again: 'Войти заново',
  enrolTitle: 'Двухфакторная аутентификация',
  enrolScan: 'Отсканируйте QR-код приложением-аутентификатором или введите ключ вручную, затем введите код из приложения.',
  qrAlt: 'QR-код для приложения-аутентификатора',
  secret: 'Ключ для ввода вручную',
} as const;
