// The docs/product.md §3 mining position, derived from a stored position (and its hedge) at a price: the
// current price while open, the exit price once closed. Every answer and live message uses this.
import { channelWidthPercent } from '../../../src/domain/rules/mining/channelWidth';
import type { HedgePosition, MiningPosition } from '../../../src/domain/contracts/types';
import { hedgeEfficiency, liquidationPrice, shortPnl } from '../../../src/domain/rules/strategies/shortHedge';
import { baseSharePercent, channelType, dailyIncome, hourlyIncome, needsRebalancing, netResult, timeInPosition } from '../math/rules';
import { amountsAt, impermanentLoss } from '../../../src/domain/rules/strategies/v3';
import { slashSymbol } from '../prices/symbols';
import type { HedgeRow, PositionRow } from './rows';

const round = (v: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};
const usd = (v: number) => round(v, 6);
const pct = (v: number) => round(v, 5);
const iso = (ms: number) => new Date(ms).toISOString();

/** Hedge PnL (price PnL with what re-sizing realised), fees and funding at `price` (realised once closed). */
export function hedgeFigures(h: HedgeRow, price: number): { pnl: number; fees: number; funding: number; price: number } {
  if (h.status === 'closed') return { pnl: h.pnl_usd ?? 0, fees: h.fees_usd, funding: h.funding_usd, price: h.price_close ?? price };
  return { pnl: shortPnl(h.amount_usdt, h.price_open, price) + h.realised_usd, fees: h.fees_usd, funding: h.funding_usd, price };
}

/** A hedge's status as shown: a short the exchange liquidated reads 'liquidated'. */
function hedgeStatus(h: HedgeRow): string {
  return h.exit_reason === 'liquidated' ? 'liquidated' : h.status;
}

/** The margin posted for a short (what funding added to it or took from it is its result, not capital). */
function postedMargin(h: HedgeRow | null): number {
  return h ? Math.max(0, h.margin_usd - h.funding_usd) : 0;
}

/** Where the exchange would liquidate an active short (null once closed). */
function hedgeLiquidationPrice(h: HedgeRow): number | null {
  return h.status === 'active' && h.amount_usdt > 0
    ? liquidationPrice({ amountUsdt: h.amount_usdt, entry: h.price_open, marginUsd: h.margin_usd })
    : null;
}

