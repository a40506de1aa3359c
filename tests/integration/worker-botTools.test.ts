// The worker's bot tools (issue 54) against the real reference server: a bot's journal takes the
// stop it is told to make, newest first; the download reads every page; the wallet's total is its
// balances' sum; the period breakdown of a stopped bot holds what its history lists as closed.
// Sockets are left out (Node 20 has no WebSocket): the journal's newest page is polled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotLogEntry, WalletBalance, WalletTransaction } from '../../src/domain/contracts/bots';
import type { PeriodStatistics } from '../../src/domain/contracts/statistics';
import type { Bot } from '../../src/domain/contracts/types';
import type { Snapshot } from '../../src/worker/api';
import type { DataWorker } from '../../src/worker/dataWorker';
import { startServer, type RunningServer } from '../support/server';
import { until } from '../support/until';
import { signedInWorker } from '../support/worker';

let server: RunningServer;
let worker: DataWorker;
const closers: Array<() => unknown> = [];

beforeAll(async () => {
  server = await startServer();
  worker = await signedInWorker(server.baseUrl, 'trader');
}, 90_000);

afterAll(async () => {
  for (const close of closers) await close();
  await server?.stop();
}, 30_000);

/** Subscribes and returns a reader of the topic's latest snapshot. */
async function watch<T>(subscribe: (push: (s: Snapshot<T>) => void) => Promise<() => unknown>): Promise<() => Snapshot<T> | null> {
  let last: Snapshot<T> | null = null;
  closers.push(await subscribe((s) => (last = s)));
  return () => last;
}

const liveData = <T>(read: () => Snapshot<T> | null, what: string) =>
  until(() => (read()?.status === 'live' ? read()!.data : null), 30_000, what);

describe('the bot tools through the worker', () => {
  it('a running bot’s journal shows its stop at the top, and its download holds it', async () => {
    const bots = await liveData(await watch<Bot[]>((push) => worker.subscribe('bots', {}, push)), 'bots');
    const bot = bots!.find((b) => b.enabled)!;
    const journal = await watch<BotLogEntry[]>((push) => worker.subscribe('botLogs', { botId: bot.id }, push));
    const before = await liveData(journal, 'journal');
    await worker.command('bot.stop', { id: bot.id });
    const stopped = await until(
      () => {
        const top = journal()?.data?.[0];
        return top && top.id > (before?.[0]?.id ?? 0) && top.message.startsWith('Бот остановлен') ? journal()!.data : null;
      },
      30_000,
      'the stop in the journal',
    );
    expect(stopped![0].level).toBe('info');
    for (let i = 1; i < stopped!.length; i++) expect(stopped![i].id).toBeLessThan(stopped![i - 1].id);

    const { entries, complete } = await worker.command('botLogs.export', { botId: bot.id });
    expect(complete).toBe(true);
    expect(entries[0].id).toBeGreaterThanOrEqual(stopped![0].id);
    expect(entries.some((e) => e.id === stopped![0].id)).toBe(true);
    const infoOnly = await worker.command('botLogs.export', { botId: bot.id, level: 'info', search: 'ОСТАНОВЛЕН' });
    expect(infoOnly.entries.length).toBeGreaterThan(0);
    expect(infoOnly.entries.every((e) => e.level === 'info' && e.message.toLowerCase().includes('остановлен'))).toBe(true);
  }, 60_000);

  it('a bot’s wallet adds up, and its transactions link to the network’s explorer', async () => {
    const bots = await liveData(await watch<Bot[]>((push) => worker.subscribe('bots', {}, push)), 'bots');
    const bot = bots!.find((b) => b.network === 'arbitrum') ?? bots![0];
    const wallet = (await liveData(
      await watch<WalletBalance>((push) => worker.subscribe('walletBalance', { botId: bot.id }, push)),
      'wallet',
    ))!;
    expect(wallet.balances.length).toBeGreaterThan(0);
    const sum = wallet.balances.reduce((s, b) => s + b.usd_value, 0);
    expect(Math.abs(sum - wallet.total_usd)).toBeLessThan(0.01 * wallet.balances.length);
    const txs = (await liveData(
      await watch<WalletTransaction[]>((push) => worker.subscribe('walletTransactions', { botId: bot.id, limit: 5 }, push)),
      'transactions',
    ))!;
    expect(txs.length).toBeGreaterThan(0);
    expect(txs.length).toBeLessThanOrEqual(5);
    if (bot.network === 'arbitrum') expect(txs[0].explorer_url).toMatch(/^https:\/\/arbiscan\.io\/tx\/0x[0-9a-f]{64}$/);
  }, 60_000);

  it('a stopped bot’s days hold what its history lists as closed', async () => {
    const bots = await liveData(await watch<Bot[]>((push) => worker.subscribe('bots', {}, push)), 'bots');
    const bot = bots!.find((b) => !b.enabled)!;
    const periods = (await liveData(
      await watch<PeriodStatistics>((push) => worker.subscribe('positionPeriods', { unit: 'day', tz: 'UTC', botId: bot.id }, push)),
      'periods',
    ))!;
    const history = await worker.command('history.export', {
      bot_id: bot.id,
      status: 'closed',
      period: 'all',
      sort: 'close_time_desc',
    });
    const shown = periods.periods.reduce((s, p) => s + p.closed, 0);
    const firstShown = Date.parse(periods.periods[0].start);
    const inRange = history.positions.filter((p) => p.exit_timestamp && Date.parse(p.exit_timestamp) >= firstShown);
    expect(shown).toBe(inRange.length);
    expect(shown).toBeGreaterThan(0);
    const pnl = periods.periods.reduce((s, p) => s + p.pnl_usd, 0);
    expect(Math.abs(pnl - inRange.reduce((s, p) => s + p.pnl, 0))).toBeLessThan(0.01 * Math.max(1, shown));
  }, 60_000);
});
