import { describe, expect, it } from 'vitest';
import {
  addStop,
  percentToPrice,
  placeChannel,
  priceToPercent,
  removeStop,
  setLower,
  setRatio,
  setStopPercent,
  setStopPrice,
  setStopsUnit,
  setUpper,
  setWidth,
  setWidthUnit,
} from './channelEditor';
import { newStrategy } from './strategyDefaults';

const base = () => newStrategy(2000);

describe('channel editor (SPEC §4, §5)', () => {
  it('percent ↔ price relative to the channel, percents rounded to 0.1', () => {
    expect(percentToPrice(50, 1000, 2000)).toBe(1500);
    expect(percentToPrice(150, 1000, 2000)).toBe(2000);
    expect(priceToPercent(1333.33, 1000, 2000)).toBe(33.3);
    expect(priceToPercent(900, 1000, 2000)).toBe(0);
    expect(priceToPercent(2500, 1000, 2000)).toBe(100);
    expect(priceToPercent(1500, 1000, 1000)).toBe(0);
  });

  it('editing the width recomputes the channel around the current price with the ratio', () => {
    const s = setRatio(base(), 70, 2000); // 70 % of the span above the price
    const w = setWidth(s, 10, 2000); // 10 % of 2000 = 200
    expect(w.upper_channel).toBe(2140);
    expect(w.lower_channel).toBe(1940);
    const usdt = setWidth(setWidthUnit(w, 'USDT', 2000), 100, 2000);
    expect(usdt.upper_channel).toBe(2070);
    expect(usdt.lower_channel).toBe(1970);
  });

  it('clamps the width per unit: 0.1-50 % and 1-10000 USDT', () => {
    expect(setWidth(base(), 80, 2000).channel_width).toBe(50);
    expect(setWidth(base(), 0.01, 2000).channel_width).toBe(0.1);
    const usdt = setWidthUnit(base(), 'USDT', 2000);
    expect(usdt.channel_width).toBe(240); // the same span in the new unit
    expect(setWidth(usdt, 50000, 2000).channel_width).toBe(10000);
    expect(setWidth(usdt, 0, 2000).channel_width).toBe(1);
  });

  it('changing the ratio keeps the span and moves the channel around the current price', () => {
    const s = base(); // span 240 around 2000
    const r = setRatio(s, 25, 2000);
    expect(r.upper_channel - r.lower_channel).toBeCloseTo(240, 6);
    expect(r.upper_channel).toBe(2060);
    expect(r.lower_channel_percent).toBe(75);
    expect(setRatio(s, 99, 2000).upper_channel_percent).toBe(95);
    expect(setRatio(s, 1, 2000).upper_channel_percent).toBe(5);
  });

  it('the upper bound never goes below the lower, nor the lower above the upper', () => {
    const s = base();
    expect(setUpper(s, 1000, 2000).upper_channel).toBe(s.lower_channel);
    expect(setLower(s, 5000, 2000).lower_channel).toBe(s.upper_channel);
    expect(setLower(s, -10, 2000).lower_channel).toBe(0);
  });

  it('moving a bound keeps stops at their percents and updates width and ratio', () => {
    const s = setUpper(base(), 2200, 2000); // channel 1880-2200
    expect(s.channel_width).toBe(16);
    expect(s.upper_channel_percent).toBe(62.5);
    expect(s.upper_stop_losses).toEqual([2168]);
    expect(s.lower_stop_losses).toEqual([1912]);
  });

  it('stops are clamped into the channel and re-sorted, their percent follows', () => {
    let s = addStop(base(), 'upper'); // two stops at 90 %
    s = setStopPrice(s, 'upper', 0, 99999);
    expect(s.upper_stop_losses).toEqual([2096, 2120]);
    expect(s.upper_stop_losses_percent).toEqual([90, 100]);
    s = setStopPercent(s, 'upper', 1, 20.04);
    expect(s.upper_stop_losses_percent).toEqual([20, 90]);
    expect(s.upper_stop_losses[0]).toBe(1928);
    s = removeStop(s, 'upper', 0);
    expect(s.upper_stop_losses_percent).toEqual([90]);
  });

  it('changing the stop unit only switches the display', () => {
    const s = base();
    const u = setStopsUnit(s, 'USDT');
    expect(u.stops_unit).toBe('USDT');
    expect(u.upper_stop_losses).toEqual(s.upper_stop_losses);
    expect(u.upper_stop_losses_percent).toEqual(s.upper_stop_losses_percent);
  });

  it('placeChannel splits the span by the ratio', () => {
    const s = placeChannel({ ...base(), upper_channel_percent: 50, lower_channel_percent: 50, channel_width: 10 }, 3000);
    expect([s.lower_channel, s.upper_channel]).toEqual([2850, 3150]);
  });
});
