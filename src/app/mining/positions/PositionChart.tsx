// A position's price chart (docs/product.md §2 positions tab): its channel, entry, current price and stops
// over the last candles. Drawn only while its card's chart fold is open; the chart's code loads
// with the first one opened.
import { marketSymbol } from '../../../domain/rules/market/marketData';
import type { MiningPosition } from '../../../domain/contracts/types';
import { LazyPriceChart } from '../../charts/LazyPriceChart';
import type { ChartLine, ChartMark } from '../../charts/chartTypes';
import { useSnapshot } from '../../data/useSnapshot';
import { fill } from '../../i18n/fill';
import { miningRu } from '../../i18n/sections/mining';
import { chartBox, muted } from '../common/mining.css';

const c = miningRu.chart;
const t = miningRu.positions;

function positionLines(p: MiningPosition): ChartLine[] {
  const lines: ChartLine[] = [
    { id: 'upper', price: p.upper_price, label: c.upper, tone: 'upper' },
    { id: 'lower', price: p.lower_price, label: c.lower, tone: 'lower' },
    { id: 'entry', price: p.entry_price, label: c.entry, tone: 'entry' },
    { id: 'current', price: p.current_price, label: c.current, tone: 'current' },
  ];
  if (p.stop_loss_upper > 0) lines.push({ id: 'stop-upper', price: p.stop_loss_upper, label: c.stopUpper, tone: 'stop' });
  if (p.stop_loss_lower > 0) lines.push({ id: 'stop-lower', price: p.stop_loss_lower, label: c.stopLower, tone: 'stop' });
  return lines.filter((l) => Number.isFinite(l.price) && l.price > 0);
}

/** The entry time, marked on the time axis. */
function positionMarks(p: MiningPosition): ChartMark[] {
  const time = Date.parse(p.timestamp);
  return Number.isFinite(time) ? [{ id: 'entry', time, label: c.entry, tone: 'entry' }] : [];
}

/** Tall enough to read the candles between the channel lines on a 390 px phone. */
const CHART_HEIGHT = 320;

export function PositionChart({ position }: { position: MiningPosition }) {
  const candles = useSnapshot('candles', { symbol: marketSymbol(position.symbol), interval: '15m', limit: 100 });
  const label = fill(t.chartFor, { id: position.token_id });
  return (
    <section className={chartBox} aria-label={label}>
      {candles.data ? (
        <LazyPriceChart
          candles={candles.data}
          lines={positionLines(position)}
          marks={positionMarks(position)}
          tradesOfBot={position.bot_id}
          ariaLabel={label}
          height={CHART_HEIGHT}
        />
      ) : (
        <p className={muted} role="status">
          {candles.status === 'loading' ? c.loading : miningRu.errors.prices}
        </p>
      )}
    </section>
  );
}