export function positionView(row: PositionRow, hedge: HedgeRow | null, currentPrice: number, now: number): MiningPosition {
  const closed = row.status === 'closed';
  const price = closed ? (row.exit_price ?? row.last_price) : currentPrice;
  const range = { lower: row.lower_price, upper: row.upper_price };
  const amounts = amountsAt(row.liquidity, range, price);
  const baseValue = amounts.base * price;
  const value = baseValue + amounts.quote;
  const end = closed ? (row.closed_ms ?? now) : now;
  const seconds = Math.max(0, (end - row.opened_ms) / 1000);
  const share = baseSharePercent(baseValue, value);
  const invested = row.invested_usd;
  const miningPricePnl = value - invested;
  const h = hedge ? hedgeFigures(hedge, price) : null;
  const hedgePnl = h?.pnl ?? 0;
  const hedgeFees = h?.fees ?? 0;
  const hedgeFunding = h?.funding ?? 0;
  const pnl = netResult({
    fees: row.fees_usd,
    rewards: row.rewards_usd,
    pricePnl: miningPricePnl,
    hedgePnl,
    hedgeFunding,
    lpExpenses: row.lp_expenses_usd,
    hedgeFees,
  });
  const hourly = hourlyIncome(row.fees_usd, seconds);
  const il = impermanentLoss(row.liquidity, range, row.entry_price, price);
  const per = (v: number) => (invested > 0 ? (v / invested) * 100 : 0);
  // the result is made with the LP capital and the hedge's margin together
  const capital = invested + postedMargin(hedge);
  return {
    token_id: row.token_id,
    bot_id: row.bot_id,
    symbol: slashSymbol(row.symbol),
    network: row.network,
    status: row.status,
    channel_type: channelType(share),
    timestamp: iso(row.opened_ms),
    last_update: iso(closed ? end : Math.max(row.updated_ms, row.opened_ms)),
    exit_timestamp: closed && row.closed_ms !== null ? iso(row.closed_ms) : null,
    exit_reason: closed ? (row.exit_reason ?? 'none') : null,
    time_in_position: timeInPosition(seconds),
    duration: Math.floor(seconds),
    needs_rebalancing: needsRebalancing(share),
    entry_price: row.entry_price,
    current_price: price,
    exit_price: closed ? price : null,
    upper_price: row.upper_price,
    lower_price: row.lower_price,
    channel_width: pct(channelWidthPercent(row)),
    stop_loss_percent: pct(((row.entry_price - row.stop_lower) / row.entry_price) * 100),
    stop_loss_upper: row.stop_upper,
    stop_loss_lower: row.stop_lower,
    position_size: usd(invested),
    initial_investment_usd: usd(invested),
    current_position_value_usd: usd(value),
    current_eth_value: usd(baseValue),
    eth_amount: round(amounts.base, 9),
    usdt_amount: usd(amounts.quote),
    earned_fees: usd(row.fees_usd),
    liquidity_rewards_usd: usd(row.rewards_usd),
    mining_yield_percent: pct(per(row.fees_usd + row.rewards_usd)),
    estimated_hourly_income_usd: usd(hourly),
    estimated_daily_income_usd: usd(dailyIncome(hourly)),
    pnl: usd(pnl),
    pnl_percent: pct(capital > 0 ? (pnl / capital) * 100 : 0),
    capital_usd: usd(capital),
    net_pnl_usd: usd(pnl),
    net_price_pnl_usd: usd(miningPricePnl + hedgePnl),
    net_price_pnl_percent: pct(per(miningPricePnl + hedgePnl)),
    mining_price_pnl_usd: usd(miningPricePnl),
    mining_price_pnl_percent: pct(per(miningPricePnl)),
    hedge_pnl_usd: usd(hedgePnl),
    hedge_pnl_percent: pct(hedge && hedge.amount_usdt > 0 ? (hedgePnl / hedge.amount_usdt) * 100 : 0),
    hedge_efficiency_percent: pct(hedge ? hedgeEfficiency(miningPricePnl, hedgePnl) : 0),
    compensation_percent: hedge ? hedge.compensation_percent : 0,
    lp_expenses_usd: usd(row.lp_expenses_usd),
    lp_gas_usd: usd(row.gas_usd),
    lp_swap_cost_usd: usd(row.swap_cost_usd),
    hedge_fees_usd: usd(hedgeFees),
    hedge_funding_usd: usd(hedgeFunding),
    impermanent_loss_usd: usd(il.usd),
    lower_tick: row.lower_tick,
    upper_tick: row.upper_tick,
    hedge_info:
      hedge && h
        ? {
            hedge_id: hedge.position_id,
            status: hedgeStatus(hedge),
            amount_usdt: usd(hedge.amount_usdt),
            entry_price: hedge.price_open,
            current_price: h.price,
            tp_price: hedge.tp_price,
            sl_price: hedge.sl_price,
            pnl_usd: usd(hedgePnl),
            leverage: hedge.leverage,
            margin_usd: usd(hedge.margin_usd),
            liquidation_price: hedgeLiquidationPrice(hedge),
            funding_usd: usd(hedgeFunding),
            exit_reason: hedge.exit_reason,
          }
        : null,
  };
}

/** A position's price PnL at `price` after its own costs: its value against what was put in, less gas and swap. */
export function lpPricePnl(row: PositionRow, price: number): number {
  const a = amountsAt(row.liquidity, { lower: row.lower_price, upper: row.upper_price }, price);
  return a.base * price + a.quote - row.invested_usd - row.lp_expenses_usd;
}

/** Final net result of a position closing at `price` (stored for sorting and statistics). */
export function closingPnl(row: PositionRow, hedge: HedgeRow | null, price: number): number {
  const value = amountsAt(row.liquidity, { lower: row.lower_price, upper: row.upper_price }, price);
  const h = hedge ? hedgeFigures(hedge, price) : null;
  return netResult({
    fees: row.fees_usd,
    rewards: row.rewards_usd,
    pricePnl: value.base * price + value.quote - row.invested_usd,
    hedgePnl: h?.pnl ?? 0,
    hedgeFunding: h?.funding ?? 0,
    lpExpenses: row.lp_expenses_usd,
    hedgeFees: h?.fees ?? 0,
  });
}

/** HedgePosition of docs/product.md §3; income_module is the short's income with its funding, after fees (realised once closed). */
export function hedgePositionView(h: HedgeRow, price: number): HedgePosition & Record<string, unknown> {
  const f = hedgeFigures(h, price);
  return {
    position_id: h.position_id,
    bot_id: h.bot_id,
    status: hedgeStatus(h),
    price_open: h.price_open,
    leverage: h.leverage,
    income_module: usd(f.pnl + f.funding - f.fees),
    created_at: iso(h.created_ms),
    // extra detail, not in docs/product.md §3's list
    symbol: slashSymbol(h.symbol),
    token_id: h.token_id,
    amount_usdt: usd(h.amount_usdt),
    compensation_percent: h.compensation_percent,
    current_price: f.price,
    tp_price: h.tp_price,
    sl_price: h.sl_price,
    pnl_usd: usd(f.pnl),
    fees_usd: usd(f.fees),
    funding_usd: usd(f.funding),
    margin_usd: usd(h.margin_usd),
    liquidation_price: hedgeLiquidationPrice(h),
    exit_reason: h.exit_reason,
    closed_at: h.closed_ms !== null ? iso(h.closed_ms) : null,
  };
}
