import { describe, expect, it } from 'vitest';
import { closeFee, hedgeEfficiency, hedgeExit, openHedge, shortPnl } from './shortHedge';

const spec = { compensationPercent: 80, leverage: 3, takerFeeRate: 0.0005, tpPercent: 8, slPercent: 4 };

describe('hedge short', () => {
  it('sizes the short to the compensated exposure, with tp below and sl above entry', () => {
    const h = openHedge(spec, 1000, 3000);
    expect(h.amountUsdt).toBe(800);
    expect(h.tpPrice).toBeCloseTo(2760, 8);
    expect(h.slPrice).toBeCloseTo(3120, 8);
    expect(h.openFeeUsd).toBeCloseTo(0.4, 10);
  });

  it('a short gains when the price falls', () => {
    expect(shortPnl(800, 3000, 2700)).toBeCloseTo(80, 8);
    expect(shortPnl(800, 3000, 3300)).toBeCloseTo(-80, 8);
    expect(closeFee(800, 3000, 2700, 0.0005)).toBeCloseTo(0.36, 8);
  });

  it('exits on take profit or stop loss', () => {
    const h = openHedge(spec, 1000, 3000);
    expect(hedgeExit(h, 2900)).toBeNull();
    expect(hedgeExit(h, 2760)).toBe('take_profit');
    expect(hedgeExit(h, 3130)).toBe('stop_loss');
  });

  it('efficiency is the offset share of the mining price PnL', () => {
    expect(hedgeEfficiency(-100, 80)).toBeCloseTo(80, 8);
    expect(hedgeEfficiency(0, 5)).toBe(0);
  });
});
