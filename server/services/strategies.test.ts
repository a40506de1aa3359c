// Issue 52 item 4: the editor and the server share one rule for channels and stops, so every
// strategy the editor would send is stored as sent. The editor's moves are replayed at random
// (seeded, so a failure repeats) and each state it would let through is saved by the server's path.
import { describe, expect, it } from 'vitest';
import {
  addStop,
  removeStop,
  setLower,
  setRatio,
  setStopPercent,
  setUpper,
  setWidth,
  setWidthUnit,
  type StopSide,
} from '../../src/domain/rules/strategies/channelEditor';
import { boundProblem, channelProblem } from '../../src/domain/rules/strategies/strategyChannelCheck';
import { newStrategy } from '../../src/domain/rules/strategies/strategyDefaults';
import { sanitiseStrategy } from '../../src/domain/rules/strategies/strategySanitise';
import type { StrategyBody } from '../../src/domain/contracts/strategies';
import type { Strategy } from '../../src/domain/contracts/types';
import { strategyToSave } from './strategies';

/** A small seeded generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function editorMove(s: Strategy, price: number, next: () => number): Strategy {
  const side: StopSide = next() < 0.5 ? 'upper' : 'lower';
  const span = s.upper_channel - s.lower_channel;
  switch (Math.floor(next() * 8)) {
    case 0:
      return setWidth(s, s.channel_width_unit === 'USDT' ? 1 + next() * 400 : 0.1 + next() * 20, price);
    case 1:
      return setRatio(s, 5 + next() * 90, price);
    case 2:
    case 3: {
      // A typed bound anywhere from far below to far above the channel; the editor refuses some.
      const value = Math.round((s.lower_channel - span + next() * 3 * span) * 100) / 100;
      const bound: StopSide = next() < 0.5 ? 'lower' : 'upper';
      if (boundProblem(s, bound, value, price)) return s;
      return bound === 'lower' ? setLower(s, value, price) : setUpper(s, value, price);
    }
    case 4:
      return addStop(s, side);
    case 5:
      return removeStop(s, side, 0);
    case 6:
      return setStopPercent(s, side, 0, next() * 100);
    default:
      return setWidthUnit(s, next() < 0.5 ? 'USDT' : 'PERCENT', price);
  }
}

describe('one channel rule for the editor and the server (issue 52 item 4)', () => {
  it('stores every channel the editor lets through exactly as sent', () => {
    const next = random(52);
    let sent = 0;
    for (let run = 0; run < 40; run += 1) {
      const price = [2991, 61000, 0.7, 1][run % 4];
      const stored = { ...newStrategy(price), name: 'Проверка' };
      let s = stored;
      for (let move = 0; move < 25; move += 1) {
        s = editorMove(s, price, next);
        const clean = sanitiseStrategy(s);
        if (channelProblem(clean) !== null) continue; // the editor says why and does not send
        sent += 1;
        const saved = strategyToSave(stored, clean as unknown as StrategyBody);
        expect(saved.lower_channel).toBe(clean.lower_channel);
        expect(saved.upper_channel).toBe(clean.upper_channel);
        expect(saved.upper_stop_losses).toEqual(clean.upper_stop_losses);
        expect(saved.lower_stop_losses_percent).toEqual(clean.lower_stop_losses_percent);
      }
    }
    expect(sent).toBeGreaterThan(500);
  });
});
