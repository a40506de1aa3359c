// The one rule for a channel and its stops, applied by the editor before it sends and by the server
// before it stores: what neither repairs is a channel no pool could hold (inverted, collapsed below
// the narrowest width) and stops that are not strictly inside it or say two different things.
// Silently "fixing" them would save something the user did not ask for.
import { narrowestSpan, percentToPrice, priceToPercent, spanLimits } from './channelEditor';
import { priceDecimals } from '../../format/priceScale';
import type { Unit } from '../../contracts/types';

export const CHANNEL_MESSAGES = {
  lowerPositive: 'Нижняя граница канала должна быть больше 0',
  upperAboveLower: 'Верхняя граница канала должна быть больше нижней',
  stopsInside: 'Стоп-лоссы должны находиться строго внутри канала',
  stopsAgree: 'Цена и процент стоп-лосса не совпадают: укажите одно из двух или согласованные значения',
  tooNarrow: 'Канал слишком узкий: между границами нужно не меньше {span} USDT',
  tooWide: 'Канал слишком широкий: между границами можно не больше {span} USDT',
  stopOnBound: 'Канал слишком узкий для стоп-лосса: на {percent} % цена стопа совпала бы с границей канала',
} as const;

/** A message with its {placeholders} filled (the messages are shared with the server). */
function channelMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export interface ChannelInput {
  /** The width's unit sets the narrowest channel; absent (an older row), the percent unit's. */
  channel_width_unit?: Unit;
  lower_channel: number;
  upper_channel: number;
  upper_stop_losses: number[];
  lower_stop_losses: number[];
  upper_stop_losses_percent: number[];
  lower_stop_losses_percent: number[];
}

/**
 * A stop's price and percent agree when the price is the percent's price to within half a 0.1 %
 * step of the channel (the percent's own rounding) plus one unit of the price's last decimal.
 */
function stopAgrees(price: number, percent: number, lower: number, upper: number): boolean {
  const tolerance = (upper - lower) * 0.0005 + 10 ** -priceDecimals(lower);
  return Math.abs(price - percentToPrice(percent, lower, upper)) <= tolerance + 1e-12;
}

function sideProblem(prices: number[], percents: number[], lower: number, upper: number): string | null {
  if (percents.some((p) => !(p > 0 && p < 100))) return CHANNEL_MESSAGES.stopsInside;
  const onBound = percents.find((p) => {
    const price = percentToPrice(p, lower, upper);
    return price <= lower || price >= upper;
  });
  if (onBound !== undefined) return channelMessage(CHANNEL_MESSAGES.stopOnBound, { percent: onBound });
  if (prices.some((p) => !(p > lower && p < upper))) return CHANNEL_MESSAGES.stopsInside;
  if (prices.length !== percents.length) return CHANNEL_MESSAGES.stopsAgree;
  const byPrice = [...prices].sort((a, b) => a - b);
  const byPercent = [...percents].sort((a, b) => a - b);
  return byPrice.every((p, i) => stopAgrees(p, byPercent[i], lower, upper)) ? null : CHANNEL_MESSAGES.stopsAgree;
}

/** The first reason to refuse the channel and stops, in Russian; null when they are sound. */
export function channelProblem(s: ChannelInput): string | null {
  const { lower_channel: lower, upper_channel: upper } = s;
  if (!(lower > 0)) return CHANNEL_MESSAGES.lowerPositive;
  if (!(upper > lower)) return CHANNEL_MESSAGES.upperAboveLower;
  const narrowest = narrowestSpan(s.channel_width_unit ?? 'PERCENT', lower);
  if (upper - lower < narrowest - 1e-9) return channelMessage(CHANNEL_MESSAGES.tooNarrow, { span: formatSpan(narrowest) });
  return (
    sideProblem(s.upper_stop_losses, s.upper_stop_losses_percent, lower, upper) ??
    sideProblem(s.lower_stop_losses, s.lower_stop_losses_percent, lower, upper)
  );
}

type StopLists = Pick<ChannelInput, 'upper_stop_losses' | 'lower_stop_losses' | 'upper_stop_losses_percent' | 'lower_stop_losses_percent'>;

/**
 * A change applied to a stored (or default) strategy, as the server sees it before checking: a
 * side whose stops the change leaves out keeps their percents on the (possibly moved) channel; a
 * side given only as prices or only as percents gets the other list derived from it. Only a change
 * that states both, and states them differently, can then disagree.
 */
export function applyChannelChange<T extends ChannelInput>(current: T, change: Partial<ChannelInput>): T {
  const next = { ...current, ...change };
  const side = (prices: keyof StopLists, percents: keyof StopLists): Partial<StopLists> => {
    const hasPrices = change[prices] !== undefined;
    const hasPercents = change[percents] !== undefined;
    if (hasPrices && hasPercents) return {};
    if (hasPrices) return { [percents]: next[prices].map((p) => priceToPercent(p, next.lower_channel, next.upper_channel)) };
    return { [prices]: next[percents].map((p) => percentToPrice(p, next.lower_channel, next.upper_channel)) };
  };
  return {
    ...next,
    ...side('upper_stop_losses', 'upper_stop_losses_percent'),
    ...side('lower_stop_losses', 'lower_stop_losses_percent'),
  };
}

/** A span in USDT as the messages show it: the price's decimals, decimal comma. */
function formatSpan(span: number): string {
  return String(Number(span.toFixed(priceDecimals(span)))).replace('.', ',');
}

/**
 * Why a bound typed in the editor is refused in place (null when it is taken): at or below zero,
 * on the wrong side of the other bound or closer to it than the narrowest channel, or further from
 * it than the widest one at the market price. The editor never moves a typed bound by itself.
 */
export function boundProblem(
  s: Pick<ChannelInput, 'lower_channel' | 'upper_channel'> & { channel_width_unit: Unit },
  side: 'upper' | 'lower',
  value: number,
  price: number,
): string | null {
  const lower = side === 'lower' ? value : s.lower_channel;
  const upper = side === 'upper' ? value : s.upper_channel;
  if (!Number.isFinite(value)) return null;
  if (!(lower > 0)) return CHANNEL_MESSAGES.lowerPositive;
  if (!(upper > lower)) return CHANNEL_MESSAGES.upperAboveLower;
  const narrowest = narrowestSpan(s.channel_width_unit, lower);
  if (upper - lower < narrowest - 1e-9) return channelMessage(CHANNEL_MESSAGES.tooNarrow, { span: formatSpan(narrowest) });
  const widest = spanLimits(s.channel_width_unit, price).max;
  if (upper - lower > widest + 1e-9) return channelMessage(CHANNEL_MESSAGES.tooWide, { span: formatSpan(widest) });
  return null;
}
