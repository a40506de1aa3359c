// Channel editor rules of docs/product.md §4 and §5: the liquidity channel of a strategy is moved by its
// width, its upper/lower ratio, its bounds and its stop-losses. Stops are kept both as prices and
// as percents of the channel (0 = lower bound, 100 = upper bound) so that switching the stop unit
// only switches the display; the price is always derived from the percent, so the two never
// disagree. Prices are rounded to the scale of the pair's price (../../format/priceScale.ts), and a channel
// no pool could hold cannot be made: bounds stay above zero, the width within its unit's limits,
// and stops strictly inside the channel.
import { priceStep, roundPrice, roundTo } from '../../format/priceScale';
import type { Strategy, Unit } from '../../contracts/types';

export const WIDTH_BOUNDS: Record<Unit, { min: number; max: number }> = {
  USDT: { min: 1, max: 10000 },
  PERCENT: { min: 0.1, max: 50 },
};
export const RATIO_BOUNDS = { min: 5, max: 95 } as const;
export const POSITION_SIZE_BOUNDS = { min: 1, max: 100 } as const;
/** Slider steps of docs/product.md §9: 0.5 (for ETH-like prices; see priceStep), and 0.1 for percent stops. */
export const SLIDER_STEP = 0.5;
export const PERCENT_STOP_STEP = 0.1;
/** A stop sits strictly inside the channel: at least one percent step away from either bound. */
export const STOP_PERCENT_BOUNDS = { min: PERCENT_STOP_STEP, max: 100 - PERCENT_STOP_STEP } as const;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function round(value: number, decimals: number): number {
  return roundTo(value, decimals);
}

