// Channel editor rules of SPEC §4 and §5: the liquidity channel of a strategy is moved by its
// width, its upper/lower ratio, its bounds and its stop-losses. Stops are kept both as prices and
// as percents of the channel (0 = lower bound, 100 = upper bound) so that switching the stop unit
// only switches the display.
import type { Strategy, Unit } from './types';

export const WIDTH_BOUNDS: Record<Unit, { min: number; max: number }> = {
  USDT: { min: 1, max: 10000 },
  PERCENT: { min: 0.1, max: 50 },
};
export const RATIO_BOUNDS = { min: 5, max: 95 } as const;
export const POSITION_SIZE_BOUNDS = { min: 1, max: 100 } as const;
/** Slider steps of SPEC §9: 0.5, and 0.1 for percent stops. */
export const SLIDER_STEP = 0.5;
export const PERCENT_STOP_STEP = 0.1;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

const price2 = (v: number) => round(v, 2);

/** A finite number, or the fallback. */
export function finiteOr(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/** The span of the channel in USDT for a width in its unit around a price. */
export function spanOf(width: number, unit: Unit, price: number): number {
  return unit === 'PERCENT' ? (price * width) / 100 : width;
}

/** Stop percent (0-100 within the channel) → price, rounded to cents. */
export function percentToPrice(percent: number, lower: number, upper: number): number {
  return price2(lower + ((upper - lower) * clamp(percent, 0, 100)) / 100);
}

/** Stop price → percent within the channel, clamped 0-100 and rounded to 0.1 (SPEC §5). */
export function priceToPercent(price: number, lower: number, upper: number): number {
  const span = upper - lower;
  if (!(span > 0)) return 0;
  return round(clamp(((price - lower) / span) * 100, 0, 100), 1);
}

/** Recomputes the stop prices from their percents (the channel moved). */
export function stopsFromPercents(s: Strategy): Strategy {
  return {
    ...s,
    upper_stop_losses: s.upper_stop_losses_percent.map((p) => percentToPrice(p, s.lower_channel, s.upper_channel)),
    lower_stop_losses: s.lower_stop_losses_percent.map((p) => percentToPrice(p, s.lower_channel, s.upper_channel)),
  };
}

/**
 * The bounds moved by hand: width and ratio follow them so the form shows the channel as it is.
 * The ratio is the share of the span above the current price, limited to 5-95.
 */
function deriveFromBounds(s: Strategy, price: number): Strategy {
  const span = s.upper_channel - s.lower_channel;
  const width = s.channel_width_unit === 'PERCENT' ? (price > 0 ? (span / price) * 100 : s.channel_width) : span;
  const bounds = WIDTH_BOUNDS[s.channel_width_unit];
  const up =
    span > 0 ? round(clamp(((s.upper_channel - price) / span) * 100, RATIO_BOUNDS.min, RATIO_BOUNDS.max), 1) : s.upper_channel_percent;
  return {
    ...s,
    channel_width: round(clamp(width, bounds.min, bounds.max), 2),
    upper_channel_percent: up,
    lower_channel_percent: round(100 - up, 1),
  };
}

/** Places the channel around the price: span from the width, split by the ratio. Stops keep their percents. */
export function placeChannel(s: Strategy, price: number): Strategy {
  const span = spanOf(s.channel_width, s.channel_width_unit, price);
  const upper = price2(price + (span * s.upper_channel_percent) / 100);
  const lower = price2(price - (span * s.lower_channel_percent) / 100);
  return stopsFromPercents({ ...s, upper_channel: upper, lower_channel: lower });
}

/** Editing the width recomputes the channel around the current price using the ratio. */
export function setWidth(s: Strategy, width: number, price: number): Strategy {
  const b = WIDTH_BOUNDS[s.channel_width_unit];
  return placeChannel({ ...s, channel_width: clamp(finiteOr(width, s.channel_width), b.min, b.max) }, price);
}

/** Switching the width unit converts the width so the channel keeps its span. */
export function setWidthUnit(s: Strategy, unit: Unit, price: number): Strategy {
  if (unit === s.channel_width_unit) return s;
  const span = s.upper_channel - s.lower_channel;
  const raw = unit === 'PERCENT' ? (price > 0 ? (span / price) * 100 : WIDTH_BOUNDS.PERCENT.min) : span;
  const b = WIDTH_BOUNDS[unit];
  return { ...s, channel_width_unit: unit, channel_width: round(clamp(raw, b.min, b.max), 2) };
}

/** Changing the ratio moves the channel around the current price, keeping its span. */
export function setRatio(s: Strategy, upperPercent: number, price: number): Strategy {
  const up = clamp(finiteOr(upperPercent, s.upper_channel_percent), RATIO_BOUNDS.min, RATIO_BOUNDS.max);
  const span = s.upper_channel - s.lower_channel;
  const upper = price2(price + (span * up) / 100);
  const lower = price2(upper - span);
  return stopsFromPercents({
    ...s,
    upper_channel_percent: up,
    lower_channel_percent: round(100 - up, 1),
    upper_channel: upper,
    lower_channel: lower,
  });
}

/** The upper bound is never moved below the lower one. */
export function setUpper(s: Strategy, value: number, price: number): Strategy {
  const upper = price2(Math.max(finiteOr(value, s.upper_channel), s.lower_channel));
  return stopsFromPercents(deriveFromBounds({ ...s, upper_channel: upper }, price));
}

/** The lower bound is never moved above the upper one (and never below zero). */
export function setLower(s: Strategy, value: number, price: number): Strategy {
  const lower = price2(clamp(finiteOr(value, s.lower_channel), 0, s.upper_channel));
  return stopsFromPercents(deriveFromBounds({ ...s, lower_channel: lower }, price));
}

export type StopSide = 'upper' | 'lower';

function sortedPair(prices: number[], percents: number[]): [number[], number[]] {
  const pairs = prices.map((p, i) => [p, percents[i] ?? 0] as const).sort((a, b) => a[0] - b[0]);
  return [pairs.map((p) => p[0]), pairs.map((p) => p[1])];
}

/** Sets one stop by price: clamped into the channel; its percent follows; the list is re-sorted. */
export function setStopPrice(s: Strategy, side: StopSide, index: number, value: number): Strategy {
  const price = price2(clamp(finiteOr(value, s.lower_channel), s.lower_channel, s.upper_channel));
  const prices = [...(side === 'upper' ? s.upper_stop_losses : s.lower_stop_losses)];
  const percents = [...(side === 'upper' ? s.upper_stop_losses_percent : s.lower_stop_losses_percent)];
  if (index < 0 || index >= prices.length) return s;
  prices[index] = price;
  percents[index] = priceToPercent(price, s.lower_channel, s.upper_channel);
  const [p, pc] = sortedPair(prices, percents);
  return side === 'upper'
    ? { ...s, upper_stop_losses: p, upper_stop_losses_percent: pc }
    : { ...s, lower_stop_losses: p, lower_stop_losses_percent: pc };
}

/** Sets one stop by percent (0-100, 0.1 step); its price follows; the list is re-sorted. */
export function setStopPercent(s: Strategy, side: StopSide, index: number, value: number): Strategy {
  const pct = round(clamp(finiteOr(value, 0), 0, 100), 1);
  return setStopPrice(s, side, index, percentToPrice(pct, s.lower_channel, s.upper_channel));
}

/** Adds a stop on a side: upper stops start at 90 %, lower at 10 % (as the new-strategy defaults). */
export function addStop(s: Strategy, side: StopSide): Strategy {
  const pct = side === 'upper' ? 90 : 10;
  const price = percentToPrice(pct, s.lower_channel, s.upper_channel);
  const [p, pc] =
    side === 'upper'
      ? sortedPair([...s.upper_stop_losses, price], [...s.upper_stop_losses_percent, pct])
      : sortedPair([...s.lower_stop_losses, price], [...s.lower_stop_losses_percent, pct]);
  return side === 'upper'
    ? { ...s, upper_stop_losses: p, upper_stop_losses_percent: pc }
    : { ...s, lower_stop_losses: p, lower_stop_losses_percent: pc };
}

export function removeStop(s: Strategy, side: StopSide, index: number): Strategy {
  const drop = <T>(list: T[]) => list.filter((_, i) => i !== index);
  return side === 'upper'
    ? { ...s, upper_stop_losses: drop(s.upper_stop_losses), upper_stop_losses_percent: drop(s.upper_stop_losses_percent) }
    : { ...s, lower_stop_losses: drop(s.lower_stop_losses), lower_stop_losses_percent: drop(s.lower_stop_losses_percent) };
}

/** Changing the stop unit only switches the display (SPEC §4). */
export function setStopsUnit(s: Strategy, unit: Unit): Strategy {
  return { ...s, stops_unit: unit };
}
