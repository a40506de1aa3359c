import { describe, expect, it } from 'vitest';
import { newStrategy } from '../../../domain/rules/strategies/strategyDefaults';
import { boundRange, dragLine, strategyLines } from './StrategyChartEditor';

describe('strategy chart editor', () => {
  const s = newStrategy(2000); // 1880-2120, stops 2096 / 1904

  it('draws the channel, the current price and every stop; only the current price is fixed', () => {
    const lines = strategyLines(s, 2010);
    expect(lines.map((l) => l.id)).toEqual(['upper', 'lower', 'current', 'stop-upper-0', 'stop-lower-0']);
    expect(lines.filter((l) => !l.draggable).map((l) => l.id)).toEqual(['current']);
  });

  it('dragging a bound or a stop applies the channel rules', () => {
    expect(dragLine(s, 'upper', 2200, 2000).upper_channel).toBe(2200);
    // Onto the other bound: the narrowest channel (0.1 % of the lower bound in whole steps), never zero.
    expect(dragLine(s, 'upper', 1000, 2000).upper_channel).toBe(1882);
    expect(dragLine(s, 'lower', 5000, 2000).lower_channel).toBe(2117.5);
    const moved = dragLine(s, 'stop-upper-0', 9999, 2000);
    expect(moved.upper_stop_losses).toEqual([2119.76]);
    expect(moved.upper_stop_losses_percent).toEqual([99.9]);
    expect(dragLine(s, 'current', 1, 2000)).toBe(s);
  });

  it('slider range spans half to one and a half times the price and always holds the bounds', () => {
    expect(boundRange(s, 2000)).toEqual({ min: 1000, max: 3000, step: 0.5 });
    const wide = { ...s, upper_channel: 3500.3 };
    expect(boundRange(wide, 2000).max).toBe(3500.5);
  });

  it('slider range and step follow a low price (MATIC at 0,70): one arrow press is 0,00005', () => {
    const matic = newStrategy(0.7, 'MATIC/USDT');
    const range = boundRange(matic, 0.7);
    expect(range.step).toBe(0.00005);
    expect(range.min).toBeCloseTo(0.35, 10);
    expect(range.max).toBeCloseTo(1.05, 10);
    expect(boundRange(newStrategy(60000, 'BTC/USDT'), 60000)).toEqual({ min: 30000, max: 90000, step: 5 });
  });
});
