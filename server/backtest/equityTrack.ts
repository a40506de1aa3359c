// What a backtest follows bar by bar besides the positions themselves: the investment's value with
// the open positions marked at each close (and what holding the first deposit's tokens would be
// worth), its deepest fall from a peak, the time some position was in range, and the most capital
// in play at once. The curve keeps one point per `sampleMs`; the drawdown sees every bar.
import { amountsAt, type Amounts } from '../../src/domain/rules/strategies/v3';
import { rangeShare } from '../sim/engine/engine';
import type { HedgeRow, PositionRow } from '../sim/engine/rows';
import type { SimPosition } from '../sim/engine/walk';
import type { Bar } from '../sim/prices/market';
import { closingPnl } from '../sim/engine/view';

export interface EquityPoint {
  timestamp: number;
  value_usd: number;
  hodl_usd: number;
  price: number;
}

/** The result of a position closing at `price`, by the engine's own formula. */
function resultAt(sp: SimPosition, price: number): number {
  return closingPnl(sp.row as PositionRow, sp.hedge as HedgeRow | null, price);
}

export class EquityTrack {
  readonly points: EquityPoint[] = [];
  maxDrawdown = 0;
  /** The most capital in positions and hedge margin at once. */
  capital = 0;
  private inRangeSec = 0;
  private totalSec = 0;
  private realised = 0;
  private peak: number;
  private value: number;
  /** The first deposit: the tokens held instead, and the rest of the investment in USDT. */
  private held: (Amounts & { cash: number }) | null = null;
  private nextSample: number;
  private last: Bar | null = null;

  constructor(
    private readonly investment: number,
    private readonly sampleMs: number,
    first: Bar | undefined,
  ) {
    this.peak = investment;
    this.value = investment;
    const start = first?.ts ?? 0;
    this.nextSample = start + sampleMs;
    if (first) this.points.push({ timestamp: start, value_usd: investment, hodl_usd: investment, price: first.open });
  }

  /** A position closed: its result is final. */
  closed(sp: SimPosition): void {
    this.deposit(sp);
    this.realised += sp.row.pnl_usd ?? 0;
  }

  /** The close of a bar, with the positions still open. */
  bar(bar: Bar, open: readonly SimPosition[]): void {
    let marked = 0;
    let capital = 0;
    let inRange = 0;
    for (const sp of open) {
      this.deposit(sp);
      marked += resultAt(sp, bar.close);
      const h = sp.hedge;
      capital += sp.row.invested_usd + (h && h.status === 'active' ? Math.max(0, h.margin_usd - h.funding_usd) : 0);
      inRange = Math.max(inRange, rangeShare(sp.row, bar.low, bar.high));
    }
    this.value = this.investment + this.realised + marked;
    this.capital = Math.max(this.capital, capital);
    this.inRangeSec += bar.sec * inRange;
    this.totalSec += bar.sec;
    this.peak = Math.max(this.peak, this.value);
    this.maxDrawdown = Math.max(this.maxDrawdown, this.peak - this.value);
    this.last = bar;
    const end = bar.ts + bar.sec * 1000;
    if (end >= this.nextSample) {
      this.sample(end, bar.close);
      this.nextSample = (Math.floor(end / this.sampleMs) + 1) * this.sampleMs;
    }
  }

  /** The last bar's close as the curve's last point (once). */
  finish(): void {
    const bar = this.last;
    if (!bar) return;
    const end = bar.ts + bar.sec * 1000;
    if (this.points.at(-1)?.timestamp !== end) this.sample(end, bar.close);
  }

  /** The investment's value at the last close. */
  get final(): number {
    return this.value;
  }

  /** Holding the first deposit's tokens to the last close. */
  hodlAt(price: number): number {
    const h = this.held;
    return h ? h.cash + h.base * price + h.quote : this.investment;
  }

  get timeInRangePercent(): number {
    return this.totalSec > 0 ? (this.inRangeSec / this.totalSec) * 100 : 0;
  }

  private deposit(sp: SimPosition): void {
    if (this.held) return;
    const row = sp.row;
    const tokens = amountsAt(row.liquidity, { lower: row.lower_price, upper: row.upper_price }, row.entry_price);
    this.held = { ...tokens, cash: this.investment - row.invested_usd };
  }

  private sample(timestamp: number, price: number): void {
    this.points.push({ timestamp, value_usd: this.value, hodl_usd: this.hodlAt(price), price });
  }
}
