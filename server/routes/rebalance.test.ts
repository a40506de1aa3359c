// Rebalancing a position through the real application (docs/product.md §9): the permission of a
// close, 404 for another user's position, 409 when it is balanced or closed, and a re-mint that
// books the old result and opens a new position of the same bot around the current price.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppContext } from '../app';
import { readConfig } from '../config';
import { userById } from '../auth/users';
import { addBot, addStrategy, addUser } from '../sim/testing/fixtures';
import { simInternals, type SimInternals } from '../sim/engine/simulator';
import type { MiningPosition } from '../../src/domain/contracts/types';

let app: FastifyInstance;
let ctx: AppContext;
let inner: SimInternals;
let dataDir: string;
const ids = { bot: 0, otherBot: 0 };
const tokens = { trader: '', other: '', viewer: '' };

const post = (url: string, token = tokens.trader) => app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } });
const rebalanceUrl = (botId: number, tokenId: number) => `/api/bots/${botId}/positions/${tokenId}/rebalance`;
const openOf = (botId: number) => inner.engine.openOf(botId).map((p) => inner.engine.view(p, inner.now()));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebalance-'));
  ({ app, ctx } = await buildApp({ ...readConfig({}), dataDir, distDir: path.join(dataDir, 'no-dist'), demo: false, logLevel: 'silent' }));
  inner = simInternals(ctx.sim);
  const db = ctx.db;
  const trader = addUser(db, 'rb_trader', 'trader');
  const other = addUser(db, 'rb_other', 'trader');
  const viewer = addUser(db, 'rb_viewer', 'viewer');
  ids.bot = addBot(db, trader, addStrategy(db, trader, { channel_width: 10, max_positions: 1 }), true);
  ids.otherBot = addBot(db, other, addStrategy(db, other), true);
  ctx.sim.backfillDemo({ miningBotIds: [ids.bot, ids.otherBot], hedgeBotIds: [], closedPerUser: 5 });
  for (const [name, userId] of [
    ['trader', trader],
    ['other', other],
    ['viewer', viewer],
  ] as const) {
    tokens[name] = ctx.auth.startSession(userById(db, userId)!).access_token;
  }
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The bot's one open position, brought out of balance by a price move of `factor` when asked. */
function positionOf(botId: number, factor?: number): MiningPosition {
  if (factor !== undefined) inner.market.jump('ETHUSDT', factor);
  const [p] = openOf(botId);
  expect(p).toBeDefined();
  return p;
}

describe('POST /api/bots/{id}/positions/{positionId}/rebalance', () => {
  it('is refused to a viewer (403) and to another user (404)', async () => {
    let p = positionOf(ids.bot);
    if (!p.needs_rebalancing) p = positionOf(ids.bot, 1.06);
    expect(p.needs_rebalancing).toBe(true);
    expect((await post(rebalanceUrl(ids.bot, p.token_id), tokens.viewer)).statusCode).toBe(403);
    const foreign = await post(rebalanceUrl(ids.bot, p.token_id), tokens.other);
    expect(foreign.statusCode).toBe(404);
    expect(typeof foreign.json().detail).toBe('string');
    // a position of another bot under this bot's address is not found either
    const [theirs] = openOf(ids.otherBot);
    expect((await post(rebalanceUrl(ids.bot, theirs.token_id))).statusCode).toBe(404);
    expect(openOf(ids.bot).map((o) => o.token_id)).toEqual([p.token_id]);
  });

  it('closes the position with its result booked and opens a new one of the bot in range', async () => {
    const before = positionOf(ids.bot);
    expect(before.needs_rebalancing).toBe(true);
    const r = await post(rebalanceUrl(ids.bot, before.token_id));
    expect(r.statusCode).toBe(200);
    const next = r.json() as MiningPosition;
    expect(next.token_id).not.toBe(before.token_id);
    expect(next.bot_id).toBe(ids.bot);
    expect(next.status).toBe('open');
    expect(next.lower_price).toBeLessThan(next.current_price);
    expect(next.upper_price).toBeGreaterThan(next.current_price);
    expect(next.needs_rebalancing).toBe(false);
    expect(openOf(ids.bot).map((o) => o.token_id)).toEqual([next.token_id]);

    const closed = (
      await app.inject({
        method: 'GET',
        url: `/api/bots/${ids.bot}/positions/${before.token_id}`,
        headers: { authorization: `Bearer ${tokens.trader}` },
      })
    ).json() as MiningPosition;
    expect(closed.status).toBe('closed');
    expect(closed.exit_reason).toBe('rebalance');
    // booked like a close: the result is the estimate after the closing costs, within its accuracy
    const estimate = before.pnl - before.closing_costs_usd!;
    expect(Math.abs(closed.pnl - estimate)).toBeLessThanOrEqual(before.closing_costs_accuracy_usd!);
    expect(closed.pnl).toBeLessThan(before.pnl);

    // the same request again: that position is closed now
    const again = await post(rebalanceUrl(ids.bot, before.token_id));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Позиция уже закрыта');
  });
  it('refuses the re-minted (balanced) position with 409 and a Russian detail, changing nothing', async () => {
    const p = positionOf(ids.bot);
    expect(p.needs_rebalancing).toBe(false);
    const r = await post(rebalanceUrl(ids.bot, p.token_id));
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toMatch(/не нужна ребалансировка/);
    expect(openOf(ids.bot).map((o) => o.token_id)).toEqual([p.token_id]);
  });
});
