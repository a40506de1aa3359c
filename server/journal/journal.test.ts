// A bot's journal on the reference backend (issue 54): what is written where, what GET
// /api/bots/{id}/logs answers and to whom, and the `log` message its sockets get.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../src/domain/rules/sync/live';
import { simInternals } from '../sim/engine/simulator';
import { botPayload, hedgePayload, makeTestApp, strategyPayload, type TestApp } from '../routes/testSupport';
import { closedLine, hedgeClosedLine, stopLine } from './messages';

let t: TestApp;
const tokens = { trader: '', other: '', viewer: '', admin: '', user: '' };
let botId = 0;
let strategyId = 0;

type Entry = { id: number; level: string; message: string; timestamp: string };
const logs = async (id: number, query = '', token = tokens.trader) => t.call(token, { method: 'GET', url: `/api/bots/${id}/logs${query}` });
const entries = async (id: number, query = '') => (await logs(id, query)).json() as Entry[];

beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser('j_trader', 'trader');
  await t.addUser('j_other', 'trader');
  await t.addUser('j_viewer', 'viewer');
  await t.addUser('j_admin', 'admin');
  await t.addUser('j_user', 'user');
  for (const name of Object.keys(tokens) as Array<keyof typeof tokens>) tokens[name] = await t.login(`j_${name}`);
  strategyId = (await t.call(tokens.trader, { method: 'POST', url: '/api/strategies', payload: strategyPayload() })).json().strategy_id;
  botId = (await t.call(tokens.trader, { method: 'POST', url: '/api/bots', payload: botPayload({ strategy_id: strategyId }) })).json()
    .bot_id;
});

afterAll(async () => {
  await t.close();
});

