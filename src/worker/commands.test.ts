import { describe, expect, it, vi } from 'vitest';
import { systemClock } from './clock';
import { runCommand, type CommandContext } from './commands';
import { ApiClient } from './http/apiClient';
import { HttpClient } from './http/httpClient';
import { MemoryAuthStore } from '../db/authStore';
import { TokenManager } from './session/tokenManager';
import { fakeFetch, type FakeHandler } from './testing/fakeFetch';

function setup(routes: Record<string, FakeHandler>, opts: { online?: boolean; miningAuth?: boolean } = {}) {
  const f = fakeFetch(routes);
  const http = new HttpClient({ fetch: f.fetch, baseUrl: 'http://test', clock: systemClock });
  const tokens = new TokenManager({ http, store: new MemoryAuthStore(), clock: systemClock, persist: async () => undefined });
  tokens.set({ accessToken: 'A', refreshToken: 'R', tokenExpiresAt: Date.now() + 1e6 });
  const refresh = vi.fn(async () => undefined);
  const userChanged = vi.fn(async () => undefined);
  const ctx: CommandContext = {
    api: new ApiClient({ http, tokens, clock: systemClock, onAuthLost: () => undefined }),
    miningAuth: async () => opts.miningAuth ?? false,
    online: () => opts.online ?? true,
    refresh,
    userChanged,
    endedEverywhere: async () => undefined,
  };
  return { f, ctx, refresh, userChanged };
}

const bot = {
  bot_id: 5,
  name: '',
  status: 'paused',
  running: false,
  network: 'polygon',
  symbol: '',
  wallet_address: '0x1',
  created_at: 'c',
  updated_at: 'u',
  strategy: null,
  strategy_details: null,
};

