// The one catalogue of Russian UI strings. The product's exact texts are kept here word for word. Each
// section keeps its texts in ./sections/<section>.ts (one owner per file). The frame's and the
// first screen's texts meet here, in `ru`; a lazy section's own texts (mining, hedge, admin,
// settings, demos) are imported by that section from its file, so they load with its code and not
// with the first screen (docs/decisions/0001).
import type { Network } from '../../domain/contracts/values';
import { dashboardRu } from './sections/dashboard';
import { frameRu } from './sections/frame';

export const ru = {
  frame: frameRu,
  dashboard: dashboardRu,
  /** Shown by the route guard and the admin section alike. */
  access: {
    denied: {
      title: 'Доступ запрещен',
      requiredRole: 'Требуемая роль: admin',
      yourRole: 'Ваша роль: {role}',
    },
  },
  app: {
    name: 'LP Ops',
    fullName: 'LP Ops — панель управления ботами',
    loading: 'Загрузка...',
    sessionInit: 'Инициализация сессии...',
    /** On the last frame of a start: the page as last seen, until the app takes its place. */
    restoring: 'Восстановление…',
    skipToContent: 'Перейти к содержимому',
  },
  nav: {
    main: 'Основная навигация',
    dashboard: 'Обзор',
    mining: 'Майнинг',
    sections: 'Разделы',
    settings: 'Настройки',
    dashboardSub: 'Разделы обзора',
  },
  /** Network names as every screen writes them (hedge, mining, dashboard, demos). */
  networks: { arbitrum: 'Arbitrum', ethereum: 'Ethereum', polygon: 'Polygon', base: 'Base', bsc: 'BSC' } satisfies Record<Network, string>,
  ui: {
    close: 'Закрыть',
    cancel: 'Отмена',
    retry: 'Попробовать снова',
    loading: 'Загрузка данных...',
    offlineSince: 'нет соединения — данные на {time}',
    staleSince: 'данные на {time}, обновить не удалось',
    demoData: 'демо-данные',
    vsLastPeriod: 'vs last period',
    /** Whose bot or strategy it is, in an admin's lists of everyone's. */
    owner: 'Владелец: {name}',
  },
  theme: {
    toDark: 'Включить тёмную тему',
    toLight: 'Включить светлую тему',
  },
  errors: {
    notFound: 'Страница не найдена',
    notFoundHint: 'Такого адреса в приложении нет.',
    toHome: 'На главную',
    crashTitle: 'Что-то пошло не так',
    crashText: 'Произошла неожиданная ошибка в приложении',
    crashDetails: 'Подробности ошибки',
    reload: 'Перезагрузить страницу',
    routeTitle: 'Непредвиденная ошибка приложения',
    routeText: 'Не удалось открыть эту страницу из-за ошибки маршрутизации.',
  },
  pwa: {
    updateReady: 'Доступна новая версия приложения.',
    updateNow: 'Обновить',
    later: 'Позже',
  },
  titles: {
    dashboard: { title: 'Обзор', subtitle: 'Сводка по всем ботам и позициям' },
    dashboardPerformance: { title: 'Эффективность', subtitle: 'Доходность и результативность ботов' },
    dashboardPortfolio: { title: 'Портфель', subtitle: 'Распределение капитала по сетям и ботам' },
    dashboardRisk: { title: 'Риски', subtitle: 'Метрики риска портфеля' },
    analytics: { title: 'Аналитика', subtitle: 'Аналитика торговли' },
    analyticsPerformance: { title: 'Аналитика эффективности', subtitle: 'Динамика доходности' },
    analyticsRisk: { title: 'Аналитика рисков', subtitle: 'Просадки и волатильность' },
    analyticsReports: { title: 'Отчёты', subtitle: 'Отчёты по PnL и комиссиям' },
    mining: 'Обзор майнинга',
    miningBots: 'Боты майнинга',
    miningStrategies: 'Стратегии',
    miningPositions: 'Позиции',
    miningStatistics: 'Статистика',
    miningHistory: 'История позиций',
    miningBot: 'Бот майнинга',
    miningBotJournal: 'Журнал бота',
    hedgeBots: 'Хедж-боты',
    admin: 'Админ-панель',
    positions: 'Управление позициями',
    signals: 'Сигналы',
    signalsActive: 'Активные сигналы',
    signalsHistory: 'История сигналов',
    signalsSettings: 'Настройки сигналов',
    settings: 'Профиль',
    settingsSecurity: 'Безопасность',
    settingsApi: 'API и адреса',
    settingsNotifications: 'Уведомления',
    notifications: 'Уведомления',
    spot: 'Спот',
    spotPositions: 'Спот: позиции',
    spotOrders: 'Спот: ордера',
    spotAnalytics: 'Спот: аналитика',
    futures: 'Фьючерсы',
    futuresPositions: 'Фьючерсы: позиции',
    futuresOrders: 'Фьючерсы: ордера',
    futuresLeverage: 'Фьючерсы: плечо',
    futuresAnalytics: 'Фьючерсы: аналитика',
  },
} as const;
