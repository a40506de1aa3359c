// Russian texts of the frame: the account screens' titles, header, user menu, session, guard.
export const frameRu = {
  loading: {
    sessionInit: 'Инициализация сессии...',
    authCheck: 'Проверка авторизации...',
    loading: 'Загрузка...',
  },
  /** The account screens' titles (page titles of the route table); their other texts load with them (sections/account.ts). */
  account: {
    login: 'Вход в систему',
    register: 'Регистрация',
    forgot: 'Восстановление пароля',
    reset: 'Новый пароль',
    verify: 'Подтверждение e-mail',
    confirmEmail: 'Подтвердите адрес электронной почты по ссылке из письма: до подтверждения данные недоступны.',
  },
  validation: {
    required: 'Обязательное поле',
  },
  header: {
    server: 'Сервер',
    serverUnset: '{name} — не настроен',
    onServer: 'Сервер: {name}',
    paper: 'Бумажная торговля',
    paperHint: 'Этот сервер торгует на бумаге: сделки моделируются, реальные средства не используются.',
    pnl24h: '24h PnL',
    /** The spec's label is kept; the figure counts from the day's start. */
    pnl24hHint: 'PnL с 00:00 UTC: закрытые позиции и изменение открытых',
    active: 'Активные',
    menu: 'Меню',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    signIn: 'Войти',
    offline: 'Нет соединения',
    alerts: 'Уведомления',
    alertsUnread: 'Уведомления: непрочитанных {count}',
    session: 'Сессия',
    sessionEndsIn: 'Сессия закончится через {time}. Нажмите, чтобы продлить.',
    extend: 'Продлить',
  },
  /** The header's share of the user menu; the panel's texts load with it (sections/userMenu.ts). */
  userMenu: {
    open: 'Меню пользователя',
    remainingValue: '{h} ч {m} мин',
    extending: 'Продление...',
    extendFailed: 'Не удалось продлить сессию',
  },
  session: {
    expiredTitle: 'Сессия истекла',
    expiredText: 'Пожалуйста, войдите в систему снова',
    toLogin: 'Перейти ко входу',
    inactive: 'Сессия истекла. Необходимо войти в систему заново.',
    extended: 'Сессия успешно продлена',
  },
  toast: {
    region: 'Уведомления',
    dismiss: 'Закрыть уведомление',
  },
} as const;
