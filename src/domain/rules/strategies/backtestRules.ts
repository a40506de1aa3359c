// What a backtest refuses rather than repairs (issue 55): a strategy outside the limits of
// docs/product.md §5 and §9 (width, position size, channel ratio) or with a channel no pool could
// hold. A save clamps such values; a backtest of them would answer for a strategy nobody asked for.
import { POSITION_SIZE_BOUNDS, RATIO_BOUNDS, WIDTH_BOUNDS } from './channelEditor';
import { applyChannelChange, channelProblem } from './strategyChannelCheck';
import { newStrategy } from './strategyDefaults';
import type { Strategy } from '../../contracts/types';

export const BACKTEST_MESSAGES = {
  width: 'Ширина канала вне допустимых пределов: от 0,1 до 50 % или от 1 до 10 000 USDT',
  positionSize: 'Размер позиции должен быть от 1 до 100 %',
  ratio: 'Соотношение верхней и нижней части канала: каждая от 5 до 95 %, вместе 100 %',
} as const;

/** The ratio's two sides add up to 100 within this (docs/product.md §5). */
const RATIO_TOLERANCE = 0.1;

const within = (value: number, bounds: { min: number; max: number }) => value >= bounds.min && value <= bounds.max;

/** The first reason to refuse backtesting the strategy, in Russian; null when it is within the limits. */
export function backtestStrategyProblem(s: Strategy): string | null {
  if (!within(s.channel_width, WIDTH_BOUNDS[s.channel_width_unit])) return BACKTEST_MESSAGES.width;
  if (!within(s.position_size_percent, POSITION_SIZE_BOUNDS)) return BACKTEST_MESSAGES.positionSize;
  const up = s.upper_channel_percent;
  const down = s.lower_channel_percent;
  if (!within(up, RATIO_BOUNDS) || !within(down, RATIO_BOUNDS) || Math.abs(up + down - 100) > RATIO_TOLERANCE)
    return BACKTEST_MESSAGES.ratio;
  return channelProblem(s);
}

/**
 * The strategy a backtest body describes: its fields over a new strategy's defaults placed around
 * `price` (as a save of a new strategy reads them), stops completed from prices or percents.
 */
export function backtestStrategy(fields: Partial<Strategy>, symbol: string, price: number): Strategy {
  const base = newStrategy(price, symbol);
  const id = typeof fields.strategy_id === 'number' ? fields.strategy_id : base.strategy_id;
  return applyChannelChange({ ...base, ...fields, strategy_id: id }, fields);
}
