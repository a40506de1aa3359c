// All simulated markets: one price process and candle series per symbol, back-filled at start
// (or continued from the candles stored by a previous run), advanced by the engine's ticks.
import type Database from 'better-sqlite3';
import type { Candle } from '../../../src/domain/contracts/types';
import { CandleSeries, HOUR, KEEP_HOURS, KEEP_MINUTES, MINUTE } from './candles';
import { PriceProcess } from './process';
import { Rng, subSeed } from './random';
import { SYMBOLS, type SymbolSpec } from './symbols';

export interface MarketTick {
  symbol: string;
  price: number;
  volumeUsd: number;
  /** How busy the market is against its usual volume for the step (1 = usual). */
  activity: number;
}

/** A bar of the recorded past, for walking positions through it. */
export interface Bar {
  ts: number;
  sec: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** How busy the market was against its usual volume for the bar (1 = usual). */
  activity: number;
}

interface Book {
  spec: SymbolSpec;
  process: PriceProcess;
  series: CandleSeries;
}

export class Market {
  private readonly books = new Map<string, Book>();
  private insert: Database.Statement | null = null;
  private prune: Database.Statement | null = null;

  constructor(
    private readonly seed: number,
    private readonly db: Database.Database | null = null,
  ) {
    if (db) {
      this.insert = db.prepare(
        'INSERT OR REPLACE INTO sim_candles (symbol, res, ts, open, high, low, close, volume) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      this.prune = db.prepare('DELETE FROM sim_candles WHERE symbol = ? AND res = ? AND ts < ?');
    }
  }

  private clock: (() => number) | null = null;

  /**
   * Loads stored candles (filling any gap up to now) or back-fills a fresh history. With a clock,
   * each symbol is loaded on first use (an app that never touches the market pays nothing).
   */
  load(now: number | (() => number)): void {
    if (typeof now === 'function') {
      this.clock = now;
      return;
    }
    for (const spec of SYMBOLS) this.loadSymbol(spec, now);
  }

  private loadSymbol(spec: SymbolSpec, now: number): Book {
    const index = SYMBOLS.indexOf(spec);
    const stored = this.db ? this.readStored(spec.symbol, now) : null;
    let series: CandleSeries;
    let process: PriceProcess;
    if (stored && stored.minutes.length + stored.hours.length > 0) {
      series = new CandleSeries(stored.minutes, stored.hours);
      const lastTs = Math.max(stored.minutes.at(-1)?.timestamp ?? 0, stored.hours.at(-1)?.timestamp ?? 0);
      // a resumed run draws a new stream (seeded by where it resumes), not a replay of the first run's
      const rng = new Rng(subSeed(this.seed ^ Math.floor(lastTs / MINUTE), index));
      process = new PriceProcess(spec, rng, series.lastPrice);
      const added = fillForward(process, series, lastTs + MINUTE, now);
      this.persist(spec.symbol, added.minutes, added.hours);
    } else {
      process = new PriceProcess(spec, new Rng(subSeed(this.seed, index)), spec.startPrice);
      series = backfill(process, now);
      this.persist(spec.symbol, series.minutes, series.hours);
    }
    const book = { spec, process, series };
    this.books.set(spec.symbol, book);
    return book;
  }

  private book(symbol: string): Book | undefined {
    const found = this.books.get(symbol);
    if (found || !this.clock) return found;
    const spec = SYMBOLS.find((s) => s.symbol === symbol);
    return spec ? this.loadSymbol(spec, this.clock()) : undefined;
  }

  /** Advances every symbol by `dtSec` simulated seconds, stamping candles at `now`. */
  tick(now: number, dtSec: number): MarketTick[] {
    const out: MarketTick[] = [];
    for (const spec of SYMBOLS) {
      const symbol = spec.symbol;
      const book = this.book(symbol);
      if (!book) continue;
      const { price, volumeUsd } = book.process.step(dtSec);
      const closed = book.series.update(now, price, volumeUsd / price);
      if (closed.minute || closed.hour) {
        this.persist(symbol, closed.minute ? [closed.minute] : [], closed.hour ? [closed.hour] : []);
        if (closed.hour && this.prune) this.prune.run(symbol, '1m', now - (KEEP_MINUTES + 60) * MINUTE);
      }
      out.push({ symbol, price, volumeUsd, activity: usualShare(spec, volumeUsd, dtSec) });
    }
    return out;
  }

  price(symbol: string): number {
    return this.book(symbol)?.process.price ?? NaN;
  }

  /**
   * Moves a symbol's price at once by `factor` (a gap, as a flash move makes between two ticks);
   * the next tick goes on from there. For drills of what a sudden move does to stops and margins.
   */
  jump(symbol: string, factor: number): void {
    const book = this.book(symbol);
    if (book && factor > 0 && Number.isFinite(factor)) book.process.price *= factor;
  }

  has(symbol: string): boolean {
    return this.book(symbol) !== undefined;
  }

  series(symbol: string): CandleSeries | undefined {
    return this.book(symbol)?.series;
  }

  spec(symbol: string): SymbolSpec | undefined {
    return this.book(symbol)?.spec;
  }

  /**
   * The recorded past of a symbol from `from` to `to` as bars: hours while only hours are kept,
   * then minutes. Each bar's open is the price at its start, so nothing in it looks ahead.
   */
  path(symbol: string, from: number, to: number): Bar[] {
    const book = this.book(symbol);
    if (!book) return [];
    const { minutes, hours } = book.series;
    // hours up to the first whole hour of minutes, minutes from there: one contiguous path
    const cut = minutes.length > 0 ? Math.ceil(minutes[0].timestamp / HOUR) * HOUR : Infinity;
    const out: Bar[] = [];
    const add = (c: Candle, ms: number) => {
      const sec = ms / 1000;
      out.push({
        ts: c.timestamp,
        sec,
        open: c.open,
        high: c.high,
        low: c.low,
        close: c.close,
        activity: usualShare(book.spec, c.volume * c.close, sec),
      });
    };
    for (const c of hours) if (c.timestamp >= from && c.timestamp + HOUR <= Math.min(to, cut)) add(c, HOUR);
    for (const c of minutes) if (c.timestamp >= Math.max(from, cut) && c.timestamp < to) add(c, MINUTE);
    return out;
  }

  /** The price at `ts`: the open of the minute (or, further back, the hour) it falls in. */
  priceAt(symbol: string, ts: number): number {
    const book = this.book(symbol);
    if (!book) return NaN;
    const { minutes, hours } = book.series;
    const list = minutes.length > 0 && ts >= minutes[0].timestamp ? minutes : hours;
    const step = list === minutes ? MINUTE : HOUR;
    let lo = 0;
    let hi = list.length - 1;
    if (hi < 0 || ts < list[0].timestamp) return list[0]?.open ?? book.process.price;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (list[mid].timestamp <= ts) lo = mid;
      else hi = mid - 1;
    }
    return ts < list[lo].timestamp + step ? list[lo].open : book.process.price;
  }

