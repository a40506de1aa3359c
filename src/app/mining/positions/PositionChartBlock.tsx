// Per position: a price chart with its channel, entry, current price and stops, plus PnL and
// yield, collapsible. The chart code loads with the first open block.
import { memo, useId, useRef, useState } from 'react';
import { formatPercent, formatSignedUsd } from '../../../domain/format';
import { marketSymbol } from '../../../domain/marketData';
import type { MiningPosition } from '../../../domain/types';
import { LazyPriceChart } from '../../charts/LazyPriceChart';
import type { ChartLine, ChartMark } from '../../charts/chartTypes';
import { useSnapshot } from '../../data/useSnapshot';
import { miningRu } from '../../i18n/sections/mining';
import { Button } from '../../ui/Button';
import { chartBox, liveFigure, muted, panel, row, spread, tone } from '../common/mining.css';
import { useNearViewport } from '../../ui/useNearViewport';
import { samePositionVersion, signTone } from './positionText';
import { fill } from '../../i18n/fill';

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

/** Tall enough to read the candles between the channel lines on a 390 px phone (260 px before). */
const CHART_HEIGHT = 320;

function Chart({ position }: { position: MiningPosition }) {
  const candles = useSnapshot('candles', { symbol: marketSymbol(position.symbol), interval: '15m', limit: 100 });
  if (!candles.data) {
    return (
      <p className={muted} role="status">
        {candles.status === 'loading' ? c.loading : miningRu.errors.prices}
      </p>
    );
  }
  return (
    <LazyPriceChart
      candles={candles.data}
      lines={positionLines(position)}
      marks={positionMarks(position)}
      tradesOfBot={position.bot_id}
      ariaLabel={fill(t.chartFor, { id: position.token_id })}
      height={CHART_HEIGHT}
    />
  );
}

/** `atOnce`: the chart is drawn with the block, not in a turn of its own once near (a card drawn again, PositionSlot). */
function ChartBlockView({ position: p, botName, atOnce = false }: { position: MiningPosition; botName?: string; atOnce?: boolean }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, undefined, atOnce);
  return (
    <section className={panel} aria-label={fill(t.chartFor, { id: p.token_id })}>
      <div className={spread}>
        <div className={row}>
          <strong>
            #{p.token_id} {p.symbol}
          </strong>
          {botName && <span className={muted}>{fill(t.botLabel, { name: botName })}</span>}
          <span className={`${tone[signTone(p.pnl)]} ${liveFigure}`}>
            {t.pnl}: {formatSignedUsd(p.pnl)} ({formatPercent(p.pnl_percent, true)})
          </span>
          <span className={liveFigure}>
            {t.currentYield}: {formatPercent(p.mining_yield_percent, true)}
          </span>
        </div>
        <Button variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
          {open ? c.hide : c.show}
        </Button>
      </div>
      <div id={id} ref={box} hidden={!open} className={chartBox} style={{ marginTop: 8 }}>
        {open && near && <Chart position={p} />}
      </div>
    </section>
  );
}

/** Redrawn when its position changes, not when the list around it does (a dialog, a mode switch). */
export const PositionChartBlock = memo(ChartBlockView, (a, b) => a.botName === b.botName && samePositionVersion(a.position, b.position));
