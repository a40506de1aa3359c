// The breakdown by period (issue 54) against the history: for the same filters (a bot, or every
// mining bot of the user; closed positions), each period holds exactly the positions the history
// lists as closed in it, with their PnL and fees.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppContext } from '../app';
import { readConfig } from '../config';
import { userById } from '../auth/users';
import { addBot, addStrategy, addUser } from '../sim/testing/fixtures';
import { periodStartOf } from '../../src/domain/rules/history/periods';
import type { PeriodStatistics } from '../../src/domain/contracts/statistics';
import type { MiningPosition } from '../../src/domain/contracts/types';

let app: FastifyInstance;
let ctx: AppContext;
let dataDir: string;
const ids = { bot: 0, second: 0, otherBot: 0 };
const tokens = { trader: '', other: '' };

const get = (url: string, token = tokens.trader) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-periods-'));
  ({ app, ctx } = await buildApp({ ...readConfig({}), dataDir, distDir: path.join(dataDir, 'no-dist'), demo: false, logLevel: 'silent' }));
  const db = ctx.db;
  const trader = addUser(db, 'p_trader', 'trader');
  const other = addUser(db, 'p_other', 'trader');
  const s = addStrategy(db, trader, { channel_width: 6 });
  ids.bot = addBot(db, trader, s, true);
  ids.second = addBot(db, trader, s, false);
  ids.otherBot = addBot(db, other, addStrategy(db, other), true);
  ctx.sim.backfillDemo({ miningBotIds: [ids.bot, ids.second, ids.otherBot], hedgeBotIds: [], closedPerUser: 150 });
  tokens.trader = ctx.auth.startSession(userById(db, trader)!).access_token;
  tokens.other = ctx.auth.startSession(userById(db, other)!).access_token;
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every closed position the history lists for these filters. */
async function closedHistory(botId?: number): Promise<MiningPosition[]> {
  const all: MiningPosition[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = (await get(`/api/positions/history?status=closed&limit=1000&offset=${offset}${botId ? `&bot_id=${botId}` : ''}`)).json();
    all.push(...page.positions);
    if (all.length >= page.total) return all;
  }
}

describe('periods against the history', () => {
  for (const [unit, zone] of [
    ['day', 'Europe/Moscow'],
    ['week', 'America/New_York'],
    ['month', 'UTC'],
  ] as const) {
    for (const scope of ['bot', 'all'] as const) {
      it(`${unit}s in ${zone}, ${scope === 'bot' ? 'one bot' : 'every bot'}: the same positions, PnL and fees`, async () => {
        const botId = scope === 'bot' ? ids.bot : undefined;
        const res = await get(
          `/api/positions/statistics/periods?unit=${unit}&tz=${encodeURIComponent(zone)}&limit=60${botId ? `&bot_id=${botId}` : ''}`,
        );
        expect(res.statusCode).toBe(200);
        const body = res.json() as PeriodStatistics;
        expect(body).toMatchObject({ unit, time_zone: zone });
        const history = await closedHistory(botId);
        expect(history.length).toBeGreaterThan(20);
        const first = Date.parse(body.periods[0].start);
        let counted = 0;
        for (const period of body.periods) {
          const start = Date.parse(period.start);
          const inside = history.filter((p) => periodStartOf(Date.parse(p.exit_timestamp!), unit, zone) === start);
          counted += inside.length;
          expect(period.closed).toBe(inside.length);
          // the history rounds each position to the cent
          expect(Math.abs(period.pnl_usd - inside.reduce((s, p) => s + p.pnl, 0))).toBeLessThanOrEqual(0.005 * inside.length + 1e-6);
          expect(Math.abs(period.fees_usd - inside.reduce((s, p) => s + p.earned_fees, 0))).toBeLessThanOrEqual(
            0.00005 * inside.length + 1e-6,
          );
          expect(period.wins).toBe(inside.filter((p) => p.pnl > 0).length);
        }
        expect(counted).toBe(history.filter((p) => Date.parse(p.exit_timestamp!) >= first).length);
      });
    }
  }

  it('lists each period of the range, the current one last, without gaps', async () => {
    const body = (await get('/api/positions/statistics/periods?unit=day&limit=10')).json() as PeriodStatistics;
    expect(body.periods).toHaveLength(10);
    expect(body.time_zone).toBe('UTC');
    for (let i = 1; i < 10; i++) expect(body.periods[i].start).toBe(body.periods[i - 1].end);
    expect(Date.parse(body.periods[9].end)).toBeGreaterThan(ctx.sim.now());
  });

  it('refuses an unknown zone and another user’s bot', async () => {
    const zone = await get('/api/positions/statistics/periods?tz=Mars/Olympus');
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toEqual({ detail: 'Неизвестный часовой пояс: Mars/Olympus' });
    expect((await get(`/api/positions/statistics/periods?bot_id=${ids.otherBot}`)).statusCode).toBe(404);
    expect((await get('/api/positions/statistics/periods?unit=year')).statusCode).toBe(400);
  });
});
