import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MARGIN_RATE } from '../../../src/domain/rules/strategies/shortHedge';
import { FUNDING_INTERVAL_MS, fundingRate, fundingTimes } from '../prices/funding';
import {
  closeShort,
  liquidateShort,
  newShort,
  resizeToExposure,
  settleFunding,
  shortExit,
  shortLiquidationPrice,
  TAKER_FEE,
} from './shorts';

const T0 = Date.UTC(2026, 2, 1, 7, 0, 0);
const short = (leverage = 5) =>
  newShort({ botId: 1, userId: 2, symbol: 'ETHUSDT', entry: 3000, amount: 6000, compensation: 75, leverage, stopPercent: 5, at: T0 });

describe('hedge short', () => {
  it('posts isolated margin from the leverage', () => {
    expect(short(5).margin_usd).toBeCloseTo(1200, 10);
    expect(short(10).margin_usd).toBeCloseTo(600, 10);
    expect(short().fees_usd).toBeCloseTo(6000 * TAKER_FEE, 10);
  });

  it('settles funding every 8 hours (00, 08, 16 UTC) into the margin: received when the rate is positive, paid when negative', () => {
    expect(fundingTimes(T0, T0 + 24 * 3_600_000).map((t) => new Date(t).getUTCHours())).toEqual([8, 16, 0]);
    const h = short();
    settleFunding(h, T0 + 30 * 60_000, 3000, 42); // no mark passed
    expect(h.funding_usd).toBe(0);
    settleFunding(h, T0 + 3_600_000, 3100, 42); // 08:00 passed, at 3100
    const rate = fundingRate(42, 'ETHUSDT', (T0 + 3_600_000) / FUNDING_INTERVAL_MS);
    expect(h.funding_usd).toBeCloseTo(2 * 3100 * rate, 10); // 2 ETH short
    expect(h.margin_usd).toBeCloseTo(1200 + h.funding_usd, 10);
    settleFunding(h, T0 + 3_600_000, 3100, 42); // the same mark is not paid twice
    expect(h.funding_usd).toBeCloseTo(2 * 3100 * rate, 10);
  });

  it('funding rates vary in sign and size around the exchanges’ +0,01 % and stay capped', () => {
    const rates = Array.from({ length: 900 }, (_, i) => fundingRate(20260101, 'ETHUSDT', 60_000 + i));
    const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
    expect(mean).toBeGreaterThan(0);
    expect(mean).toBeLessThan(0.0003);
    expect(rates.some((r) => r < 0)).toBe(true);
    expect(rates.filter((r) => r < 0).length).toBeLessThan(rates.length / 2);
    expect(Math.max(...rates.map(Math.abs))).toBeLessThanOrEqual(0.0075);
    expect(fundingRate(1, 'BTCUSDT', 5)).toBe(fundingRate(1, 'BTCUSDT', 5));
    expect(fundingRate(1, 'BTCUSDT', 5)).not.toBe(fundingRate(1, 'ETHUSDT', 5));
  });

  it('is liquidated where margin plus its loss reach the maintenance margin, and then loses the margin', () => {
    const h = short(10);
    const liq = shortLiquidationPrice(h);
    // m + q(P0 − P) = mmr·q·P with q = 2, m = 600: P = (600 + 6000) / (2 · 1.005)
    expect(liq).toBeCloseTo(6600 / (2 * (1 + MAINTENANCE_MARGIN_RATE)), 8);
    expect(shortExit(h, liq - 1)).toBe('stop_loss'); // its own stop (+5 %) is nearer here
    const wide = { ...short(25), sl_price: 4000 };
    expect(shortExit(wide, shortLiquidationPrice(wide) + 0.01)).toBe('liquidated');
    const openFee = wide.fees_usd;
    liquidateShort(wide, T0 + 60_000);
    expect(wide.exit_reason).toBe('liquidated');
    expect(wide.status).toBe('closed');
    // price loss plus the liquidation fee take exactly the margin (no funding settled)
    expect(wide.pnl_usd! - (wide.fees_usd - openFee)).toBeCloseTo(-240, 6);
  });

  it('is re-sized to the LP’s exposure beyond the band: added to at the price, or partly bought back with its PnL realised', () => {
    const h = short(5);
    expect(resizeToExposure(h, 8000 * 1.1, 3000, 20)).toBe(false); // 6600 vs 6000: inside 20 %
    expect(resizeToExposure(h, 8000 * 1.5, 3000, 20)).toBe(true); // target 9000
    expect(h.amount_usdt).toBeCloseTo(9000, 8);
    expect(h.margin_usd).toBeCloseTo(1800, 8);
    const fees = h.fees_usd;
    expect(resizeToExposure(h, 3600, 2700, 20)).toBe(true); // target 2700 USD at 2700: buy back 2 of 3 ETH
    expect(h.amount_usdt).toBeCloseTo(3000, 8);
    expect(h.realised_usd).toBeCloseTo(2 * 300, 8);
    expect(h.fees_usd - fees).toBeCloseTo(2 * 2700 * TAKER_FEE, 8);
    closeShort(h, 2700, 'manual', T0);
    expect(h.pnl_usd).toBeCloseTo(3 * 300, 8);
  });
});
