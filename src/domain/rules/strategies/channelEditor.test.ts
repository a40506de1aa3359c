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
import { channelProblem } from './strategyChannelCheck';

const base = () => newStrategy(2000);

describe('channel editor (docs/product.md §4, §5)', () => {
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
    // 10 000 USDT would put the lower bound below zero at 2000 with a 50/50 ratio: the widest width
    // that keeps it one price step above zero is used instead.
    expect(setWidth(usdt, 50000, 2000).channel_width).toBe(3999);
    expect(setWidth(setWidthUnit(newStrategy(60000), 'USDT', 60000), 50000, 60000).channel_width).toBe(10000);
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

  it('a bound dragged onto the other keeps the narrowest width (0.1 % of the price), never zero', () => {
    const s = base(); // 1880-2120
    expect(setUpper(s, 1000, 2000).upper_channel).toBe(1882);
    expect(setLower(s, 5000, 2000).lower_channel).toBe(2117.5); // 0.1 % of 2120, up to the 0.5 step
    expect(setUpper(s, s.lower_channel, 2000).upper_channel).toBeGreaterThan(s.lower_channel);
    const usdt = setWidthUnit(s, 'USDT', 2000);
    expect(setUpper(usdt, usdt.lower_channel, 2000).upper_channel).toBe(1881); // 1 USDT, the USDT minimum
  });

  it('a bound never goes to zero or below, nor wider than the unit allows', () => {
    const s = base();
    expect(setLower(s, -10, 2000).lower_channel).toBe(1120); // the widest channel: 50 % of 2000 below the upper bound
    const usdt = setWidthUnit(s, 'USDT', 2000);
    expect(setLower(usdt, -10, 2000).lower_channel).toBe(0.5); // one price step above zero
    expect(setUpper(s, 99999, 2000).upper_channel).toBe(2880);
  });

  it('moving a bound keeps stops at their percents and updates width and ratio', () => {
    const s = setUpper(base(), 2200, 2000); // channel 1880-2200
    expect(s.channel_width).toBe(16);
    expect(s.upper_channel_percent).toBe(62.5);
    expect(s.upper_stop_losses).toEqual([2168]);
    expect(s.lower_stop_losses).toEqual([1912]);
  });

  it('stops stay strictly inside the channel and re-sorted, price derived from the percent', () => {
    let s = addStop(base(), 'upper'); // two stops at 90 %
    s = setStopPrice(s, 'upper', 0, 99999);
    expect(s.upper_stop_losses).toEqual([2096, 2119.76]);
    expect(s.upper_stop_losses_percent).toEqual([90, 99.9]);
    s = setStopPercent(s, 'upper', 1, 20.04);
    expect(s.upper_stop_losses_percent).toEqual([20, 90]);
    expect(s.upper_stop_losses[0]).toBe(1928);
    s = setStopPercent(s, 'upper', 0, 0);
    expect(s.upper_stop_losses_percent[0]).toBe(0.1);
    expect(s.upper_stop_losses[0]).toBeGreaterThan(s.lower_channel);
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

  it('a typed stop price snaps to the 0.1 % grid, so its price and percent always agree', () => {
    const s = setStopPrice(base(), 'lower', 0, 1911.111);
    expect(s.lower_stop_losses_percent).toEqual([13]);
    expect(s.lower_stop_losses).toEqual([percentToPrice(13, s.lower_channel, s.upper_channel)]);
  });

  it('placeChannel splits the span by the ratio', () => {
    const s = placeChannel({ ...base(), upper_channel_percent: 50, lower_channel_percent: 50, channel_width: 10 }, 3000);
    expect([s.lower_channel, s.upper_channel]).toEqual([2850, 3150]);
  });
});

describe('channel editor on low- and high-priced pairs (issue 19)', () => {
  const matic = 0.7;
  const btc = 60000;

  it('MATIC at 0,70: a 2 % channel is symmetric, on a five-significant-digit grid', () => {
    const s = setWidth(newStrategy(matic, 'MATIC/USDT'), 2, matic);
    expect([s.lower_channel, s.upper_channel]).toEqual([0.693, 0.707]);
    expect(s.upper_stop_losses).toEqual([0.7056]);
    expect(s.lower_stop_losses).toEqual([0.6944]);
    expect(channelProblem(s)).toBeNull();
  });

  it('MATIC: a USDT width that would push the lower bound below zero is clamped', () => {
    const s = setWidthUnit(newStrategy(matic, 'MATIC/USDT'), 'USDT', matic);
    const wide = setWidth(s, 10000, matic);
    expect(wide.channel_width).toBeLessThanOrEqual(1.4);
    expect(wide.lower_channel).toBe(0.00005);
    expect(wide.lower_channel).toBeGreaterThan(0);
    expect(channelProblem(wide)).toBeNull();
  });

  it('MATIC: moving the upper bound by one step moves it by 0,00005, not 0,5', () => {
    const s = newStrategy(matic, 'MATIC/USDT');
    const moved = setUpper(s, s.upper_channel + 0.00005, matic);
    expect(moved.upper_channel).toBeCloseTo(s.upper_channel + 0.00005, 10);
  });

  it('MATIC: dragging the lower bound onto the upper leaves the narrowest channel, never zero', () => {
    const s = newStrategy(matic, 'MATIC/USDT');
    const dragged = setLower(s, s.upper_channel, matic);
    expect(dragged.upper_channel - dragged.lower_channel).toBeGreaterThan(0);
    expect(channelProblem(dragged)).toBeNull();
  });

  it('BTC at 60 000: cents, 5 USDT steps, both units, drag onto the other bound', () => {
    const s = newStrategy(btc, 'BTC/USDT');
    expect([s.lower_channel, s.upper_channel]).toEqual([56400, 63600]);
    const usdt = setWidth(setWidthUnit(s, 'USDT', btc), 1000, btc);
    expect([usdt.lower_channel, usdt.upper_channel]).toEqual([59500, 60500]);
    const dragged = setUpper(usdt, usdt.lower_channel, btc);
    expect(dragged.upper_channel - dragged.lower_channel).toBe(10); // two 5-USDT steps
    expect(channelProblem(dragged)).toBeNull();
    const pct = setUpper(s, s.lower_channel - 100, btc);
    expect(pct.upper_channel - pct.lower_channel).toBe(60); // 0.1 % of 60 000
  });

  it('ETH at 3000, USDT width 10 000: never a negative bound or stop', () => {
    const s = setWidth(setWidthUnit(newStrategy(3000), 'USDT', 3000), 10000, 3000);
    expect(s.lower_channel).toBeGreaterThan(0);
    expect(Math.min(...s.lower_stop_losses)).toBeGreaterThan(0);
    expect(channelProblem(s)).toBeNull();
  });
});
