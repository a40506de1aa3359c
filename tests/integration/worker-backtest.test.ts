// The worker's backtest commands against the reference server: a draft replayed and checked at the
// worker's edge, and two strategies compared on one period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStrategy } from '../../src/domain/rules/strategies/strategyDefaults';
import { setWidth } from '../../src/domain/rules/strategies/channelEditor';
import { startServer, type RunningServer } from '../support/server';
import { workerFor } from '../support/worker';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 90_000);

afterAll(async () => {
  await server?.stop();
}, 30_000);

describe('backtests through the worker', () => {
  it('replays a draft, and compares two strategies on one period', async () => {
    const worker = workerFor(server.baseUrl);
    await worker.ready();
    const login = await worker.sessionApi.login('trader', 'demo1234');
    expect(login.kind).toBe('signedIn');
    const narrow = { ...setWidth(newStrategy(3000), 3, 3000), name: 'Узкая' };
    const wide = { ...setWidth(newStrategy(3000), 20, 3000), name: 'Широкая' };

    const b = await worker.command('strategy.backtest', { strategy: narrow, network: 'arbitrum', days: 7, investment: 2000 });
    expect(b.initial_investment).toBe(2000);
    expect(Math.abs(b.net_usd - (b.fees_usd + b.price_pnl_usd + b.hedge_pnl_usd - b.costs_usd))).toBeLessThan(0.005);
    expect(b.equity.length).toBeGreaterThan(100);

    const compared = await worker.command('strategy.compare', {
      strategies: [narrow, wide],
      network: 'arbitrum',
      days: 7,
      investment: 2000,
    });
    expect(compared).toHaveLength(2);
    const [n, w] = compared.map((o) => ('backtest' in o ? o.backtest : null));
    expect(n && w).toBeTruthy();
    expect(w!.from).toBe(n!.from);
    expect(w!.to).toBe(n!.to);
    expect(w!.remints).toBeLessThanOrEqual(n!.remints);

    // a strategy the server refuses is that strategy's error; the others still run
    const refused = await worker.command('strategy.compare', {
      strategies: [{ ...narrow, position_size_percent: 0 }, wide],
      network: 'arbitrum',
      days: 7,
      investment: 2000,
    });
    expect(refused[0]).toMatchObject({ error: { status: 400 } });
    expect('backtest' in refused[1]).toBe(true);
  }, 60_000);
});
