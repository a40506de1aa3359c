// The answer of a backtest from its replay: the parts of the result summed over the positions with
// the engine's own formulas (server/sim/engine/view.ts), each rounded to the cent, and the total
// made of those rounded parts so that it is their sum to the cent
// (docs/decisions/0140-backtest-figures.md).
import type { Backtest } from '../../src/domain/contracts/backtest';
import { impermanentLoss, valueAt } from '../../src/domain/rules/strategies/v3';
import type { HedgeRow } from '../sim/engine/rows';
import { hedgeFigures } from '../sim/engine/view';
import { poolOf } from '../sim/pools/pool';
import type { Bar } from '../sim/prices/market';
import { slashSymbol } from '../sim/prices/symbols';
import type { Replay, ReplayEvent } from './replay';

/** Markers a price chart can still tell apart; beyond them every n-th is kept. */
const MAX_EVENTS = 1000;
const YEAR_MS = 365 * 86_400_000;

export interface AnswerMeta {
  days: number;
  network: string;
  symbol: string;
  investment: number;
  hedge: Backtest['hedge'];
}

const cents = (v: number) => Math.round(v * 100) / 100;
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Every n-th event when there are more than the chart can show. */
function thinned(events: readonly ReplayEvent[]): ReplayEvent[] {
  if (events.length <= MAX_EVENTS) return [...events];
  const step = Math.ceil(events.length / MAX_EVENTS);
  return events.filter((_, i) => i % step === 0);
}

export function backtestAnswer(result: Replay, bars: readonly Bar[], meta: AnswerMeta): Backtest {
  let fees = 0;
  let rewards = 0;
  let pricePnl = 0;
  let il = 0;
  let hedgePnl = 0;
  let costs = 0;
  for (const { row, hedge } of result.positions) {
    const price = row.status === 'closed' ? (row.exit_price ?? row.last_price) : row.last_price;
    const range = { lower: row.lower_price, upper: row.upper_price };
    fees += row.fees_usd + row.rewards_usd;
    rewards += row.rewards_usd;
    pricePnl += valueAt(row.liquidity, range, price) - row.invested_usd;
    il += impermanentLoss(row.liquidity, range, row.entry_price, price).usd;
    costs += row.lp_expenses_usd;
    if (hedge) {
      const h = hedgeFigures(hedge as HedgeRow, price);
      hedgePnl += h.pnl + h.funding;
      costs += h.fees;
    }
  }
  const parts = { fees: cents(fees), price: cents(pricePnl), hedge: cents(hedgePnl), costs: cents(costs) };
  const net = cents(parts.fees + parts.price + parts.hedge - parts.costs);
  const first = bars[0];
  const last = bars[bars.length - 1];
  const from = first?.ts ?? 0;
  const to = last ? last.ts + last.sec * 1000 : from;
  const track = result.equity;
  track.finish();
  const pool = poolOf(meta.network, meta.symbol);
  const events = thinned(result.events);
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    days: meta.days,
    symbol: slashSymbol(meta.symbol),
    network: pool.network,
    pool: { name: pool.name, dex: pool.dex, fee_tier: pool.fee },
    candles: bars.length,
    initial_investment: meta.investment,
    capital_usd: cents(track.capital),
    fees_usd: parts.fees,
    rewards_usd: cents(rewards),
    price_pnl_usd: parts.price,
    il_usd: cents(il),
    costs_usd: parts.costs,
    hedge_pnl_usd: parts.hedge,
    net_usd: net,
    hodl_usd: cents(track.hodlAt(last?.close ?? 0)),
    apr_percent: track.capital > 0 && to > from ? round((net / track.capital) * (YEAR_MS / (to - from)) * 100, 2) : 0,
    remints: result.remints,
    positions: result.positions.length,
    time_in_range_percent: round(track.timeInRangePercent, 2),
    max_drawdown_usd: cents(track.maxDrawdown),
    hedge: meta.hedge,
    equity: track.points.map((p) => ({
      timestamp: p.timestamp,
      value_usd: cents(p.value_usd),
      hodl_usd: cents(p.hodl_usd),
      price: round(p.price, 6),
    })),
    events: events.map((e) => ({ ...e, price: round(e.price, 6) })),
    events_omitted: result.events.length - events.length,
  };
}
