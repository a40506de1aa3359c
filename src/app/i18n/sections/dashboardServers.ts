// The overview's rows across servers (issue 20); loads with the rows, not with the first screen.
export const dashboardServersRu = {
  title: 'Серверы',
  caption: 'Вы вошли на нескольких серверах: последние известные данные каждого. Строка переключает приложение на свой сервер.',
  columns: {
    server: 'Сервер',
    status: 'Состояние',
    capital: 'Капитал',
    dailyPnl: 'PnL за день',
    activeBots: 'Активные боты',
    openPositions: 'Открытые позиции',
  },
  status: {
    online: 'В сети',
    offline: 'Нет связи с {time}',
    offlineNoData: 'Нет связи',
    signedOut: 'Вход не выполнен',
  },
  active: 'выбран',
  open: 'Открыть {name}',
  total: 'Итого',
  totalHint: 'Сумма по серверам с известными данными: {count}',
} as const;
