// Number display of SPEC §9: dollars 2 decimals, ETH 6, fees 4; percent precision adapts (2-5).
// All in ru-RU (space as thousands separator, comma as decimal mark).

const cache = new Map<string, Intl.NumberFormat>();

function fmt(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: min, maximumFractionDigits: max });
    cache.set(key, f);
  }
  return f;
}

const DASH = '—';

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A plain number with a fixed number of decimals. */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  return finite(value) ? fmt(decimals, decimals).format(value) : DASH;
}

/** Dollars: 2 decimals, '$' after the number as ru-RU writes currency ("1 234,50 $"). */
export function formatUsd(value: number | null | undefined): string {
  return finite(value) ? `${fmt(2, 2).format(value)} $` : DASH;
}

/** Dollars with an explicit sign, for PnL. */
export function formatSignedUsd(value: number | null | undefined): string {
  if (!finite(value)) return DASH;
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${fmt(2, 2).format(Math.abs(value))} $`;
}

/** ETH amounts: 6 decimals. */
export function formatEth(value: number | null | undefined): string {
  return finite(value) ? `${fmt(6, 6).format(value)} ETH` : DASH;
}

/** Fees: 4 decimals. */
export function formatFee(value: number | null | undefined): string {
  return finite(value) ? `${fmt(4, 4).format(value)} $` : DASH;
}

/**
 * Percent precision adapts to the size: 2 decimals normally, more for small values so that a
 * non-zero figure never shows as 0,00 %, up to 5 decimals.
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
  const body = fmt(2, d).format(signed ? Math.abs(value) : value);
  const sign = signed ? (value > 0 ? '+' : value < 0 ? '−' : '') : '';
  return `${sign}${body} %`;
}

/** A price in USDT with 2 decimals (prices of ETH, BTC...). */
export function formatPrice(value: number | null | undefined): string {
  return finite(value) ? fmt(2, 2).format(value) : DASH;
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

/** Clock time 'HH:MM' in ru-RU for "данные на HH:MM". */
// toLocaleString builds a new formatter on every call (a few ms each on a phone, a list of rows
// formats many dates in one render); these are built once, on first use. Same output.
let clockFormat: Intl.DateTimeFormat | null = null;
let dateTimeFormat: Intl.DateTimeFormat | null = null;

export function formatClock(ms: number | null | undefined): string {
  if (!finite(ms)) return DASH;
  clockFormat ??= new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });
  return clockFormat.format(new Date(ms));
}

export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return DASH;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return DASH;
  dateTimeFormat ??= new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return dateTimeFormat.format(d);
}
