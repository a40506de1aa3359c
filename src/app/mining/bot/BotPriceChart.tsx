// The bot's pair over the last 30 hours (120 quarter-hour candles) with its trades marked: where
// each of its positions opened and closed, a tooltip on each (charts/TradeMarkers.tsx).
import { marketSymbol } from '../../../domain/rules/market/marketData';
import type { Bot } from '../../../domain/contracts/types';
import { LazyPriceChart } from '../../charts/LazyPriceChart';
import { useBotTrades } from '../../charts/useBotTrades';
import { useSnapshot } from '../../data/useSnapshot';
import { fill } from '../../i18n/fill';
import { miningRu } from '../../i18n/sections/mining';
import { miningBotRu } from '../../i18n/sections/miningBot';
import { StaleNotice } from '../../ui/States';
import { muted, panel, panelTitle } from '../common/mining.css';

const t = miningBotRu.chart;
const CHART_HEIGHT = 300;

export function BotPriceChart({ bot }: { bot: Bot }) {
  const candles = useSnapshot('candles', { symbol: marketSymbol(bot.symbol), interval: '15m', limit: 120 });
  const { trades, failed } = useBotTrades(bot.id, candles.data);
  const last = candles.data?.at(-1)?.close;
  return (
    <section className={panel} aria-labelledby="bot-chart">
      <h2 id="bot-chart" className={panelTitle}>
        {t.title}
      </h2>
      <StaleNotice snapshot={candles} />
      {/* the chart's read-out, plot and legend: the place is kept while it loads */}
      <div style={{ minHeight: CHART_HEIGHT + 70 }}>
        {candles.data ? (
          <LazyPriceChart
            candles={candles.data}
            lines={last ? [{ id: 'current', price: last, label: miningRu.chart.current, tone: 'current' }] : []}
            ariaLabel={fill(t.label, { symbol: bot.symbol })}
            height={CHART_HEIGHT}
            tradesOfBot={bot.id}
          />
        ) : (
          <p className={muted} role="status">
            {candles.status === 'loading' ? miningRu.chart.loading : miningRu.errors.prices}
          </p>
        )}
      </div>
      <p className={muted} style={{ margin: '8px 0 0', fontSize: '0.9rem' }}>
        {failed ? t.tradesError : candles.data && trades.length === 0 ? t.noTrades : t.hint}
      </p>
    </section>
  );
}
