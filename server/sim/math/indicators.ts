// Technical indicators over closing prices (oldest first) for the v2 analysis endpoint.

export function sma(values: number[], period: number): number | null {
  if (period <= 0 || values.length < period) return null;
  let sum = 0;
  for (let i = values.length - period; i < values.length; i++) sum += values[i];
  return sum / period;
}

/** EMA seeded with the SMA of the first `period` values. */
export function ema(values: number[], period: number): number | null {
  if (period <= 0 || values.length < period) return null;
  const k = 2 / (period + 1);
  let e = 0;
  for (let i = 0; i < period; i++) e += values[i];
  e /= period;
  for (let i = period; i < values.length; i++) e = values[i] * k + e * (1 - k);
  return e;
}

/** Wilder's RSI. */
export function rsi(values: number[], period = 14): number | null {
  if (values.length <= period) return null;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const d = values[i] - values[i - 1];
    if (d >= 0) gain += d;
    else loss -= d;
  }
  gain /= period;
  loss /= period;
  for (let i = period + 1; i < values.length; i++) {
    const d = values[i] - values[i - 1];
    gain = (gain * (period - 1) + Math.max(d, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-d, 0)) / period;
  }
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

/** Bollinger bands: SMA ± k standard deviations of the last `period` values. */
export function bollinger(values: number[], period = 20, k = 2): { middle: number; upper: number; lower: number } | null {
  const m = sma(values, period);
  if (m === null) return null;
  let v = 0;
  for (let i = values.length - period; i < values.length; i++) v += (values[i] - m) ** 2;
  const sd = Math.sqrt(v / period);
  return { middle: m, upper: m + k * sd, lower: m - k * sd };
}

/** Annualisation-free volatility: standard deviation of log returns, percent. */
export function volatilityPercent(values: number[]): number {
  if (values.length < 3) return 0;
  const r: number[] = [];
  for (let i = 1; i < values.length; i++) r.push(Math.log(values[i] / values[i - 1]));
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  const v = r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1);
  return Math.sqrt(v) * 100;
}