/** A finite number, or the fallback. */
export function finiteOr(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/** The span of the channel in USDT for a width in its unit around a price. */
function spanOf(width: number, unit: Unit, price: number): number {
  return unit === 'PERCENT' ? (price * width) / 100 : width;
}

/** The width in its unit of a span in USDT around a price. */
function widthOf(span: number, unit: Unit, price: number): number {
  return unit === 'PERCENT' ? (price > 0 ? (span / price) * 100 : WIDTH_BOUNDS.PERCENT.min) : span;
}

/** The lowest a bound may go: one price step above zero (a pool has no price at or below zero). */
export function lowestBound(price: number): number {
  return priceStep(price);
}

/** The narrowest and widest channel (in USDT) the width limits of the unit allow around `price`. */
export function spanLimits(unit: Unit, price: number): { min: number; max: number } {
  const b = WIDTH_BOUNDS[unit];
  return { min: Math.max(spanOf(b.min, unit, price), 2 * priceStep(price)), max: spanOf(b.max, unit, price) };
}

/**
 * The narrowest channel (USDT between the bounds): the unit's smallest width, measured at the lower
 * bound so that the editor and the server (which has no market price) agree, and never less than
 * two price steps; a whole number of steps, so bounds on the price grid can hold it exactly.
 */
export function narrowestSpan(unit: Unit, lower: number): number {
  const step = priceStep(lower);
  return roundTo(Math.ceil(spanLimits(unit, lower).min / step - 1e-9) * step, 10);
}

/**
 * The widest width (in the strategy's unit) that still keeps the lower bound above zero with the
 * current ratio: a USDT width of 10 000 on ETH at 3 000 would put the lower bound at −2 000.
 */
export function maxWidth(s: Strategy, price: number): number {
  const unit = s.channel_width_unit;
  const below = clamp(s.lower_channel_percent, RATIO_BOUNDS.min, RATIO_BOUNDS.max) / 100;
  const fits = widthOf((price - lowestBound(price)) / below, unit, price);
  return Math.max(WIDTH_BOUNDS[unit].min, Math.min(WIDTH_BOUNDS[unit].max, fits));
}

/** Stop percent (within the channel) → price, rounded to the channel's price scale. */
export function percentToPrice(percent: number, lower: number, upper: number): number {
  return roundPrice(lower + ((upper - lower) * clamp(percent, 0, 100)) / 100, lower);
}

/** Stop price → percent within the channel, clamped 0-100 and rounded to 0.1 (docs/product.md §5). */
export function priceToPercent(price: number, lower: number, upper: number): number {
  const span = upper - lower;
  if (!(span > 0)) return 0;
  return round(clamp(((price - lower) / span) * 100, 0, 100), 1);
}

/** A stop percent as the editor keeps it: on the 0.1 grid, strictly inside the channel. */
export function stopPercent(value: number): number {
  return round(clamp(value, STOP_PERCENT_BOUNDS.min, STOP_PERCENT_BOUNDS.max), 1);
}

/** Recomputes the stop prices from their percents (the channel moved). */
function stopsFromPercents(s: Strategy): Strategy {
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
  const bounds = WIDTH_BOUNDS[s.channel_width_unit];
  const up =
    span > 0 ? round(clamp(((s.upper_channel - price) / span) * 100, RATIO_BOUNDS.min, RATIO_BOUNDS.max), 1) : s.upper_channel_percent;
  return {
    ...s,
    channel_width: round(clamp(widthOf(span, s.channel_width_unit, price), bounds.min, bounds.max), 2),
    upper_channel_percent: up,
    lower_channel_percent: round(100 - up, 1),
  };
}

/** Upper and lower bound of a span split by the ratio around the price, the lower one kept above zero. */
function boundsAround(price: number, span: number, upperPercent: number): { upper: number; lower: number } {
  const below = span * (1 - upperPercent / 100);
  const lower = Math.max(lowestBound(price), price - below);
  return { lower: roundPrice(lower, price), upper: roundPrice(lower + span, price) };
}

/** Places the channel around the price: span from the width, split by the ratio. Stops keep their percents. */
export function placeChannel(s: Strategy, price: number): Strategy {
  const width = Math.min(s.channel_width, maxWidth(s, price));
  const { upper, lower } = boundsAround(price, spanOf(width, s.channel_width_unit, price), s.upper_channel_percent);
  return stopsFromPercents({ ...s, channel_width: round(width, 2), upper_channel: upper, lower_channel: lower });
}

/**
 * Editing the width recomputes the channel around the current price using the ratio. The width is
 * clamped to its unit's limits and to what keeps the lower bound above zero (maxWidth: the editor
 * says so when it bites).
 */
export function setWidth(s: Strategy, width: number, price: number): Strategy {
  const b = WIDTH_BOUNDS[s.channel_width_unit];
  return placeChannel({ ...s, channel_width: clamp(finiteOr(width, s.channel_width), b.min, b.max) }, price);
}

/** Switching the width unit converts the width so the channel keeps its span. */
export function setWidthUnit(s: Strategy, unit: Unit, price: number): Strategy {
  if (unit === s.channel_width_unit) return s;
  const raw = widthOf(s.upper_channel - s.lower_channel, unit, price);
  const b = WIDTH_BOUNDS[unit];
  return { ...s, channel_width_unit: unit, channel_width: round(clamp(raw, b.min, b.max), 2) };
}

/** Changing the ratio moves the channel around the current price, keeping its span (narrowed only to stay above zero). */
export function setRatio(s: Strategy, upperPercent: number, price: number): Strategy {
  const up = clamp(finiteOr(upperPercent, s.upper_channel_percent), RATIO_BOUNDS.min, RATIO_BOUNDS.max);
  const lowerPercent = round(100 - up, 1);
  const span = Math.min(s.upper_channel - s.lower_channel, (price - lowestBound(price)) / (lowerPercent / 100));
  const { upper, lower } = boundsAround(price, span, up);
  return stopsFromPercents({
    ...s,
    upper_channel_percent: up,
    lower_channel_percent: lowerPercent,
    upper_channel: upper,
    lower_channel: lower,
  });
}

/** The upper bound stays above the lower one by at least the narrowest width, and no wider than the widest. */
export function setUpper(s: Strategy, value: number, price: number): Strategy {
  const span = spanLimits(s.channel_width_unit, price);
  const wanted = finiteOr(value, s.upper_channel);
  const narrowest = narrowestSpan(s.channel_width_unit, s.lower_channel);
  const upper = roundPrice(clamp(wanted, s.lower_channel + narrowest, s.lower_channel + Math.max(narrowest, span.max)), price);
  return stopsFromPercents(deriveFromBounds({ ...s, upper_channel: upper }, price));
}

/**
 * The lower bound stays below the upper one by at least the narrowest width, and above zero (the
 * narrowest width at the upper bound is at least that at any lower one).
 */
export function setLower(s: Strategy, value: number, price: number): Strategy {
  const span = spanLimits(s.channel_width_unit, price);
  const wanted = finiteOr(value, s.lower_channel);
  const floor = Math.max(lowestBound(price), s.upper_channel - span.max);
  const lower = roundPrice(
    clamp(wanted, floor, Math.max(floor, s.upper_channel - narrowestSpan(s.channel_width_unit, s.upper_channel))),
    price,
  );
  return stopsFromPercents(deriveFromBounds({ ...s, lower_channel: lower }, price));
}

export type StopSide = 'upper' | 'lower';

function sortedPair(prices: number[], percents: number[]): [number[], number[]] {
  const pairs = prices.map((p, i) => [p, percents[i] ?? 0] as const).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  return [pairs.map((p) => p[0]), pairs.map((p) => p[1])];
}

/** Sets one stop by percent (0.1 step, strictly inside the channel); its price follows; the list is re-sorted. */
export function setStopPercent(s: Strategy, side: StopSide, index: number, value: number): Strategy {
  const prices = [...(side === 'upper' ? s.upper_stop_losses : s.lower_stop_losses)];
  const percents = [...(side === 'upper' ? s.upper_stop_losses_percent : s.lower_stop_losses_percent)];
  if (index < 0 || index >= percents.length) return s;
  percents[index] = stopPercent(finiteOr(value, percents[index]));
  prices[index] = percentToPrice(percents[index], s.lower_channel, s.upper_channel);
  const [p, pc] = sortedPair(prices, percents);
  return side === 'upper'
    ? { ...s, upper_stop_losses: p, upper_stop_losses_percent: pc }
    : { ...s, lower_stop_losses: p, lower_stop_losses_percent: pc };
}

/**
 * Sets one stop by price: it snaps to the nearest 0.1 % of the channel (strictly inside it) and
 * the price is derived from that percent, so price and percent always agree.
 */
export function setStopPrice(s: Strategy, side: StopSide, index: number, value: number): Strategy {
  const price = finiteOr(value, s.lower_channel);
  return setStopPercent(s, side, index, priceToPercent(price, s.lower_channel, s.upper_channel));
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

/** Changing the stop unit only switches the display (docs/product.md §4). */
export function setStopsUnit(s: Strategy, unit: Unit): Strategy {
  return { ...s, stops_unit: unit };
}