  /** 24-hour statistics from the minute candles. */
  ticker24h(
    symbol: string,
    now: number,
  ): { last: number; open: number; high: number; low: number; volume: number; quoteVolume: number } | null {
    const book = this.book(symbol);
    if (!book) return null;
    const from = now - 24 * HOUR;
    let open = NaN;
    let high = -Infinity;
    let low = Infinity;
    let volume = 0;
    let quoteVolume = 0;
    const minutes = book.series.minutes;
    let first = minutes.length;
    while (first > 0 && minutes[first - 1].timestamp >= from) first--;
    for (let i = first; i < minutes.length; i++) {
      const c = minutes[i];
      if (Number.isNaN(open)) open = c.open;
      if (c.high > high) high = c.high;
      if (c.low < low) low = c.low;
      volume += c.volume;
      quoteVolume += c.volume * c.close;
    }
    const last = book.process.price;
    if (Number.isNaN(open)) return { last, open: last, high: last, low: last, volume: 0, quoteVolume: 0 };
    return { last, open, high: Math.max(high, last), low: Math.min(low, last), volume, quoteVolume };
  }

  private readStored(symbol: string, now: number): { minutes: Candle[]; hours: Candle[] } {
    const db = this.db!;
    const q = db.prepare(
      'SELECT ts AS timestamp, open, high, low, close, volume FROM sim_candles WHERE symbol = ? AND res = ? AND ts >= ? ORDER BY ts',
    );
    return {
      minutes: q.all(symbol, '1m', now - KEEP_MINUTES * MINUTE) as Candle[],
      hours: q.all(symbol, '1h', now - KEEP_HOURS * HOUR) as Candle[],
    };
  }

