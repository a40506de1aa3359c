// Russian labels of the sections' own tab bars (mining, spot, futures, signals, settings): they load
// with those sections, not with the first screen (issue 24). The dashboard's tabs are page titles.
export const subNavRu = {
  /** The mining section's tab bar, as a landmark. */
  miningLabel: 'Разделы майнинга',
  overview: 'Обзор',
  bots: 'Боты',
  strategies: 'Стратегии',
  positions: 'Позиции',
  statistics: 'Статистика',
  history: 'История',
  orders: 'Ордера',
  leverage: 'Плечо',
  analytics: 'Аналитика',
  active: 'Активные',
  settings: 'Настройки',
  profile: 'Профиль',
  security: 'Безопасность',
  api: 'API',
  notifications: 'Уведомления',
} as const;
