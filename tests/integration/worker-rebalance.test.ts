// «Ребалансировка» through the worker against the real reference server (docs/product.md §9): a
// demo position that needs rebalancing is re-minted around the price; the old one is in the
// history with its result booked; a balanced one is refused with the server's Russian reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MiningPosition } from '../../src/domain/contracts/types';
import { needsRebalancing } from '../../src/domain/rules/mining/rebalancing';
import { isApiError } from '../../src/domain/rules/sync/httpError';
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

async function openPositions(): Promise<() => Snapshot<MiningPosition[]> | null> {
  let last: Snapshot<MiningPosition[]> | null = null;
  closers.push(await worker.subscribe('openPositions', {}, (s: Snapshot<MiningPosition[]>) => (last = s)));
  return () => last;
}

describe('rebalancing through the worker', () => {
  it('re-mints a position that needs it and books the old one’s result', async () => {
    const read = await openPositions();
    const list = await until(() => (read()?.status === 'live' ? read()!.data : null), 30_000, 'open positions');
    const old = list!.find(needsRebalancing);
    expect(old, 'the demo data has a position that needs rebalancing').toBeDefined();

    const next = await worker.command('position.rebalance', { botId: old!.bot_id, positionId: old!.token_id });
    expect(next.bot_id).toBe(old!.bot_id);
    expect(next.token_id).not.toBe(old!.token_id);
    expect(next.status).toBe('open');
    expect(needsRebalancing(next)).toBe(false);
    expect(next.lower_price).toBeLessThanOrEqual(next.current_price);
    expect(next.upper_price).toBeGreaterThanOrEqual(next.current_price);

    // the mirrored list follows: the new position in, the old one out
    await until(
      () => {
        const ids = read()?.data?.map((p) => p.token_id) ?? [];
        return ids.includes(next.token_id) && !ids.includes(old!.token_id);
      },
      30_000,
      'the re-minted position in the open list',
    );
    let oldNow: Snapshot<MiningPosition> | null = null;
    closers.push(
      await worker.subscribe('position', { botId: old!.bot_id, positionId: old!.token_id }, (s: Snapshot<MiningPosition>) => (oldNow = s)),
    );
    const booked = await until(() => (oldNow?.status === 'live' ? oldNow.data : null), 30_000, 'the old position');
    expect(booked!.status).toBe('closed');
    expect(booked!.exit_reason).toBe('rebalance');
    expect(booked!.exit_timestamp).not.toBeNull();

    const closed = await worker.command('position.rebalance', { botId: old!.bot_id, positionId: old!.token_id }).catch((e: unknown) => e);
    expect(isApiError(closed) && closed.status).toBe(409);
    expect(isApiError(closed) && closed.detail).toBe('Позиция уже закрыта');
  }, 60_000);

  it('refuses a balanced position with the server’s reason', async () => {
    const read = await openPositions();
    const list = await until(() => (read()?.status === 'live' ? read()!.data : null), 30_000, 'open positions');
    const balanced = list!.find((p) => !needsRebalancing(p) && !p.needs_rebalancing);
    expect(balanced).toBeDefined();
    const refused = await worker
      .command('position.rebalance', { botId: balanced!.bot_id, positionId: balanced!.token_id })
      .catch((e: unknown) => e);
    expect(isApiError(refused) && refused.status).toBe(409);
    expect(isApiError(refused) && refused.detail).toMatch(/не нужна ребалансировка/);
  }, 60_000);
});
