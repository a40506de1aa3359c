// Russian texts of the alerts list (/notifications, issue 23).
export const notificationsRu = {
  unread: 'Непрочитанных: {count}',
  allRead: 'Всё прочитано',
  readAll: 'Отметить всё прочитанным',
  marking: 'Отмечаем...',
  readFailed: 'Не удалось отметить прочитанным',
  empty: 'Уведомлений пока нет. Здесь появятся стоп-лоссы, ошибки ботов и другие события, о которых вы попросили сообщать.',
  settings: 'Настроить уведомления',
  open: 'Открыть',
  newMark: 'новое',
  quiet: 'в тихие часы: на устройства не отправлено',
  listLabel: 'Последние уведомления, новые первыми',
  kept: 'Хранятся последние 200 уведомлений.',
  kinds: {
    stop_loss: 'Стоп-лосс',
    out_of_range: 'Вне диапазона',
    rebalancing: 'Ребалансировка',
    bot_error: 'Ошибка бота',
    hedge_stopped: 'Хедж закрыт',
    daily_loss: 'Дневной убыток',
  },
} as const;
