// Strategy sanitising before save (docs/product.md §5). Whatever the form holds, what is sent is ordered,
// clamped and consistent; nothing here throws.
import {
  POSITION_SIZE_BOUNDS,
  RATIO_BOUNDS,
  WIDTH_BOUNDS,
  clamp,
  finiteOr,
  lowestBound,
  narrowestSpan,
  percentToPrice,
  priceToPercent,
  round,
  stopPercent,
} from './channelEditor';
import { roundPrice } from '../../format/priceScale';
import { EXIT_CURRENT, FALLBACK_PRICE } from './strategyDefaults';
import type { Strategy, Unit } from '../../contracts/types';

const RATIO_TOLERANCE = 0.1;

function unitOf(value: unknown): Unit {
  return value === 'USDT' ? 'USDT' : 'PERCENT';
}

/** Legacy 'close' (and anything empty) means staying on the current strategy. */
export function normaliseExit(value: unknown): string {
  const v = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return v === '' || v === 'close' ? EXIT_CURRENT : v;
}

/** The ratio sums to 100 (±0.1) or is reset to 50/50; then each side is limited to 5-95. */
export function sanitiseRatio(upper: unknown, lower: unknown): { upper: number; lower: number } {
  const up = finiteOr(upper, NaN);
  const low = finiteOr(lower, NaN);
  const valid = Number.isFinite(up) && Number.isFinite(low) && Math.abs(up + low - 100) <= RATIO_TOLERANCE;
  const side = clamp(valid ? up : 50, RATIO_BOUNDS.min, RATIO_BOUNDS.max);
  return { upper: side, lower: round(100 - side, 4) };
}

function numberList(value: unknown): number[] {
  return Array.isArray(value) ? value.map((v) => finiteOr(v, NaN)).filter((v) => Number.isFinite(v)) : [];
}

/**
 * Stops of one side, strictly inside the channel, each price derived from its percent. Both lists
 * describe the same stops; the percents win (they are what the editor moves), and a list of prices
 * alone (an older client) gives the percents.
 */
function sanitiseStops(prices: unknown, percents: unknown, lower: number, upper: number): { prices: number[]; percents: number[] } {
  const given = numberList(percents);
  const pc = (given.length > 0 ? given : numberList(prices).map((p) => priceToPercent(p, lower, upper)))
    .map(stopPercent)
    .sort((a, b) => a - b);
  return { prices: pc.map((p) => percentToPrice(p, lower, upper)), percents: pc };
}

/** Bounds above zero and at least the narrowest width apart, whatever was stored or sent. */
function sanitiseBounds(lowerIn: unknown, upperIn: unknown, unit: Unit): { lower: number; upper: number } {
  let lower = finiteOr(lowerIn, 0);
  let upper = finiteOr(upperIn, 0);
  if (lower > upper) [lower, upper] = [upper, lower];
  const reference = upper > 0 ? upper : FALLBACK_PRICE;
  // Only a repaired bound is rounded: a sound one stays as the editor rounded it (to the market
  // price's scale), so the server stores what the editor sent.
  if (!(lower > 0)) lower = roundPrice(lowestBound(reference), reference);
  const narrowest = narrowestSpan(unit, lower);
  if (!(upper - lower >= narrowest - 1e-9)) upper = roundPrice(lower + narrowest, reference);
  return { lower, upper };
}

export function sanitiseStrategy(input: Strategy): Strategy {
  const widthUnit = unitOf(input.channel_width_unit);
  const wb = WIDTH_BOUNDS[widthUnit];
  const { lower, upper } = sanitiseBounds(input.lower_channel, input.upper_channel, widthUnit);
  const ratio = sanitiseRatio(input.upper_channel_percent, input.lower_channel_percent);
  const up = sanitiseStops(input.upper_stop_losses, input.upper_stop_losses_percent, lower, upper);
  const low = sanitiseStops(input.lower_stop_losses, input.lower_stop_losses_percent, lower, upper);
  return {
    ...input,
    name: String(input.name ?? '').trim(),
    description: String(input.description ?? '').trim(),
    symbol: String(input.symbol ?? '').trim(),
    strategy_type: 'liquidity_mining',
    is_active: input.is_active !== false,
    position_size_percent: clamp(finiteOr(input.position_size_percent, 10), POSITION_SIZE_BOUNDS.min, POSITION_SIZE_BOUNDS.max),
    channel_width_unit: widthUnit,
    channel_width: clamp(finiteOr(input.channel_width, wb.min), wb.min, wb.max),
    lower_channel: lower,
    upper_channel: upper,
    upper_channel_percent: ratio.upper,
    lower_channel_percent: ratio.lower,
    stops_unit: unitOf(input.stops_unit),
    upper_stop_losses: up.prices,
    upper_stop_losses_percent: up.percents,
    lower_stop_losses: low.prices,
    lower_stop_losses_percent: low.percents,
    exit_strategy_upper: normaliseExit(input.exit_strategy_upper),
    exit_strategy_lower: normaliseExit(input.exit_strategy_lower),
  };
}

/** The fields the editor shows that saving may correct (size, width, bounds, ratio, stops). */
const SHOWN_ON_SAVE = [
  'position_size_percent',
  'channel_width',
  'lower_channel',
  'upper_channel',
  'upper_channel_percent',
  'upper_stop_losses_percent',
  'lower_stop_losses_percent',
] as const;

type SaveField = (typeof SHOWN_ON_SAVE)[number];

export interface SaveCorrection {
  field: SaveField;
  from: number | number[];
  to: number | number[];
}

const same = (a: number | number[], b: number | number[]): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => same(v, b[i])) : Math.abs(Number(a) - Number(b)) < 1e-9;

/**
 * What saving would change in the form as it is (sanitiseStrategy), field by field, so the editor
 * can show it before the user saves rather than rewrite it silently.
 */
export function correctionsOnSave(s: Strategy): SaveCorrection[] {
  const clean = sanitiseStrategy(s);
  return SHOWN_ON_SAVE.flatMap((field) => (same(s[field], clean[field]) ? [] : [{ field, from: s[field], to: clean[field] }]));
}