describe('commands', () => {
  it('offline, a command fails at once with the Russian message and sends nothing', async () => {
    const { f, ctx } = setup({ 'POST /api/bots/1/stop': () => ({ body: {} }) }, { online: false });
    await expect(runCommand(ctx, 'bot.stop', { id: 1 })).rejects.toEqual({
      detail: 'Нет соединения с сервером: действие не выполнено',
      status: 0,
    });
    expect(f.calls).toHaveLength(0);
  });

  it('a command that cannot reach the server fails with the same message (never queued)', async () => {
    const { f, ctx } = setup({ 'POST /api/bots/1/stop': () => 'network' });
    await expect(runCommand(ctx, 'bot.stop', { id: 1 })).rejects.toEqual({
      detail: 'Нет соединения с сервером: действие не выполнено',
      status: 0,
    });
    expect(f.calls).toHaveLength(1);
  });

  it('server errors keep their detail and status', async () => {
    const { ctx } = setup({ 'POST /api/hedge-bot/create': () => ({ status: 400, body: { detail: 'Название бота обязательно' } }) });
    await expect(runCommand(ctx, 'hedgeBot.create', { name: '' } as never)).rejects.toEqual({
      detail: 'Название бота обязательно',
      status: 400,
    });
  });

  it('toggle, delete and restart answer false on failure', async () => {
    const { ctx } = setup({
      'PUT /api/bots/1/toggle': () => ({ status: 500 }),
      'DELETE /api/bots/1': () => ({ status: 403, body: { detail: 'Недостаточно прав' } }),
      'POST /api/bots/1/restart': () => ({ status: 404 }),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await runCommand(ctx, 'bot.toggle', { id: 1 })).toBe(false);
    expect(await runCommand(ctx, 'bot.delete', { id: 1 })).toBe(false);
    expect(await runCommand(ctx, 'bot.restart', { id: 1 })).toBe(false);
    warn.mockRestore();
  });

  it('bot.create goes through the mining-bot API with initial_investment 1000 when authenticated, and returns the UI model', async () => {
    const { f, ctx, refresh, userChanged } = setup(
      {
        'POST /api/mining-bots': () => ({ status: 201, body: bot }),
        'GET /api/profile/me': () => ({ body: { user_id: 7, username: 'trader', total_bots_created: 3 } }),
      },
      { miningAuth: true },
    );
    const log = vi.spyOn(console, 'warn');
    const created = await runCommand(ctx, 'bot.create', {
      name: 'B',
      network: 'polygon',
      symbol: 'ETH/USDT',
      wallet_address: '0x1',
      private_key: 'pk-secret',
      rpc_url: 'https://rpc',
    });
    expect(f.calls[0].body).toMatchObject({ private_key: 'pk-secret', initial_investment: 1000 });
    expect(created).toMatchObject({
      id: 5,
      name: 'Без названия',
      symbol: 'ETH/USDT',
      kind: 'liquidity_mining',
      status: 'stopped',
      enabled: false,
      risk: 'LOW',
    });
    expect(JSON.stringify(created)).not.toContain('pk-secret');
    expect(JSON.stringify(log.mock.calls)).not.toContain('pk-secret');
    expect(refresh).toHaveBeenCalledWith('bots');
    await vi.waitFor(() => expect(userChanged).toHaveBeenCalledWith(expect.objectContaining({ total_bots_created: 3 })));
  });

  it('bot.update omits an empty private key', async () => {
    const { f, ctx } = setup({ 'PUT /api/bots/5': () => ({ body: bot }) });
    await runCommand(ctx, 'bot.update', { id: 5, changes: { name: 'X', private_key: '  ' } });
    expect(f.calls[0].body).toEqual({ name: 'X' });
  });

  it('strategy.save posts a new strategy without its id and with strategy_type liquidity_mining', async () => {
    const { f, ctx } = setup({ 'POST /api/strategies': (c) => ({ body: { ...(c.body as object), strategy_id: 3 } }) });
    const saved = await runCommand(ctx, 'strategy.save', { strategy_id: 'new', name: 'S' } as never);
    expect(f.calls[0].body).toEqual({ name: 'S', strategy_type: 'liquidity_mining' });
    expect(saved.strategy_id).toBe(3);
  });

  it('exports every position the history filters match, page by page, with the same filters', async () => {
    const rows = Array.from({ length: 2300 }, (_, i) => ({ token_id: i + 1 }));
    const { f, ctx } = setup({
      'GET /api/positions/history': (call) => {
        const q = new URL(call.url).searchParams;
        const offset = Number(q.get('offset'));
        return { body: { positions: rows.slice(offset, offset + Number(q.get('limit'))), total: rows.length } };
      },
    });
    const out = await runCommand(ctx, 'history.export', {
      status: 'closed',
      period: 'all',
      sort: 'pnl_asc',
      bot_id: 3,
      symbol: 'ETH/USDT',
    });
    expect(out.total).toBe(2300);
    expect(out.positions.map((p) => p.token_id)).toEqual(rows.map((r) => r.token_id));
    expect(f.calls.map((c) => c.path)).toEqual(
      [0, 1000, 2000].map((o) => `/api/positions/history?bot_id=3&symbol=ETH%2FUSDT&status=closed&limit=1000&offset=${o}&sort=pnl_asc`),
    );
  });

  it('creates, starts and stops carry an Idempotency-Key, the same one on the retry after a token refresh', async () => {
    let first = true;
    const { f, ctx } = setup({
      'POST /api/bots/1/start': () => {
        if (!first) return { body: {} };
        first = false;
        return { status: 401, body: { detail: 'expired' } };
      },
      'POST /api/auth/refresh': () => ({ body: { access_token: 'A2', refresh_token: 'R2', expires_in: 3600 } }),
      'POST /api/bots/2/stop': () => ({ body: {} }),
    });
    await runCommand(ctx, 'bot.start', { id: 1 });
    const starts = f.calls.filter((c) => c.path === '/api/bots/1/start');
    expect(starts).toHaveLength(2);
    expect(starts[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(starts[1].headers['Idempotency-Key']).toBe(starts[0].headers['Idempotency-Key']);
    await runCommand(ctx, 'bot.stop', { id: 2 });
    const stop = f.calls.find((c) => c.path === '/api/bots/2/stop');
    expect(stop?.headers['Idempotency-Key']).not.toBe(starts[0].headers['Idempotency-Key']);
  });

  it('a strategy edit names its version (If-Match); a save from another window since comes back as 412', async () => {
    const { f, ctx } = setup({
      'PUT /api/strategies/4': () => ({ status: 412, body: { detail: 'Стратегия изменена в другом окне' } }),
    });
    const strategy = { strategy_id: 4, version: 3, name: 'S' } as unknown as Parameters<typeof runCommand<'strategy.save'>>[2];
    await expect(runCommand(ctx, 'strategy.save', strategy)).rejects.toEqual({ detail: 'Стратегия изменена в другом окне', status: 412 });
    expect(f.calls[0].headers['If-Match']).toBe('"v3"');
  });
});
