// Recorded paths for the backtest tests: the simulator's own price process from a fixed seed and
// start, hours then minutes as the market keeps them, so a test sees the same bars on every run.
import type { Bar } from '../../sim/prices/market';
import { PriceProcess } from '../../sim/prices/process';
import { Rng } from '../../sim/prices/random';
import { SYMBOLS } from '../../sim/prices/symbols';

const PATH_START = Date.UTC(2026, 0, 5);

export function recordedPath(seed: number, hours: number, minutes: number, symbol = 'ETHUSDT'): Bar[] {
  const spec = SYMBOLS.find((s) => s.symbol === symbol)!;
  const process = new PriceProcess(spec, new Rng(seed), spec.startPrice);
  const bars: Bar[] = [];
  let ts = PATH_START;
  const add = (sec: number) => {
    const b = process.bar(sec);
    bars.push({
      ts,
      sec,
      open: b.open,
      high: b.high,
      low: b.low,
      close: b.close,
      activity: b.volumeUsd / ((spec.dailyVolumeUsd * sec) / 86_400),
    });
    ts += sec * 1000;
  };
  for (let i = 0; i < hours; i++) add(3600);
  for (let i = 0; i < minutes; i++) add(60);
  return bars;
}
