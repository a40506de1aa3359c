// What the server refuses rather than repairs: a channel no pool could hold, and stops that say two
// different things. The editor cannot produce these (./channelEditor.ts); an older client or a
// hand-written request can, and silently "fixing" them would save something the user did not ask for.
import { percentToPrice, priceToPercent } from './channelEditor';
import { priceDecimals } from './priceScale';

export const CHANNEL_MESSAGES = {
  lowerPositive: 'Нижняя граница канала должна быть больше 0',
  upperAboveLower: 'Верхняя граница канала должна быть больше нижней',
  stopsInside: 'Стоп-лоссы должны находиться строго внутри канала',
  stopsAgree: 'Цена и процент стоп-лосса не совпадают: укажите одно из двух или согласованные значения',
} as const;

export interface ChannelInput {
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
  if (prices.some((p) => !(p > lower && p < upper)) || percents.some((p) => !(p > 0 && p < 100))) return CHANNEL_MESSAGES.stopsInside;
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