describe('what the journal holds', () => {
  it('a start, the position it opened, and a stop with its type and reason after the positions it closed', async () => {
    expect((await entries(botId)).map((e) => e.message)).toEqual(['Бот создан (arbitrum, ETH/USDT)']);
    expect((await t.call(tokens.trader, { method: 'POST', url: `/api/bots/${botId}/start` })).statusCode).toBe(200);
    const started = await entries(botId);
    expect(started[0].message).toMatch(/^Позиция #\d+ открыта: ETH\/USDT, цена [\d\s,]+, диапазон [\d\s,]+–[\d\s,]+, размер [\d\s,]+\s\$$/);
    expect(started[1]).toMatchObject({ level: 'info', message: 'Бот запущен' });

    const stop = await t.call(tokens.trader, {
      method: 'POST',
      url: '/api/mining/stop',
      payload: { strategy_id: strategyId, stop_type: 'immediate', reason: 'проверка журнала' },
    });
    expect(stop.statusCode).toBe(200);
    const stopped = await entries(botId);
    expect(stopped[0]).toMatchObject({ level: 'info', message: 'Бот остановлен: немедленная остановка, причина «проверка журнала»' });
    expect(stopped[1].message).toMatch(/^Позиция #\d+ закрыта: ручное закрытие, цена [\d\s,]+, результат [+−]?[\d\s,]+\s\$$/);
    // newest first: ids fall, times do not rise
    for (let i = 1; i < stopped.length; i++) {
      expect(stopped[i].id).toBeLessThan(stopped[i - 1].id);
      expect(Date.parse(stopped[i].timestamp)).toBeLessThanOrEqual(Date.parse(stopped[i - 1].timestamp));
    }
  });

  it('sends each entry to the bot’s sockets as it is written', async () => {
    const heard: LiveMessage[] = [];
    const stop = t.ctx.hub.subscribe(botId, (m) => heard.push(m));
    try {
      await t.call(tokens.trader, { method: 'POST', url: `/api/bots/${botId}/start` });
      await t.call(tokens.trader, { method: 'POST', url: `/api/bots/${botId}/stop` });
    } finally {
      stop();
    }
    const lines = heard.filter((m): m is Extract<LiveMessage, { type: 'log' }> => m.type === 'log');
    expect(lines.map((m) => m.entry.message)).toContain('Бот запущен');
    expect(lines.at(-1)?.entry).toMatchObject({ bot_id: botId, level: 'info', message: 'Бот остановлен: плавная остановка' });
    expect((await entries(botId))[0].id).toBe(lines.at(-1)?.entry.id);
  });

  it('is not flooded by the load test’s position updates', async () => {
    await t.call(tokens.trader, { method: 'POST', url: `/api/bots/${botId}/start` });
    const before = (await entries(botId, '?limit=1000')).length;
    const heard: LiveMessage[] = [];
    const stop = t.ctx.hub.subscribe(botId, (m) => heard.push(m));
    try {
      const sim = simInternals(t.ctx.sim);
      expect(sim.engine.flood(5_000, sim.now())).toBe(5_000);
    } finally {
      stop();
    }
    expect(heard.length).toBe(5_000);
    expect((await entries(botId, '?limit=1000')).length).toBe(before);
    await t.call(tokens.trader, { method: 'POST', url: `/api/bots/${botId}/stop` });
  });

  it('records a refused start as an error', async () => {
    const id = await t.addUser('j_limited', 'trader', { max_concurrent_bots: 0 });
    const token = await t.login('j_limited');
    const bot = (await t.call(token, { method: 'POST', url: '/api/bots', payload: botPayload() })).json().bot_id as number;
    expect(id).toBeGreaterThan(0);
    expect((await t.call(token, { method: 'POST', url: `/api/bots/${bot}/start` })).statusCode).toBe(409);
    const [last] = (await logs(bot, '', token)).json() as Entry[];
    expect(last).toMatchObject({
      level: 'error',
      message: expect.stringMatching(/^Запуск не выполнен: достигнут лимит одновременно запущенных ботов/),
    });
  });
});

describe('reading the journal', () => {
  it('pages newest first and narrows by level and by text in any case', async () => {
    const all = await entries(botId, '?limit=1000');
    const page = await entries(botId, '?limit=2&offset=1');
    expect(page.map((e) => e.id)).toEqual(all.slice(1, 3).map((e) => e.id));
    const infos = await entries(botId, '?level=info');
    expect(infos.length).toBeGreaterThan(0);
    expect(infos.every((e) => e.level === 'info')).toBe(true);
    const found = await entries(botId, `?search=${encodeURIComponent('БОТ ОСТАНОВЛЕН')}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((e) => e.message.startsWith('Бот остановлен'))).toBe(true);
    expect((await logs(botId, '?level=debug')).statusCode).toBe(400);
  });

  it('is the owner’s and the admin’s: another user, or a viewer who does not own it, gets 404', async () => {
    expect((await logs(botId, '', tokens.admin)).statusCode).toBe(200);
    for (const token of [tokens.other, tokens.viewer]) {
      const res = await logs(botId, '', token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Бот не найден' });
    }
    expect((await logs(botId, '', '')).statusCode).toBe(401);
  });

  it('a viewer reads the journal and the wallet of a bot of their own', async () => {
    const viewer = t.ctx.db.prepare("SELECT user_id FROM users WHERE username = 'j_viewer'").pluck().get() as number;
    t.ctx.db.prepare('UPDATE bots SET user_id = ? WHERE bot_id = ?').run(viewer, botId);
    try {
      expect((await logs(botId, '', tokens.viewer)).statusCode).toBe(200);
      expect((await t.call(tokens.viewer, { method: 'GET', url: `/api/bots/${botId}/wallet/balance` })).statusCode).toBe(200);
      expect((await logs(botId, '', tokens.trader)).statusCode).toBe(404);
    } finally {
      const trader = t.ctx.db.prepare("SELECT user_id FROM users WHERE username = 'j_trader'").pluck().get() as number;
      t.ctx.db.prepare('UPDATE bots SET user_id = ? WHERE bot_id = ?').run(trader, botId);
    }
  });

  it('a hedge bot’s journal needs the right to read hedge bots', async () => {
    const hedge = (await t.call(tokens.trader, { method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload() })).json()
      .bot_id as number;
    expect((await entries(hedge)).map((e) => e.message)).toEqual(['Хедж-бот создан']);
    const user = t.ctx.db.prepare("SELECT user_id FROM users WHERE username = 'j_user'").pluck().get() as number;
    t.ctx.db.prepare('UPDATE hedge_bots SET user_id = ? WHERE bot_id = ?').run(user, hedge);
    expect((await logs(hedge, '', tokens.user)).statusCode).toBe(403);
  });
});

describe('messages', () => {
  it('keeps an operator’s reason on one line and short', () => {
    const line = stopLine('graceful', `плохо\u202e\n${'я'.repeat(300)}`);
    expect(line.message).toMatch(/^Бот остановлен: плавная остановка, причина «плохо я+»$/);
    expect(line.message.length).toBeLessThan(160);
    expect(stopLine('no-such-type', null).message).toBe('Бот остановлен: плавная остановка');
  });

  it('names a liquidation an error and never echoes an unknown code', () => {
    const hedge = {
      position_id: 5,
      bot_id: 1,
      status: 'closed',
      price_open: 3000,
      leverage: 3,
      income_module: -120,
      created_at: '',
      current_price: 3300,
    };
    expect(hedgeClosedLine(hedge, 'liquidated')).toMatchObject({
      level: 'error',
      message: expect.stringMatching(/^Хедж #5 ликвидирован биржей/),
    });
    const position = { token_id: 9, entry_price: 3000, exit_price: 3100, current_price: 3100, pnl: 4 } as never;
    expect(closedLine(position, '<script>')).toMatchObject({ level: 'info', message: expect.stringContaining('другая причина') });
    expect(closedLine(position, 'lower_stop_loss').level).toBe('warning');
  });
});
