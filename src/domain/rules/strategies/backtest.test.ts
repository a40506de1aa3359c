import { describe, expect, it } from 'vitest';
import { againstHolding, backtestBody, backtestUnsupported, normaliseBacktest, sameBacktestFields, samePeriod } from './backtest';
import { INVALID_FORMAT_DETAIL } from '../sync/httpError';
import { newStrategy } from './strategyDefaults';

const answer = {
  from: '2026-11-01T10:00:00.000Z',
  to: '2026-11-08T10:00:00.000Z',
  days: 7,
  symbol: 'ETH/USDT',
  network: 'arbitrum',
  candles: 10080,
  initial_investment: 1000,
  fees_usd: 3,
  price_pnl_usd: -7.11,
  il_usd: -8.45,
  costs_usd: 2.05,
  hedge_pnl_usd: 0,
  net_usd: -6.16,
  hodl_usd: 1000.83,
  apr_percent: -159,
  remints: 12,
  time_in_range_percent: 100,
  max_drawdown_usd: 14,
  equity: [{ timestamp: 1, value_usd: 1000, hodl_usd: 1000, price: 3000 }, { timestamp: 'x' }],
  events: [{ timestamp: 2, kind: 'open', price: 3000, reason: null }, { kind: 'close' }],
};

describe('backtests in the app', () => {
  it('sends a strategy’s own fields, never an admin list’s extras, and its id when it has one', () => {
    const s = { ...newStrategy(3000), name: 'Узкий', owner: 'trader', user_id: 4, version: 3, created_at: 'x' };
    const body = backtestBody({ strategy: s, network: 'base', days: 30, investment: 2500 });
    expect(body).toMatchObject({ network: 'base', days: 30, initial_investment: 2500 });
    expect(body.strategy).toMatchObject({ name: 'Узкий', channel_width: 12, upper_stop_losses_percent: [90] });
    expect(Object.keys(body.strategy)).not.toContain('owner');
    expect(Object.keys(body.strategy)).not.toContain('version');
    expect(body.strategy.strategy_id).toBeUndefined();
    expect(backtestBody({ strategy: { ...s, strategy_id: 9 }, network: 'base', days: 7, investment: 1 }).strategy.strategy_id).toBe(9);
  });

  it('sees whether a draft would replay like the stored strategy', () => {
    const s = newStrategy(3000);
    expect(sameBacktestFields(s, { ...s, version: 4, owner: 'trader' })).toBe(true);
    expect(sameBacktestFields(s, { ...s, channel_width: 8 })).toBe(false);
    expect(sameBacktestFields(s, { ...s, lower_stop_losses_percent: [20] })).toBe(false);
  });

  it('keeps well-formed points and events, and refuses an answer without its figures', () => {
    const b = normaliseBacktest(answer);
    expect(b.equity).toEqual([{ timestamp: 1, value_usd: 1000, hodl_usd: 1000, price: 3000 }]);
    expect(b.events).toEqual([{ timestamp: 2, kind: 'open', price: 3000, reason: null }]);
    expect(() => normaliseBacktest({ ...answer, net_usd: '−6' })).toThrow(expect.objectContaining({ detail: INVALID_FORMAT_DETAIL }));
    expect(() => normaliseBacktest({ ...answer, equity: null })).toThrow(expect.objectContaining({ detail: INVALID_FORMAT_DETAIL }));
    expect(() => normaliseBacktest('<html>')).toThrow(expect.objectContaining({ detail: INVALID_FORMAT_DETAIL }));
  });

  it('tells a missing call from other errors', () => {
    expect(backtestUnsupported({ status: 404 })).toBe(true);
    expect(backtestUnsupported({ status: 405 })).toBe(true);
    expect(backtestUnsupported({ status: 400 })).toBe(false);
    expect(backtestUnsupported({ status: 0 })).toBe(false);
  });

  it('sees whether a comparison’s backtests cover one period', () => {
    expect(samePeriod([answer, null, { from: answer.from, to: answer.to }])).toBe(true);
    expect(samePeriod([answer, { from: answer.from, to: '2026-11-08T11:00:00.000Z' }])).toBe(false);
  });

  it('compares the result with holding the first deposit', () => {
    expect(againstHolding(answer)).toBeCloseTo(1000 - 6.16 - 1000.83, 9);
  });
});
