// How a backtest reads on screen, once for the single result and the comparison table: its figures
// (label, value, sign, hint), the notes on what it simulated, and its curves and events as chart data.
import { againstHolding, type Backtest } from '../../../../domain/rules/strategies/backtest';
import {
  formatCount,
  formatDateTime,
  formatDecimal,
  formatPercent,
  formatPrice,
  formatSignedUsd,
  formatUsd,
} from '../../../../domain/format/format';
import type { LineMarker, MarkerKind, MarkerShape, LineColour } from '../../../charts/lineChartTypes';
import { fill } from '../../../i18n/fill';
import { networkName } from '../../../i18n/labels';
import { backtestRu } from '../../../i18n/sections/backtest';

const t = backtestRu.result;
const c = backtestRu.charts;

export interface FigureRow {
  key: string;
  label: string;
  value: string;
  /** Coloured by sign (PnL-like figures). */
  sign?: number;
  hint?: string;
}

export function figureRows(b: Backtest): FigureRow[] {
  const vsHodl = againstHolding(b);
  return [
    {
      key: 'fees',
      label: t.fees,
      value: formatUsd(b.fees_usd),
      ...(b.rewards_usd ? { hint: fill(t.feesWithRewards, { rewards: formatUsd(b.rewards_usd) }) } : {}),
    },
    { key: 'pricePnl', label: t.pricePnl, value: formatSignedUsd(b.price_pnl_usd), sign: b.price_pnl_usd },
    { key: 'il', label: t.il, value: formatSignedUsd(b.il_usd), sign: b.il_usd, hint: t.ilHint },
    { key: 'costs', label: t.costs, value: formatUsd(b.costs_usd), hint: t.costsHint },
    { key: 'hedge', label: t.hedge, value: formatSignedUsd(b.hedge_pnl_usd), sign: b.hedge_pnl_usd, hint: t.hedgeHint },
    { key: 'net', label: t.net, value: formatSignedUsd(b.net_usd), sign: b.net_usd, hint: t.netHint },
    {
      key: 'apr',
      label: t.apr,
      value: formatPercent(b.apr_percent, true),
      sign: b.apr_percent,
      ...(b.capital_usd !== undefined ? { hint: fill(t.aprHint, { capital: formatUsd(b.capital_usd) }) } : {}),
    },
    {
      key: 'remints',
      label: t.remints,
      value: formatCount(b.remints),
      ...(b.positions !== undefined ? { hint: fill(t.remintsHint, { positions: formatCount(b.positions) }) } : {}),
    },
    { key: 'timeInRange', label: t.timeInRange, value: formatPercent(b.time_in_range_percent) },
    { key: 'drawdown', label: t.drawdown, value: formatUsd(b.max_drawdown_usd) },
    { key: 'hodl', label: t.hodl, value: formatUsd(b.hodl_usd), hint: t.hodlHint },
    ...(vsHodl !== null ? [{ key: 'vsHodl', label: t.vsHodl, value: formatSignedUsd(vsHodl), sign: vsHodl }] : []),
  ];
}

/** A set percent (a fee tier, a stop) as written: '0,05 %', '75 %'. */
const shortPercent = (v: number) => `${formatDecimal(v, 0, 4)}\u00a0%`;

/** 'с … по …' of the period, in local time. */
export function periodText(b: Pick<Backtest, 'from' | 'to'>): { from: string; to: string } {
  return { from: formatDateTime(b.from), to: formatDateTime(b.to) };
}

/** The sentence that says it is a simulation: on which market history, pool and fee tier. */
export function simulationText(b: Backtest): string {
  const pool = b.pool ? b.pool.name : `${b.symbol}, ${networkName(b.network)}`;
  return fill(t.simulation, {
    ...periodText(b),
    candles: formatCount(b.candles),
    pool,
    fee: b.pool ? shortPercent(b.pool.fee_tier * 100) : '—',
  });
}

export function hedgeText(b: Backtest): string | null {
  if (b.hedge === undefined) return null;
  if (b.hedge === null) return t.noHedge;
  return fill(t.hedgeBot, {
    name: b.hedge.name,
    compensation: shortPercent(b.hedge.compensation_percent),
    stop: shortPercent(b.hedge.stop_loss_percent),
  });
}

export function equityPoints(b: Backtest): Array<{ x: number; y: number }> {
  return b.equity.map((p) => ({ x: p.timestamp, y: p.value_usd }));
}

export function hodlPoints(b: Backtest): Array<{ x: number; y: number }> {
  return b.equity.filter((p) => p.hodl_usd !== undefined).map((p) => ({ x: p.timestamp, y: p.hodl_usd! }));
}

export function pricePoints(b: Backtest): Array<{ x: number; y: number }> {
  return b.equity.filter((p) => p.price !== undefined).map((p) => ({ x: p.timestamp, y: p.price! }));
}

const KINDS: Record<string, { shape: MarkerShape; colour: LineColour; label: string }> = {
  open: { shape: 'up', colour: 'channel', label: c.open },
  remint: { shape: 'diamond', colour: 'entry', label: c.remint },
  stop: { shape: 'cross', colour: 'stop', label: c.stop },
  liquidated: { shape: 'dot', colour: 'negative', label: c.liquidated },
  hedge_close: { shape: 'square', colour: 'warning', label: c.hedgeClose },
};

/** What kind of marker an event is: a close reads by its reason (a stop, a liquidation). */
function kindOf(e: Backtest['events'][number]): keyof typeof KINDS | null {
  if (e.kind === 'close') return e.reason === 'liquidated' ? 'liquidated' : 'stop';
  return e.kind in KINDS ? (e.kind as keyof typeof KINDS) : null;
}

export function eventMarkers(b: Backtest): { markers: LineMarker[]; kinds: MarkerKind[] } {
  const counts = new Map<string, number>();
  const markers: LineMarker[] = [];
  for (const e of b.events) {
    const kind = kindOf(e);
    if (!kind) continue;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    markers.push({ x: e.timestamp, y: e.price, shape: KINDS[kind].shape, colour: KINDS[kind].colour });
  }
  const kinds = Object.entries(KINDS)
    .filter(([k]) => counts.has(k))
    .map(([k, v]) => ({ shape: v.shape, colour: v.colour, label: `${v.label}: ${formatCount(counts.get(k))}` }));
  return { markers, kinds };
}

/** A price on the pair's scale, for the charts' axes. */
export function priceFormatter(b: Backtest): (v: number) => string {
  const reference = b.equity.at(-1)?.price;
  return (v) => formatPrice(v, reference);
}