  private persist(symbol: string, minutes: readonly Candle[], hours: readonly Candle[]): void {
    if (!this.db || !this.insert) return;
    const insert = this.insert;
    this.db.transaction(() => {
      for (const c of minutes) insert.run(symbol, '1m', c.timestamp, c.open, c.high, c.low, c.close, c.volume);
      for (const c of hours) insert.run(symbol, '1h', c.timestamp, c.open, c.high, c.low, c.close, c.volume);
    })();
  }
}

/** A step's market volume against the symbol's usual volume for that long. */
function usualShare(spec: SymbolSpec, volumeUsd: number, sec: number): number {
  const usual = spec.dailyVolumeUsd * (sec / 86_400);
  return usual > 0 ? volumeUsd / usual : 1;
}

/**
 * A fresh history ending at `now` at about the symbol's start price: hourly bars for the long
 * past, minute bars for the last KEEP_MINUTES (rolled up into the hours), then scaled so the
 * path ends at the start price (scaling a geometric walk keeps its statistics).
 */
function backfill(process: PriceProcess, now: number): CandleSeries {
  const start = Math.floor(now / HOUR) * HOUR - KEEP_HOURS * HOUR;
  const series = new CandleSeries([], []);
  const added = fillForward(process, series, start, now);
  const scale = process.spec.startPrice / process.price;
  const rescale = (c: Candle) => {
    c.open *= scale;
    c.high *= scale;
    c.low *= scale;
    c.close *= scale;
    c.volume /= scale;
  };
  added.hours.forEach(rescale);
  added.minutes.forEach(rescale);
  process.price *= scale;
  return series;
}

/** Generates bars from `from` to `now` into `series`: hours while far from now, then minutes. */
function fillForward(process: PriceProcess, series: CandleSeries, from: number, now: number): { minutes: Candle[]; hours: Candle[] } {
  const minuteFrom = Math.floor((now - KEEP_MINUTES * MINUTE) / HOUR) * HOUR;
  const minutes: Candle[] = [];
  const hours: Candle[] = [];
  let t = Math.floor(from / MINUTE) * MINUTE;
  // whole hours before the minute region
  t = Math.max(t, Math.floor(now / HOUR) * HOUR - KEEP_HOURS * HOUR);
  if (t < minuteFrom) t = Math.ceil(t / HOUR) * HOUR;
  while (t < minuteFrom) {
    const b = process.bar(3600);
    const c = { timestamp: t, open: b.open, high: b.high, low: b.low, close: b.close, volume: b.volumeUsd / b.close };
    series.hours.push(c);
    hours.push(c);
    t += HOUR;
  }
  const currentMinute = Math.floor(now / MINUTE) * MINUTE;
  for (; t <= currentMinute; t += MINUTE) {
    const b = process.bar(60);
    const c = { timestamp: t, open: b.open, high: b.high, low: b.low, close: b.close, volume: b.volumeUsd / b.close };
    series.minutes.push(c);
    minutes.push(c);
    const h = Math.floor(t / HOUR) * HOUR;
    const last = series.hours[series.hours.length - 1];
    if (last && last.timestamp === h) {
      last.high = Math.max(last.high, c.high);
      last.low = Math.min(last.low, c.low);
      last.close = c.close;
      last.volume += c.volume;
    } else if (!last || last.timestamp < h) {
      const hc = { ...c, timestamp: h };
      series.hours.push(hc);
      hours.push(hc);
    }
  }
  // the last hour and minute are still forming; they are persisted again when they close
  return { minutes, hours };
}
