// Where a new position goes: its price range and stop-losses, from a strategy and the price.
import { liquidityForValue, type Range } from '../../../src/domain/rules/strategies/v3';
import type { HedgeBotRow, StrategyRow } from './rows';

export interface Plan {
  lower: number;
  upper: number;
  stopUpper: number;
  stopLower: number;
  widthPercent: number;
}

/** docs/product.md §9 defaults of a new strategy, used when a bot has none. */
export const DEFAULT_STRATEGY: Omit<StrategyRow, 'strategy_id' | 'user_id'> = {
  channel_width: 12,
  channel_width_unit: 'PERCENT',
  upper_channel_percent: 50,
  lower_channel_percent: 50,
  upper_stop_losses_percent: '[90]',
  lower_stop_losses_percent: '[10]',
  position_size_percent: 10,
  max_positions: 3,
  max_position_size: 1000,
  exit_strategy_upper: 'current',
  exit_strategy_lower: 'current',
};

function firstPercent(json: string, fallback: number): number {
  try {
    const list = JSON.parse(json) as unknown;
    if (Array.isArray(list)) {
      const n = Number(list[0]);
      if (Number.isFinite(n) && n >= 0 && n <= 100) return n;
    }
  } catch {
    /* malformed list: the default applies */
  }
  return fallback;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The channel width as a percent of `price` (no stop parsing: cheap enough for every tick). */
export function widthPercentOf(strategy: Pick<StrategyRow, 'channel_width' | 'channel_width_unit'>, price: number): number {
  const raw = strategy.channel_width_unit === 'USDT' ? strategy.channel_width : (price * strategy.channel_width) / 100;
  const width = clamp(Number.isFinite(raw) && raw > 0 ? raw : price * 0.12, price * 0.001, price * 0.9);
  return (width / price) * 100;
}

/**
 * Channel width (percent of price, or USDT) split above/below the price by the channel ratio;
 * stops sit at their percent position inside the channel (0 = lower edge, 100 = upper edge) and
 * are kept on their side of the price.
 */
export function planPosition(
  strategy: Pick<
    StrategyRow,
    | 'channel_width'
    | 'channel_width_unit'
    | 'upper_channel_percent'
    | 'lower_channel_percent'
    | 'upper_stop_losses_percent'
    | 'lower_stop_losses_percent'
  >,
  price: number,
): Plan {
  const rawWidth = strategy.channel_width_unit === 'USDT' ? strategy.channel_width : (price * strategy.channel_width) / 100;
  const width = clamp(Number.isFinite(rawWidth) && rawWidth > 0 ? rawWidth : price * 0.12, price * 0.001, price * 0.9);
  const up = clamp(strategy.upper_channel_percent, 5, 95);
  const down = clamp(strategy.lower_channel_percent, 5, 95);
  const upShare = up / (up + down);
  const upper = price + width * upShare;
  const lower = price - width * (1 - upShare);
  let stopUpper = lower + (width * firstPercent(strategy.upper_stop_losses_percent, 90)) / 100;
  let stopLower = lower + (width * firstPercent(strategy.lower_stop_losses_percent, 10)) / 100;
  if (stopUpper <= price) stopUpper = upper;
  if (stopLower >= price) stopLower = lower;
  return { lower, upper, stopUpper, stopLower, widthPercent: (width / price) * 100 };
}

/** The strategy to reopen with after a stop: 'current' (or legacy 'close') keeps the same one. */
export function exitStrategyId(exit: string | null | undefined, current: number | null): number | null {
  if (!exit || exit === 'current' || exit === 'close') return current;
  const id = Number(exit);
  return Number.isInteger(id) && id > 0 ? id : current;
}

/**
 * The ladder rule: a bot adds a position only where the price is more than a quarter channel
 * (`quarterPercent` of the price) away from every open position's entry, so no two of its
 * positions stack on one price.
 */
export function ladderAllows(open: readonly { entry_price: number }[], price: number, quarterPercent: number): boolean {
  for (const p of open) if ((Math.abs(price - p.entry_price) / price) * 100 <= quarterPercent) return false;
  return true;
}

/** A quarter of the strategy's channel at `price`, percent: the ladder's step. */
export function ladderStepPercent(strategy: Pick<StrategyRow, 'channel_width' | 'channel_width_unit'>, price: number): number {
  return widthPercentOf(strategy, price) / 4;
}

/** The position size of a bot under a strategy: its share of the investment, capped. */
export function positionSize(investment: number, strategy: Pick<StrategyRow, 'position_size_percent' | 'max_position_size'>): number {
  return Math.min(
    (investment * Math.min(100, Math.max(1, strategy.position_size_percent))) / 100,
    strategy.max_position_size > 0 ? strategy.max_position_size : Infinity,
  );
}

/** Hedge leverage: narrower channels move faster through their range, so they get more. */
export function hedgeLeverage(widthPercent: number): number {
  return clamp(Math.round(20 / Math.max(widthPercent, 0.1)), 1, 10);
}

/**
 * Liquidity of a hedge bot's channel: its start amounts (USDT plus ETH at the price) are its
 * capital, swapped into the channel's split at mint, so lopsided start amounts still all work.
 */
export function hedgeChannelLiquidity(bot: Pick<HedgeBotRow, 'usdt_start' | 'eth_start'>, range: Range, price: number): number {
  return liquidityForValue(hedgeChannelCapital(bot, price).usd, range, price);
}

/** A hedge bot's channel capital at `price`: its start USDT and ETH, and the ETH's share of it. */
export function hedgeChannelCapital(bot: Pick<HedgeBotRow, 'usdt_start' | 'eth_start'>, price: number): { usd: number; baseShare: number } {
  const eth = Math.max(0, bot.eth_start) * price;
  const usd = Math.max(0, bot.usdt_start) + eth;
  return usd > 0 ? { usd, baseShare: eth / usd } : { usd: 100, baseShare: 0 };
}
