import { describe, expect, it } from 'vitest';
import { newStrategy, FALLBACK_PRICE, priceOrFallback } from './strategyDefaults';
import { normaliseExit, sanitiseRatio, sanitiseStrategy } from './strategySanitise';
import type { Strategy } from '../../contracts/types';
import { percentToPrice } from './channelEditor';
import { channelProblem } from './strategyChannelCheck';

const s0 = (over: Partial<Strategy> = {}): Strategy => ({ ...newStrategy(2000), name: 'Тест', ...over });

describe('new strategy defaults (docs/product.md §9)', () => {
  it('width 12 %, size 10 %, stops 90/10 %, ratio 50/50, exits current, active', () => {
    const s = newStrategy(2000);
    expect(s.strategy_id).toBe('new');
    expect(s.channel_width).toBe(12);
    expect(s.channel_width_unit).toBe('PERCENT');
    expect(s.position_size_percent).toBe(10);
    expect([s.upper_channel_percent, s.lower_channel_percent]).toEqual([50, 50]);
    expect(s.upper_stop_losses_percent).toEqual([90]);
    expect(s.lower_stop_losses_percent).toEqual([10]);
    expect([s.lower_channel, s.upper_channel]).toEqual([1880, 2120]);
    expect(s.upper_stop_losses).toEqual([2096]);
    expect(s.lower_stop_losses).toEqual([1904]);
    expect([s.exit_strategy_upper, s.exit_strategy_lower]).toEqual(['current', 'current']);
    expect(s.is_active).toBe(true);
  });

  it('falls back to 3000 without a usable price', () => {
    expect(priceOrFallback(null)).toBe(FALLBACK_PRICE);
    expect(priceOrFallback(-1)).toBe(3000);
    expect(priceOrFallback(NaN)).toBe(3000);
    expect(newStrategy(undefined).upper_channel).toBe(3180);
  });
});

describe('strategy sanitising before save (docs/product.md §5)', () => {
  it('orders the channel bounds', () => {
    const s = sanitiseStrategy(s0({ lower_channel: 2100, upper_channel: 1900 }));
    expect([s.lower_channel, s.upper_channel]).toEqual([1900, 2100]);
  });

  it('clamps the width per unit', () => {
    expect(sanitiseStrategy(s0({ channel_width: 70 })).channel_width).toBe(50);
    expect(sanitiseStrategy(s0({ channel_width: 0 })).channel_width).toBe(0.1);
    expect(sanitiseStrategy(s0({ channel_width_unit: 'USDT', channel_width: 0.5 })).channel_width).toBe(1);
    expect(sanitiseStrategy(s0({ channel_width_unit: 'USDT', channel_width: 20000 })).channel_width).toBe(10000);
  });

  it('clamps the position size to 1-100', () => {
    expect(sanitiseStrategy(s0({ position_size_percent: 0 })).position_size_percent).toBe(1);
    expect(sanitiseStrategy(s0({ position_size_percent: 250 })).position_size_percent).toBe(100);
    expect(sanitiseStrategy(s0({ position_size_percent: 33 })).position_size_percent).toBe(33);
  });

  it('resets a ratio not summing to 100 (±0.1) to 50/50 and limits each side to 5-95', () => {
    expect(sanitiseRatio(60, 40)).toEqual({ upper: 60, lower: 40 });
    expect(sanitiseRatio(60.05, 40)).toEqual({ upper: 60.05, lower: 39.95 });
    expect(sanitiseRatio(60, 45)).toEqual({ upper: 50, lower: 50 });
    expect(sanitiseRatio(98, 2)).toEqual({ upper: 95, lower: 5 });
    expect(sanitiseRatio(1, 99)).toEqual({ upper: 5, lower: 95 });
    expect(sanitiseRatio('x', 50)).toEqual({ upper: 50, lower: 50 });
  });

  it('keeps stops strictly inside the channel and sorts them; prices follow the percents', () => {
    const s = sanitiseStrategy(
      s0({
        upper_stop_losses: [2500, 2000],
        upper_stop_losses_percent: [100, 50],
        lower_stop_losses: [100],
        lower_stop_losses_percent: [-5],
      }),
    );
    expect(s.upper_stop_losses).toEqual([2000, 2119.76]);
    expect(s.upper_stop_losses_percent).toEqual([50, 99.9]);
    expect(s.lower_stop_losses).toEqual([1880.24]);
    expect(s.lower_stop_losses_percent).toEqual([0.1]);
  });

  it('repairs a channel no pool could hold: bounds above zero and apart, stops from their percents', () => {
    const s = sanitiseStrategy(s0({ lower_channel: 0, upper_channel: 7874, lower_stop_losses: [0, 0], lower_stop_losses_percent: [0, 5] }));
    expect(s.lower_channel).toBeGreaterThan(0);
    expect(s.lower_stop_losses_percent).toEqual([0.1, 5]);
    expect(s.lower_stop_losses[1]).toBe(percentToPrice(5, s.lower_channel, s.upper_channel));
    expect(channelProblem(s)).toBeNull();
    const flat = sanitiseStrategy(s0({ lower_channel: 3000, upper_channel: 3000 }));
    expect(flat.upper_channel).toBeGreaterThan(flat.lower_channel);
    expect(channelProblem(flat)).toBeNull();
  });

  it('rebuilds prices from percents when the lists disagree, drops non-numbers', () => {
    const s = sanitiseStrategy(s0({ upper_stop_losses: [], upper_stop_losses_percent: [75, Number.NaN] }));
    expect(s.upper_stop_losses_percent).toEqual([75]);
    expect(s.upper_stop_losses).toEqual([2060]);
  });

  it('always saves as liquidity_mining, trims texts and maps the legacy exit close to current', () => {
    const s = sanitiseStrategy(s0({ name: '  Канал  ', exit_strategy_upper: 'close', exit_strategy_lower: '7' }));
    expect(s.name).toBe('Канал');
    expect(s.strategy_type).toBe('liquidity_mining');
    expect(s.exit_strategy_upper).toBe('current');
    expect(s.exit_strategy_lower).toBe('7');
    expect(normaliseExit('')).toBe('current');
  });
});
