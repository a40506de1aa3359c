// Russian texts of the user menu's panel (layout/UserMenuPanel.tsx, SessionPanel.tsx): they load with
// it, when the menu is about to open, not with the first screen. What the header shows without the
// panel (the menu button's name, the session chip) stays in ru.frame.userMenu.
export const userMenuRu = {
  session: 'Сессия',
  remaining: 'Осталось',
  extend: 'Продлить сессию',
  renewsItself: 'Продлевается автоматически, пока вы в системе.',
  limits: 'Лимиты',
  bots: 'Боты',
  apiCalls: 'API-вызовов в час',
  concurrent: 'Одновременно работающих ботов',
  profile: 'Настройки профиля',
  help: 'Помощь',
  logout: 'Выйти',
  guestHint: 'Войдите, чтобы управлять ботами.',
} as const;
