// Number display of docs/product.md §9: dollars 2 decimals, ETH 6, fees 4; percent precision adapts (2-5).
// All in ru-RU (no-break space as thousands separator, comma as decimal mark).
//
// Written out rather than through Intl: a page's first Intl formatter loads the locale data on the
// first screen's critical path (docs/decisions/0040). The output is
// Intl.NumberFormat('ru-RU')'s and Intl.DateTimeFormat('ru-RU')'s, checked against them in
// format.test.ts.

import { priceDecimals } from './priceScale';

const GROUP = '\u00a0';
/** Between a figure and its unit ('2,37 $', '0,237 %', as Intl prints them): a line never wraps there. */
const UNIT = '\u00a0';
/** The one minus sign of every figure (U+2212), not the hyphen Intl prints (issue 22). */
const MINUS = '\u2212';

/** A non-negative finite number as a plain decimal string (no exponent), as String() rounds it. */
function plainDecimal(abs: number): string {
  const text = String(abs);
  const e = text.indexOf('e');
  if (e < 0) return text;
  // Only tiny values reach here (large ones are handled by the caller): '1.5e-7' → '0.00000015'.
  const exponent = Number(text.slice(e + 1));
  const digits = text.slice(0, e).replace('.', '');
  return `0.${'0'.repeat(-exponent - 1)}${digits}`;
}

/** Adds one to the last digit of a string of digits, carrying ('199' → '200', '99' → '100'). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * `value` rounded half away from zero to at most `max` decimals (trailing zeros kept down to `min`),
 * grouped by thousands, as Intl.NumberFormat('ru-RU', { minimumFractionDigits, maximumFractionDigits }).
 * Rounds the decimal the number prints as (1.005 → 1,01), as Intl does.
 */
export function formatDecimal(value: number, min: number, max: number): string {
  const negative = value < 0 || Object.is(value, -0);
  const abs = Math.abs(value);
  if (abs >= 1e21) return new Intl.NumberFormat('ru-RU', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
  const [intText, fracText = ''] = plainDecimal(abs).split('.');
  let int = intText;
  let frac = fracText;
  if (frac.length > max) {
    const kept = int + frac.slice(0, max);
    const rounded = frac[max] >= '5' ? incrementDigits(kept) : kept;
    int = rounded.slice(0, rounded.length - max) || '0';
    frac = rounded.slice(rounded.length - max);
  }
  frac = frac.padEnd(min, '0');
  while (frac.length > min && frac.endsWith('0')) frac = frac.slice(0, -1);
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
  // A value that rounds to zero is zero: no sign ('0,00', not '−0,00').
  const zero = /^0*$/.test(int + frac);
  return `${negative && !zero ? MINUS : ''}${grouped}${frac ? `,${frac}` : ''}`;
}

/** The sign of `value` as shown with `decimals` decimals: 0 when it rounds to zero (shown neutral). */
export function signOf(value: number | null | undefined, decimals = 2): -1 | 0 | 1 {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  if (/^[0\s,]*$/.test(formatDecimal(Math.abs(value), 0, decimals).replace(/\u00a0/g, ''))) return 0;
  return value > 0 ? 1 : -1;
}

function signPrefix(value: number, decimals: number): string {
  const sign = signOf(value, decimals);
  return sign > 0 ? '+' : sign < 0 ? MINUS : '';
}

const DASH = '—';

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A plain number with a fixed number of decimals. */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  return finite(value) ? formatDecimal(value, decimals, decimals) : DASH;
}

/** Dollars: 2 decimals, '$' after the number as ru-RU writes currency ("1 234,50 $"). */
export function formatUsd(value: number | null | undefined): string {
  return finite(value) ? `${formatDecimal(value, 2, 2)}${UNIT}$` : DASH;
}

/** Dollars with an explicit sign, for PnL (none when it rounds to zero). */
export function formatSignedUsd(value: number | null | undefined): string {
  if (!finite(value)) return DASH;
  return `${signPrefix(value, 2)}${formatDecimal(Math.abs(value), 2, 2)}${UNIT}$`;
}

/** A plain figure with an explicit sign (signal scores, Sharpe changes): '+0,45', '−1,20', '0,00'. */
export function formatSigned(value: number | null | undefined, decimals = 2): string {
  if (!finite(value)) return DASH;
  return `${signPrefix(value, decimals)}${formatDecimal(Math.abs(value), decimals, decimals)}`;
}

/** A whole count with grouped thousands ('50 000'). */
export function formatCount(value: number | null | undefined): string {
  return formatNumber(value, 0);
}

/** Leverage as the futures demo writes it: '2,5x', '10x' (at most one decimal, no trailing zero). */
export function formatLeverage(value: number | null | undefined): string {
  return finite(value) ? `${formatDecimal(value, 0, 2)}x` : DASH;
}

