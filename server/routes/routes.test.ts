// Every route of the API part answers its happy path; ownership hides other users' objects (404)
// while admin sees all; max_bots and max_concurrent_bots are enforced; avatars are images only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { botPayload, hedgePayload, makeTestApp, strategyPayload, type TestApp } from './testSupport';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
let trader: string;
let other: string;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser('trader1', 'trader');
  await t.addUser('trader2', 'trader');
  await t.addUser('boss', 'admin');
  await t.addUser('watcher', 'viewer');
  [trader, other, admin, viewer] = await Promise.all([t.login('trader1'), t.login('trader2'), t.login('boss'), t.login('watcher')]);
});
afterAll(async () => {
  await t.close();
});

const ok = async (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, status = 200) => {
  const res = await t.call(token, { method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};

describe('happy paths', () => {
  it('profile: read, update, and the mining-bot auth check', async () => {
    expect(await ok(trader, 'GET', '/api/profile/me')).toMatchObject({ username: 'trader1', role: 'trader', email: 'trader1@test.local' });
    expect(await ok(trader, 'PUT', '/api/profile/me', { full_name: 'Иван Трейдер' })).toMatchObject({ full_name: 'Иван Трейдер' });
    expect((await t.call(trader, { method: 'PUT', url: '/api/profile/me', payload: { username: 'trader2' } })).statusCode).toBe(409);
    const check = await ok(trader, 'GET', '/api/mining-bots/auth/check');
    expect(check).toEqual({ authenticated: true, user_id: expect.any(Number) });
  });

  it('strategies: create (sanitised), list, one, update, stop-loss update, delete', async () => {
    const created = await ok(
      trader,
      'POST',
      '/api/strategies',
      strategyPayload({ upper_channel_percent: 70, lower_channel_percent: 10, position_size_percent: 0 }),
      201,
    );
    expect(created).toMatchObject({
      name: 'Strat',
      strategy_type: 'liquidity_mining',
      upper_channel_percent: 50,
      lower_channel_percent: 50,
      position_size_percent: 1,
    });
    expect(created.lower_channel).toBeLessThanOrEqual(created.upper_channel);
    const id = created.strategy_id;
    expect((await ok(trader, 'GET', '/api/strategies')).map((s: { strategy_id: number }) => s.strategy_id)).toContain(id);
    expect(await ok(trader, 'GET', `/api/strategies/${id}`)).toMatchObject({ strategy_id: id });
    expect(await ok(trader, 'PUT', `/api/strategies/${id}`, { name: 'Renamed', description: 'd' })).toMatchObject({
      name: 'Renamed',
      description: 'd',
    });
    expect(await ok(trader, 'PUT', `/api/strategies/${id}`, { stop_loss_percent: 7.5, stop_loss_position: 'upper' })).toMatchObject({
      stop_loss_percent: 7.5,
      stop_loss_position: 'upper',
    });
    // The editor may post back the whole object it read.
    const { strategy_id: _sid, ...whole } = await ok(trader, 'GET', `/api/strategies/${id}`);
    expect(await ok(trader, 'PUT', `/api/strategies/${id}`, { ...whole, stop_loss_position: null, name: 'Whole' })).toMatchObject({
      name: 'Whole',
      stop_loss_position: null,
    });
    const second = await ok(trader, 'POST', '/api/strategies', strategyPayload({ name: 'Exit target' }), 201);
    expect(await ok(trader, 'PUT', `/api/strategies/${id}`, { exit_strategy_upper: String(second.strategy_id) })).toMatchObject({
      exit_strategy_upper: String(second.strategy_id),
    });
    expect(await ok(trader, 'DELETE', `/api/strategies/${second.strategy_id}`)).toMatchObject({ strategy_id: second.strategy_id });
    expect(await ok(trader, 'GET', `/api/strategies/${id}`)).toMatchObject({ exit_strategy_upper: 'current' });
    expect((await t.call(trader, { method: 'GET', url: `/api/strategies/${second.strategy_id}` })).statusCode).toBe(404);
  });

  it('bots: create, list, one, settings, update, toggle, start, stop, restart, logs, alerts, wallet, delete', async () => {
    const strategy = await ok(trader, 'POST', '/api/strategies', strategyPayload(), 201);
    const bot = await ok(trader, 'POST', '/api/bots', botPayload({ strategy_id: strategy.strategy_id }), 201);
    expect(bot).toMatchObject({
      name: 'Test bot',
      status: 'stopped',
      running: false,
      network: 'arbitrum',
      symbol: 'ETH/USDT',
      strategy: 'Strat',
    });
    expect(bot.strategy_details).toMatchObject({ strategy_type: 'liquidity_mining', max_positions: 3 });
    for (const key of ['total_pnl', 'daily_pnl', 'mtd_pnl', 'win_rate', 'total_trades', 'avg_trade_size', 'sharpe'])
      expect(typeof bot[key]).toBe('number');
    const id = bot.bot_id;
    expect(Array.isArray(await ok(trader, 'GET', '/api/bots'))).toBe(true);
    expect(await ok(trader, 'GET', `/api/bots/${id}`)).toMatchObject({ bot_id: id });
    expect(await ok(trader, 'GET', `/api/bots/${id}/settings`)).toMatchObject({
      bot_id: id,
      has_private_key: true,
      strategy_id: strategy.strategy_id,
    });
    expect(await ok(trader, 'PUT', `/api/bots/${id}`, { name: 'Renamed bot', private_key: '' })).toMatchObject({ name: 'Renamed bot' });
    expect(await ok(trader, 'PUT', `/api/bots/${id}`, { strategy_id: null })).toMatchObject({ strategy_id: null, strategy: null });
    expect(await ok(trader, 'PUT', `/api/bots/${id}/toggle`)).toMatchObject({ running: true, status: 'running' });
    expect(await ok(trader, 'PUT', `/api/bots/${id}/toggle`)).toMatchObject({ running: false, status: 'stopped' });
    expect(await ok(trader, 'POST', `/api/bots/${id}/start`)).toMatchObject({ running: true });
    expect(await ok(trader, 'POST', `/api/bots/${id}/restart`)).toMatchObject({ running: true });
    expect(await ok(trader, 'POST', `/api/bots/${id}/stop`)).toMatchObject({ running: false });
    const logs = await ok(trader, 'GET', `/api/bots/${id}/logs?limit=3`);
    expect(logs).toHaveLength(3);
    expect(logs[0]).toMatchObject({ bot_id: id, level: 'info', message: expect.any(String), timestamp: expect.any(String) });
    expect(Array.isArray(await ok(trader, 'GET', `/api/bots/${id}/alerts`))).toBe(true);
    const balance = await ok(trader, 'GET', `/api/bots/${id}/wallet/balance`);
    expect(balance).toMatchObject({ bot_id: id, balances: [{ token: 'USDT', amount: 1000, usd_value: 1000 }], total_usd: 1000 });
    expect(await ok(trader, 'GET', `/api/bots/${id}/wallet/balance/usdt`)).toMatchObject({ token: 'USDT', amount: 1000 });
    expect(await ok(trader, 'GET', `/api/bots/${id}/wallet/balance/ETH`)).toMatchObject({ token: 'ETH', amount: 0 });
    expect((await ok(trader, 'GET', `/api/bots/${id}/wallet/transactions`))[0]).toMatchObject({
      type: 'deposit',
      token: 'USDT',
      amount: 1000,
    });
    expect(await ok(trader, 'DELETE', `/api/bots/${id}`)).toMatchObject({ bot_id: id });
    expect((await t.call(trader, { method: 'GET', url: `/api/bots/${id}` })).statusCode).toBe(404);
  });

  it('the mining-bot API: create with initial_investment, list, one, start, stop', async () => {
    const bot = await ok(trader, 'POST', '/api/mining-bots', botPayload({ initial_investment: 2500 }), 201);
    expect(bot.initial_investment).toBe(2500);
    const dflt = await ok(trader, 'POST', '/api/mining-bots', botPayload(), 201);
    expect(dflt.initial_investment).toBe(1000);
    expect((await ok(trader, 'GET', '/api/mining-bots')).map((b: { bot_id: number }) => b.bot_id)).toEqual(
      expect.arrayContaining([bot.bot_id, dflt.bot_id]),
    );
    expect(await ok(trader, 'GET', `/api/mining-bots/${bot.bot_id}`)).toMatchObject({ bot_id: bot.bot_id });
    expect(await ok(trader, 'POST', `/api/mining-bots/${bot.bot_id}/start`)).toMatchObject({ running: true });
    expect(await ok(trader, 'POST', `/api/mining-bots/${bot.bot_id}/stop`)).toMatchObject({ running: false });
    // The same bots as the legacy family.
    expect(await ok(trader, 'GET', `/api/bots/${bot.bot_id}`)).toMatchObject({ bot_id: bot.bot_id, initial_investment: 2500 });
  });

  it('mining: start on a strategy, list, stop with stop_type and reason', async () => {
    const strategy = await ok(trader, 'POST', '/api/strategies', strategyPayload({ name: 'Mine me' }), 201);
    const started = await ok(
      trader,
      'POST',
      '/api/mining/start',
      {
        strategy_id: strategy.strategy_id,
        network: 'arbitrum',
        initial_investment: 1500,
        wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        private_key: `0x${'3a'.repeat(32)}`,
        rpc_url: 'https://arb1.arbitrum.io/rpc',
      },
      201,
    );
    expect(started).toMatchObject({ running: true, strategy_id: strategy.strategy_id, initial_investment: 1500, name: 'Mine me' });
    const list = await ok(trader, 'GET', '/api/mining/list');
    expect(list.find((m: { bot_id: number }) => m.bot_id === started.bot_id)).toMatchObject({ strategy_name: 'Mine me', running: true });
    const stopped = await ok(trader, 'POST', '/api/mining/stop', {
      strategy_id: strategy.strategy_id,
      stop_type: 'graceful',
      reason: 'ручная остановка',
      check_stop_loss: false,
    });
    expect(stopped).toMatchObject({ stop_type: 'graceful', stopped_bot_ids: [started.bot_id] });
    expect(await ok(trader, 'GET', `/api/bots/${started.bot_id}/settings`)).toMatchObject({
      stop_type: 'graceful',
      stop_reason: 'ручная остановка',
    });
    expect(
      (await t.call(trader, { method: 'POST', url: '/api/mining/stop', payload: { strategy_id: strategy.strategy_id } })).statusCode,
    ).toBe(404);
  });

  it('hedge bots: create, list (with and without slash), one, settings, start, stop, delete', async () => {
    const created = await ok(trader, 'POST', '/api/hedge-bot/create', hedgePayload(), 201);
    expect(created).toMatchObject({ name: 'Hedge', status: 'stopped', gate_testnet: true, auto_rebalance: false, max_hedge_positions: 5 });
    const id = created.bot_id;
    expect((await ok(trader, 'GET', '/api/hedge-bot/')).map((b: { bot_id: number }) => b.bot_id)).toContain(id);
    expect((await ok(trader, 'GET', '/api/hedge-bot')).map((b: { bot_id: number }) => b.bot_id)).toContain(id);
    expect(await ok(trader, 'GET', `/api/hedge-bot/${id}`)).toMatchObject({ bot_id: id });
    expect(await ok(trader, 'PUT', `/api/hedge-bot/${id}/settings`, { stop_loss_percent: 7, gate_api_key: '' })).toMatchObject({
      stop_loss_percent: 7,
    });
    const whole = await ok(trader, 'GET', `/api/hedge-bot/${id}`);
    expect(await ok(trader, 'PUT', `/api/hedge-bot/${id}/settings`, { ...whole, status: 'running', auto_hedge: false })).toMatchObject({
      auto_hedge: false,
      status: 'stopped',
    });
    const bad = await t.call(trader, { method: 'PUT', url: `/api/hedge-bot/${id}/settings`, payload: { channel_upper: 100 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Верхняя граница канала должна быть больше цены открытия');
    expect(await ok(trader, 'POST', `/api/hedge-bot/${id}/start`)).toMatchObject({ status: 'running' });
    expect(await ok(trader, 'POST', `/api/hedge-bot/${id}/stop`)).toMatchObject({ status: 'stopped' });
    expect(await ok(trader, 'DELETE', `/api/hedge-bot/${id}`)).toMatchObject({ bot_id: id });
    expect((await t.call(trader, { method: 'GET', url: `/api/hedge-bot/${id}` })).statusCode).toBe(404);
  });

  it('hedge create answers the docs/product.md §5 messages joined by comma', async () => {
    const res = await t.call(trader, {
      method: 'POST',
      url: '/api/hedge-bot/create',
      payload: hedgePayload({ name: '  ', private_key: '', price_open: 0, gate_api_secret: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'Название бота обязательно, Приватный ключ обязателен, Цена открытия должна быть больше 0, Нижняя граница канала должна быть меньше цены открытия, API секрет Gate.io обязателен',
    );
  });

  it('bot create answers the docs/product.md §5 message for missing required fields', async () => {
    const res = await t.call(trader, { method: 'POST', url: '/api/bots', payload: botPayload({ private_key: '   ' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Пожалуйста, заполните все обязательные поля');
  });

  it('admin: users with search and filters, stats, ban and unban', async () => {
    const all = await ok(admin, 'GET', '/api/admin/users');
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(all[0]).sort()).toEqual([
      'api_rate_limit',
      'email',
      'last_login',
      'max_bots',
      'max_concurrent_bots',
      'role',
      'status',
      'total_bots_created',
      'user_id',
      'username',
    ]);
    expect((await ok(admin, 'GET', '/api/admin/users?search=trader')).map((u: { username: string }) => u.username).sort()).toEqual([
      'trader1',
      'trader2',
    ]);
    expect((await ok(admin, 'GET', '/api/admin/users?role=viewer')).map((u: { username: string }) => u.username)).toEqual(['watcher']);
    expect((await ok(admin, 'GET', '/api/admin/users?search=%25')).length).toBe(0); // % is literal, not a wildcard
    const stats = await ok(admin, 'GET', '/api/admin/stats');
    expect(stats).toMatchObject({
      totalUsers: expect.any(Number),
      activeUsers: expect.any(Number),
      totalBots: expect.any(Number),
      activeBots: expect.any(Number),
      totalTrades: expect.any(Number),
      systemUptime: 100,
      errorRate: expect.any(Number),
    });
    expect(stats.apiRequestsToday).toBeGreaterThan(0);
    // counts are batched in memory, yet the stats see every request at once (this one included)
    expect((await ok(admin, 'GET', '/api/admin/stats')).apiRequestsToday).toBe(stats.apiRequestsToday + 1);
    const watcherId = all.find((u: { username: string }) => u.username === 'watcher').user_id;
    expect(await ok(admin, 'PUT', `/api/admin/users/${watcherId}/status`, { status: 'suspended' })).toMatchObject({ status: 'suspended' });
    expect((await t.call(viewer, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(401); // sessions revoked
    expect((await ok(admin, 'GET', '/api/admin/users?status=suspended')).map((u: { username: string }) => u.username)).toEqual(['watcher']);
    expect(await ok(admin, 'PUT', `/api/admin/users/${watcherId}/status`, { status: 'active' })).toMatchObject({ status: 'active' });
    viewer = await t.login('watcher');
    const me = all.find((u: { username: string }) => u.username === 'boss').user_id;
    expect(
      (await t.call(admin, { method: 'PUT', url: `/api/admin/users/${me}/status`, payload: { status: 'suspended' } })).statusCode,
    ).toBe(400);
    expect((await t.call(admin, { method: 'PUT', url: '/api/admin/users/99999/status', payload: { status: 'active' } })).statusCode).toBe(
      404,
    );
  });
});

describe('ownership', () => {
  it("another user's bot, strategy and hedge bot are 404 for every action; admin sees and acts on all", async () => {
    const strategy = await ok(trader, 'POST', '/api/strategies', strategyPayload({ name: 'Mine' }), 201);
    const bot = await ok(trader, 'POST', '/api/bots', botPayload(), 201);
    const hedge = await ok(trader, 'POST', '/api/hedge-bot/create', hedgePayload(), 201);
    const attempts: Array<[string, string, object?]> = [
      ['GET', `/api/bots/${bot.bot_id}`],
      ['GET', `/api/bots/${bot.bot_id}/settings`],
      ['GET', `/api/bots/${bot.bot_id}/logs`],
      ['GET', `/api/bots/${bot.bot_id}/alerts`],
      ['GET', `/api/bots/${bot.bot_id}/wallet/balance`],
      ['GET', `/api/bots/${bot.bot_id}/wallet/balance/USDT`],
      ['GET', `/api/bots/${bot.bot_id}/wallet/transactions`],
      ['PUT', `/api/bots/${bot.bot_id}`, { name: 'x' }],
      ['PUT', `/api/bots/${bot.bot_id}/toggle`],
      ['POST', `/api/bots/${bot.bot_id}/start`],
      ['POST', `/api/bots/${bot.bot_id}/stop`],
      ['POST', `/api/bots/${bot.bot_id}/restart`],
      ['DELETE', `/api/bots/${bot.bot_id}`],
      ['GET', `/api/mining-bots/${bot.bot_id}`],
      ['POST', `/api/mining-bots/${bot.bot_id}/start`],
      ['GET', `/api/strategies/${strategy.strategy_id}`],
      ['PUT', `/api/strategies/${strategy.strategy_id}`, { name: 'x' }],
      ['DELETE', `/api/strategies/${strategy.strategy_id}`],
      [
        'POST',
        '/api/mining/start',
        { strategy_id: strategy.strategy_id, wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', private_key: 'k' },
      ],
      ['POST', '/api/bots', botPayload({ strategy_id: strategy.strategy_id })],
      ['GET', `/api/hedge-bot/${hedge.bot_id}`],
      ['PUT', `/api/hedge-bot/${hedge.bot_id}/settings`, { name: 'x' }],
      ['POST', `/api/hedge-bot/${hedge.bot_id}/start`],
      ['POST', `/api/hedge-bot/${hedge.bot_id}/stop`],
      ['DELETE', `/api/hedge-bot/${hedge.bot_id}`],
    ];
    const before = t.dump();
    for (const [method, url, payload] of attempts) {
      const res = await t.call(other, { method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().detail).toMatch(/не найден/);
    }
    expect(t.dump()).toBe(before);
    // Lists only hold the user's own objects.
    expect((await ok(other, 'GET', '/api/bots')).some((b: { bot_id: number }) => b.bot_id === bot.bot_id)).toBe(false);
    expect((await ok(other, 'GET', '/api/strategies')).some((s: { strategy_id: number }) => s.strategy_id === strategy.strategy_id)).toBe(
      false,
    );
    expect((await ok(other, 'GET', '/api/hedge-bot/')).some((b: { bot_id: number }) => b.bot_id === hedge.bot_id)).toBe(false);
    // Admin sees and acts on everyone's.
    expect((await ok(admin, 'GET', '/api/bots')).some((b: { bot_id: number }) => b.bot_id === bot.bot_id)).toBe(true);
    expect(await ok(admin, 'GET', `/api/strategies/${strategy.strategy_id}`)).toMatchObject({ name: 'Mine' });
    expect(await ok(admin, 'POST', `/api/hedge-bot/${hedge.bot_id}/start`)).toMatchObject({ status: 'running' });
    expect(await ok(admin, 'POST', `/api/bots/${bot.bot_id}/start`)).toMatchObject({ running: true });
    expect(await ok(admin, 'DELETE', `/api/bots/${bot.bot_id}`)).toMatchObject({ bot_id: bot.bot_id });
  });
});

describe('user limits', () => {
  it('max_bots counts creations (mining and hedge, deletions do not give slots back); max_concurrent_bots limits starts', async () => {
    await t.addUser('small', 'trader', { max_bots: 3, max_concurrent_bots: 1 });
    const small = await t.login('small');
    const a = await ok(small, 'POST', '/api/bots', botPayload(), 201);
    const b = await ok(small, 'POST', '/api/bots', botPayload(), 201);
    await ok(small, 'DELETE', `/api/bots/${b.bot_id}`);
    const h = await ok(small, 'POST', '/api/hedge-bot/create', hedgePayload(), 201);
    const before = t.dump();
    const refused = await t.call(small, { method: 'POST', url: '/api/bots', payload: botPayload() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/лимит созданных ботов \(3\)/);
    expect((await t.call(small, { method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload() })).statusCode).toBe(409);
    expect(t.dump()).toBe(before);
    expect(await ok(small, 'GET', '/api/profile/me')).toMatchObject({ total_bots_created: 3, max_bots: 3 });

    await ok(small, 'POST', `/api/bots/${a.bot_id}/start`);
    const second = await t.call(small, { method: 'POST', url: `/api/hedge-bot/${h.bot_id}/start` });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toMatch(/одновременно запущенных ботов \(1\)/);
    await ok(small, 'POST', `/api/bots/${a.bot_id}/stop`);
    expect(await ok(small, 'POST', `/api/hedge-bot/${h.bot_id}/start`)).toMatchObject({ status: 'running' });
    expect((await t.call(small, { method: 'PUT', url: `/api/bots/${a.bot_id}/toggle` })).statusCode).toBe(409);
  });
});

describe('avatar', () => {
  const multipart = (name: string, type: string, content: Buffer) => {
    const boundary = '----lpopsboundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);

  it('stores a PNG and serves it back; the profile carries its address', async () => {
    const res = await t.call(trader, { method: 'POST', url: '/api/profile/avatar', ...multipart('me.png', 'image/png', png) });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().avatar_url as string;
    expect(url).toMatch(/^\/api\/avatars\/\d+-[0-9a-f]{32}\.png$/);
    expect((await ok(trader, 'GET', '/api/profile/me')).avatar_url).toBe(url);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(png)).toBe(true);
  });

  it('accepts an image just under 1 MB (JPEG)', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1024 * 1024 - 1000, 7)]);
    const res = await t.call(trader, { method: 'POST', url: '/api/profile/avatar', ...multipart('me.jpg', 'image/jpeg', jpeg) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().avatar_url).toMatch(/\.jpg$/);
  });

  it('refuses what is not an image (whatever its declared type), a file over 1 MB, and no file', async () => {
    const before = t.dump();
    const text = await t.call(trader, {
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart('x.png', 'image/png', Buffer.from('<svg onload=alert(1)>')),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().detail).toMatch(/только изображения/);
    const big = await t.call(trader, {
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart('big.png', 'image/png', Buffer.concat([png, Buffer.alloc(1024 * 1024)])),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toMatch(/1 МБ/);
    const none = await t.call(trader, { method: 'POST', url: '/api/profile/avatar', payload: { file: 'x' } });
    expect(none.statusCode).toBe(400);
    expect(t.dump()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/../../app.sqlite' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/1-00000000000000000000000000000000.png' })).statusCode).toBe(404);
  });
});
