// Russian texts of the dashboard's first screen: the sample notice and the eight cards. The blocks
// below them load their texts with their code (dashboardBlocks.ts). Exact spec texts are copied as
// the product words them.
export const dashboardRu = {
  demoData: 'демо-данные',
  demoHint: 'Показатели ниже — образец, а не данные ваших ботов. Войдите, чтобы увидеть показатели своих ботов.',
  cards: {
    label: 'Ключевые показатели',
    totalCapital: 'Общий капитал',
    dailyPnl: 'PnL за день',
    mtdPnl: 'PnL с начала месяца',
    activeBots: 'Активные боты',
    openPositions: 'Открытые позиции',
    totalVolume: 'Общий объём',
    /** What the live figures are (the sample ones are marked 'демо-данные'). */
    liveHints: {
      dailyPnl: 'с 00:00 UTC',
      totalVolume: 'вложено в позиции, не объём торгов',
    },
    averageRoi: 'Средний ROI',
    riskScore: 'Оценка риска',
    of: 'из {total}',
    riskLow: 'низкий',
    riskMedium: 'средний',
    riskHigh: 'высокий',
    riskExplain: 'просадка {drawdown} · VaR {var} капитала · позиции: {positions}',
    riskPositions: '{high} выс., {medium} ср., {low} низк.',
    riskNoPositions: 'нет открытых',
    riskUnknown: 'нет истории для оценки',
  },
  loadFailed: 'Не удалось загрузить показатели',
} as const;