/** Decimals of a token amount: ETH 6 (docs/product.md §9), dollar stablecoins 2, any other token 4. */
function amountDecimals(asset: string): number {
  if (asset === 'ETH') return 6;
  return ['USDT', 'USDC', 'BUSD', 'USD'].includes(asset) ? 2 : 4;
}

/** A token amount with its unit: '0,400000 ETH', '0,4000 BTC', '1 000,00 USDT'. */
export function formatAmount(value: number | null | undefined, asset: string): string {
  return finite(value) ? `${formatDecimal(value, amountDecimals(asset), amountDecimals(asset))}${UNIT}${asset}` : DASH;
}

/** ETH amounts: 6 decimals. */
export function formatEth(value: number | null | undefined): string {
  return formatAmount(value, 'ETH');
}

/** Fees: 4 decimals. */
export function formatFee(value: number | null | undefined): string {
  return finite(value) ? `${formatDecimal(value, 4, 4)}${UNIT}$` : DASH;
}

/**
 * Percent precision adapts to the size: 2 decimals normally, more for small values so that a
 * non-zero figure never shows as 0,00 %, up to 5 decimals. Within a size every figure shows all of
 * its decimals (0,350 %, not 0,35 %): a live figure that ticks keeps its length, so a card's line
 * does not wrap and unwrap with each push (docs/decisions/0040).
 */
export function percentDecimals(value: number): number {
  const abs = Math.abs(value);
  if (abs === 0 || abs >= 1) return 2;
  if (abs >= 0.1) return 3;
  if (abs >= 0.01) return 4;
  return 5;
}

export function formatPercent(value: number | null | undefined, signed = false): string {
  if (!finite(value)) return DASH;
  const d = percentDecimals(value);
  const body = formatDecimal(signed ? Math.abs(value) : value, d, d);
  return `${signed ? signPrefix(value, d) : ''}${body}${UNIT}%`;
}

/**
 * A price in USDT: 2 decimals (ETH, BTC…), or as many as the scale of `reference` needs (the pair's
 * price: 0,70000 for MATIC), so every price of one pair is shown alike.
 */
export function formatPrice(value: number | null | undefined, reference?: number): string {
  const d = reference === undefined ? 2 : priceDecimals(reference);
  return finite(value) ? formatDecimal(value, d, d) : DASH;
}

/** Seconds → 'h:mm:ss' as the spec's time_in_position. */
export function formatDuration(totalSeconds: number | null | undefined): string {
  if (!finite(totalSeconds) || totalSeconds < 0) return DASH;
  const s = Math.floor(totalSeconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
}

/**
 * Orders identifiers (network names, symbols) by code unit. Not localeCompare: its first call
 * builds an ICU collator, and these are ASCII anyway.
 */
export function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Clock time 'HH:MM' in ru-RU for "данные на HH:MM" (local time). */
export function formatClock(ms: number | null | undefined): string {
  if (!finite(ms)) return DASH;
  const d = new Date(ms);
  return `${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Clock time with seconds, 'HH:MM:SS' (local time). */
export function formatClockSeconds(ms: number | null | undefined): string {
  if (!finite(ms)) return DASH;
  const d = new Date(ms);
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** Day and month, 'DD.MM' (chart axes). */
export function formatDayMonth(ms: number | null | undefined): string {
  if (!finite(ms)) return DASH;
  const d = new Date(ms);
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}`;
}

/** 'DD.MM.YYYY, HH:MM' (local time). */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return DASH;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return DASH;
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()}, ${two(d.getHours())}:${two(d.getMinutes())}`;
}

// ru-RU's short compact units (CLDR), as Intl's notation: 'compact' prints them.
const COMPACT: Array<[number, string]> = [
  [1e12, 'трлн'],
  [1e9, 'млрд'],
  [1e6, 'млн'],
  [1e3, 'тыс.'],
];
/** A scaled value that rounded up to a thousand of its unit ('1 000'): the next unit says it shorter. */
const ROUNDED_TO_THOUSAND = /^\u2212?1\u00a0?000$/;

/** A short axis label: '950', '1,2 тыс.', '3,4 млн' (one decimal at most). */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return DASH;
  const abs = Math.abs(value);
  for (let i = 0; i < COMPACT.length; i++) {
    const [unit, name] = COMPACT[i];
    if (abs < unit) continue;
    const scaled = formatDecimal(value / unit, 0, 1);
    // 999 950 rounds up to '1000 тыс.': '1 млн', as Intl prints it.
    if (i > 0 && ROUNDED_TO_THOUSAND.test(scaled)) return `${formatDecimal(value / COMPACT[i - 1][0], 0, 1)}${GROUP}${COMPACT[i - 1][1]}`;
    return `${scaled}${GROUP}${name}`;
  }
  const plain = formatDecimal(value, 0, 1);
  return ROUNDED_TO_THOUSAND.test(plain) ? formatCompact(Math.sign(value) * 1000) : plain;
}
