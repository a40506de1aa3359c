// Malformed requests of every kind (wrong types, missing fields, huge strings, negative or NaN
// numbers, unknown enum values, unknown fields, bad ids in paths, bad query values, invalid JSON,
// wrong content type, oversize bodies) get 4xx with a Russian `detail` and change nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { botPayload, hedgePayload, makeTestApp, strategyPayload, type TestApp } from './testSupport';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

let t: TestApp;
const tok: Record<'trader' | 'admin', string> = { trader: '', admin: '' };
let botId = 0;
let hedgeId = 0;
let strategyId = 0;

beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser('trader1', 'trader');
  await t.addUser('root', 'admin');
  tok.trader = await t.login('trader1');
  tok.admin = await t.login('root');
  strategyId = (await t.call(tok.trader, { method: 'POST', url: '/api/strategies', payload: strategyPayload() })).json().strategy_id;
  botId = (await t.call(tok.trader, { method: 'POST', url: '/api/bots', payload: botPayload({ strategy_id: strategyId }) })).json().bot_id;
  hedgeId = (await t.call(tok.trader, { method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload() })).json().bot_id;
});
afterAll(async () => {
  await t.close();
});

interface Bad {
  what: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string | (() => string);
  payload?: unknown;
  raw?: string;
  contentType?: string;
  as?: 'trader' | 'admin' | null;
}

const HUGE = 'я'.repeat(20_000);
const with_ = (base: object, patch: object) => ({ ...base, ...patch });
const without = (base: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));

/** Per field: a value of the wrong type, and for strings a huge one. */
function fieldCases(
  what: string,
  method: Bad['method'],
  url: string | (() => string),
  base: Record<string, unknown>,
  fields: Record<string, 'string' | 'number' | 'boolean' | 'enum'>,
  as: Bad['as'] = 'trader',
): Bad[] {
  const out: Bad[] = [];
  for (const [field, kind] of Object.entries(fields)) {
    const wrong = kind === 'string' || kind === 'enum' ? 12345 : kind === 'number' ? 'NaN' : 'yes';
    out.push({ what: `${what}: ${field} of the wrong type`, method, url, payload: with_(base, { [field]: wrong }), as });
    if (kind === 'string') out.push({ what: `${what}: ${field} huge`, method, url, payload: with_(base, { [field]: HUGE }), as });
    if (kind === 'number') out.push({ what: `${what}: ${field} negative`, method, url, payload: with_(base, { [field]: -1e15 }), as });
    if (kind === 'enum')
      out.push({ what: `${what}: ${field} unknown value`, method, url, payload: with_(base, { [field]: 'bogus-value' }), as });
    out.push({ what: `${what}: ${field} as an object`, method, url, payload: with_(base, { [field]: { $gt: '' } }), as });
  }
  out.push({ what: `${what}: unknown field`, method, url, payload: with_(base, { is_admin: true }), as });
  return out;
}

const botUrl = () => `/api/bots/${botId}`;
const hedgeUrl =
  (s = '') =>
  () =>
    `/api/hedge-bot/${hedgeId}${s}`;

const CASES: Bad[] = [
  // ---- auth ----
  { what: 'login without password', method: 'POST', url: '/api/auth/login', payload: { username_or_email: 'trader1' }, as: null },
  { what: 'login without login', method: 'POST', url: '/api/auth/login', payload: { password: 'x' }, as: null },
  { what: 'login as an array', method: 'POST', url: '/api/auth/login', payload: ['trader1', 'password123'], as: null },
  ...fieldCases(
    'login',
    'POST',
    '/api/auth/login',
    { username_or_email: 'trader1', password: 'password123' },
    { username_or_email: 'string', password: 'string' },
    null,
  ),
  { what: 'login with empty strings', method: 'POST', url: '/api/auth/login', payload: { username_or_email: '', password: '' }, as: null },
  {
    what: 'register with a short password',
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'newuser', email: 'n@example.com', password: 'short' },
    as: null,
  },
  {
    what: 'register with a bad e-mail',
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'newuser', email: 'not-an-email', password: 'long-password' },
    as: null,
  },
  {
    what: 'register with a bad username',
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'a b<script>', email: 'n@example.com', password: 'long-password' },
    as: null,
  },
  {
    what: 'register choosing a role',
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'newuser', email: 'n@example.com', password: 'long-password', role: 'admin' },
    as: null,
  },
  {
    what: 'register without e-mail',
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'newuser', password: 'long-password' },
    as: null,
  },
  { what: 'verify-email without token', method: 'POST', url: '/api/auth/verify-email', payload: {}, as: null },
  { what: 'verify-email token number', method: 'POST', url: '/api/auth/verify-email', payload: { token: 5 }, as: null },
  { what: 'verify-email unknown token', method: 'POST', url: '/api/auth/verify-email', payload: { token: 'nope' }, as: null },
  { what: 'forgot-password huge e-mail', method: 'POST', url: '/api/auth/forgot-password', payload: { email: HUGE }, as: null },
  { what: 'forgot-password no body', method: 'POST', url: '/api/auth/forgot-password', as: null },
  {
    what: 'reset-password short password',
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: 'x', new_password: '1' },
    as: null,
  },
  {
    what: 'reset-password unknown token',
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: 'x', new_password: 'long-password' },
    as: null,
  },
  { what: 'refresh with a junk body', method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: 7 }, as: null },
  // ---- profile ----
  { what: 'profile empty update', method: 'PUT', url: '/api/profile/me', payload: {} },
  { what: 'profile bad e-mail', method: 'PUT', url: '/api/profile/me', payload: { email: 'x@' } },
  { what: 'profile bad username', method: 'PUT', url: '/api/profile/me', payload: { username: '' } },
  { what: 'profile huge name', method: 'PUT', url: '/api/profile/me', payload: { full_name: HUGE } },
  { what: 'profile unknown field', method: 'PUT', url: '/api/profile/me', payload: { password_hash: 'x' } },
  { what: 'avatar as JSON', method: 'POST', url: '/api/profile/avatar', payload: { file: 'x' } },
  { what: 'avatar multipart without boundary', method: 'POST', url: '/api/profile/avatar', raw: 'abc', contentType: 'multipart/form-data' },
  {
    what: 'avatar multipart garbage',
    method: 'POST',
    url: '/api/profile/avatar',
    raw: 'garbage',
    contentType: 'multipart/form-data; boundary=xyz',
  },
  {
    what: 'avatar multipart truncated',
    method: 'POST',
    url: '/api/profile/avatar',
    raw: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    contentType: 'multipart/form-data; boundary=xyz',
  },
  {
    what: 'avatar multipart field only',
    method: 'POST',
    url: '/api/profile/avatar',
    raw: '--xyz\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--xyz--\r\n',
    contentType: 'multipart/form-data; boundary=xyz',
  },
  // ---- bots ----
  ...fieldCases('bot create', 'POST', '/api/bots', botPayload(), {
    name: 'string',
    wallet_address: 'string',
    private_key: 'string',
    rpc_url: 'string',
    network: 'enum',
    symbol: 'enum',
    initial_investment: 'number',
  }),
  { what: 'bot create without private key', method: 'POST', url: '/api/bots', payload: without(botPayload(), 'private_key') },
  { what: 'bot create blank name', method: 'POST', url: '/api/bots', payload: botPayload({ name: '   ' }) },
  { what: 'bot create rpc not a URL', method: 'POST', url: '/api/bots', payload: botPayload({ rpc_url: 'javascript:alert(1)' }) },
  { what: 'bot create strategy id negative', method: 'POST', url: '/api/bots', payload: botPayload({ strategy_id: -3 }) },
  { what: 'bot create strategy id float', method: 'POST', url: '/api/bots', payload: botPayload({ strategy_id: 1.5 }) },
  { what: 'bot create network base-case', method: 'POST', url: '/api/bots', payload: botPayload({ network: 'ARBITRUM' }) },
  { what: 'bot create investment zero', method: 'POST', url: '/api/bots', payload: botPayload({ initial_investment: 0 }) },
  { what: 'bot create investment huge', method: 'POST', url: '/api/bots', payload: botPayload({ initial_investment: 1e300 }) },
  ...fieldCases(
    'bot update',
    'PUT',
    botUrl,
    { name: 'ok' },
    { name: 'string', network: 'enum', symbol: 'enum', wallet_address: 'string', rpc_url: 'string' },
  ),
  { what: 'bot update empty', method: 'PUT', url: botUrl, payload: {} },
  { what: 'bot update blank wallet', method: 'PUT', url: botUrl, payload: { wallet_address: '' } },
  { what: 'bot update bad rpc', method: 'PUT', url: botUrl, payload: { rpc_url: 'ftp://x' } },
  { what: 'bot id letters', method: 'GET', url: '/api/bots/abc' },
  { what: 'bot id zero', method: 'GET', url: '/api/bots/0' },
  { what: 'bot id negative', method: 'POST', url: '/api/bots/-1/start' },
  { what: 'bot id float', method: 'DELETE', url: '/api/bots/1.5' },
  { what: 'bot id overflow', method: 'PUT', url: '/api/bots/99999999999999999999/toggle' },
  { what: 'bot id with SQL', method: 'GET', url: '/api/bots/1%20OR%201=1' },
  { what: 'bot id NUL', method: 'GET', url: '/api/bots/%00' },
  { what: 'logs limit negative', method: 'GET', url: () => `${botUrl()}/logs?limit=-1` },
  { what: 'logs limit letters', method: 'GET', url: () => `${botUrl()}/logs?limit=abc` },
  { what: 'logs limit huge', method: 'GET', url: () => `${botUrl()}/logs?limit=100000000` },
  { what: 'logs limit NaN', method: 'GET', url: () => `${botUrl()}/logs?limit=NaN` },
  { what: 'logs unknown query', method: 'GET', url: () => `${botUrl()}/logs?drop=1` },
  { what: 'alerts offset negative', method: 'GET', url: () => `${botUrl()}/alerts?offset=-5` },
  { what: 'wallet token with dots', method: 'GET', url: () => `${botUrl()}/wallet/balance/..%2F..` },
  { what: 'wallet token too long', method: 'GET', url: () => `${botUrl()}/wallet/balance/ABCDEFGHIJKLMNOP` },
  { what: 'bots list unknown query', method: 'GET', url: '/api/bots?user_id=1' },
  // ---- mining-bot API and mining ----
  { what: 'mining-bot create without wallet', method: 'POST', url: '/api/mining-bots', payload: without(botPayload(), 'wallet_address') },
  {
    what: 'mining-bot create investment string',
    method: 'POST',
    url: '/api/mining-bots',
    payload: botPayload({ initial_investment: '1000' }),
  },
  { what: 'mining-bot id letters', method: 'POST', url: '/api/mining-bots/x/start' },
  { what: 'mining start without strategy', method: 'POST', url: '/api/mining/start', payload: { wallet_address: '0x1', private_key: 'k' } },
  {
    what: 'mining start strategy as string',
    method: 'POST',
    url: '/api/mining/start',
    payload: { strategy_id: '1', wallet_address: '0x1', private_key: 'k' },
  },
  { what: 'mining start without key', method: 'POST', url: '/api/mining/start', payload: { strategy_id: 1, wallet_address: '0x1' } },
  { what: 'mining stop unknown stop_type', method: 'POST', url: '/api/mining/stop', payload: { strategy_id: 1, stop_type: 'explode' } },
  {
    what: 'mining stop check_stop_loss string',
    method: 'POST',
    url: '/api/mining/stop',
    payload: { strategy_id: 1, check_stop_loss: 'yes' },
  },
  // ---- strategies ----
  ...fieldCases('strategy create', 'POST', '/api/strategies', strategyPayload(), {
    name: 'string',
    description: 'string',
    channel_width: 'number',
    channel_width_unit: 'enum',
    stops_unit: 'enum',
    is_active: 'boolean',
    position_size_percent: 'number',
  }),
  { what: 'strategy create blank name', method: 'POST', url: '/api/strategies', payload: strategyPayload({ name: ' ' }) },
  { what: 'strategy create bad symbol', method: 'POST', url: '/api/strategies', payload: strategyPayload({ symbol: 'eth/usdt; drop' }) },
  {
    what: 'strategy create percent over 100',
    method: 'POST',
    url: '/api/strategies',
    payload: strategyPayload({ upper_channel_percent: 150 }),
  },
  { what: 'strategy create stops not a list', method: 'POST', url: '/api/strategies', payload: strategyPayload({ upper_stop_losses: 5 }) },
  {
    what: 'strategy create stops with text',
    method: 'POST',
    url: '/api/strategies',
    payload: strategyPayload({ lower_stop_losses: ['a'] }),
  },
  {
    what: 'strategy create too many stops',
    method: 'POST',
    url: '/api/strategies',
    payload: strategyPayload({ lower_stop_losses_percent: Array(50).fill(1) }),
  },
  {
    what: 'strategy create bad exit',
    method: 'POST',
    url: '/api/strategies',
    payload: strategyPayload({ exit_strategy_upper: 'sell-all' }),
  },
  {
    what: 'strategy create exit to unknown',
    method: 'POST',
    url: '/api/strategies',
    payload: strategyPayload({ exit_strategy_lower: '424242' }),
  },
  { what: 'strategy create max_positions 0', method: 'POST', url: '/api/strategies', payload: strategyPayload({ max_positions: 0 }) },
  { what: 'strategy update empty', method: 'PUT', url: () => `/api/strategies/${strategyId}`, payload: {} },
  {
    what: 'strategy update stop-loss negative',
    method: 'PUT',
    url: () => `/api/strategies/${strategyId}`,
    payload: { stop_loss_percent: -5, stop_loss_position: 'upper' },
  },
  {
    what: 'strategy update unknown stop position',
    method: 'PUT',
    url: () => `/api/strategies/${strategyId}`,
    payload: { stop_loss_percent: 5, stop_loss_position: 'middle' },
  },
  {
    what: 'strategy update exit to itself',
    method: 'PUT',
    url: () => `/api/strategies/${strategyId}`,
    payload: { exit_strategy_upper: String(strategyId) },
  },
  { what: 'strategy id letters', method: 'DELETE', url: '/api/strategies/abc' },
  // ---- hedge bots ----
  ...fieldCases('hedge create', 'POST', '/api/hedge-bot/create', hedgePayload(), {
    name: 'string',
    symbol: 'string',
    private_key: 'string',
    gate_api_key: 'string',
    price_open: 'number',
    usdt_start: 'number',
    gate_testnet: 'boolean',
    auto_hedge: 'boolean',
  }),
  { what: 'hedge create unknown symbol', method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload({ symbol: 'DOGEUSDT' }) },
  { what: 'hedge create unknown network', method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload({ network: 'solana' }) },
  {
    what: 'hedge create unknown interval',
    method: 'POST',
    url: '/api/hedge-bot/create',
    payload: hedgePayload({ analysis_interval: '2h' }),
  },
  { what: 'hedge create upper below open', method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload({ channel_upper: 2000 }) },
  { what: 'hedge create lower above open', method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload({ channel_lower: 5000 }) },
  { what: 'hedge create 0 ETH', method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload({ eth_start: 0 }) },
  { what: 'hedge create 21 positions', method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload({ max_hedge_positions: 21 }) },
  { what: 'hedge create 1.5 positions', method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload({ max_hedge_positions: 1.5 }) },
  { what: 'hedge create stop-loss 60', method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload({ stop_loss_percent: 60 }) },
  { what: 'hedge create blank secret', method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload({ gate_api_secret: '   ' }) },
  { what: 'hedge create rpc not a URL', method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload({ rpc_url: 'not a url' }) },
  { what: 'hedge create missing everything', method: 'POST', url: '/api/hedge-bot/create', payload: {} },
  { what: 'hedge settings empty', method: 'PUT', url: hedgeUrl('/settings'), payload: {} },
  { what: 'hedge settings lower above upper', method: 'PUT', url: hedgeUrl('/settings'), payload: { channel_lower: 3200 } },
  { what: 'hedge settings blank name', method: 'PUT', url: hedgeUrl('/settings'), payload: { name: '' } },
  { what: 'hedge settings unknown field', method: 'PUT', url: hedgeUrl('/settings'), payload: { owner_id: 1 } },
  {
    what: 'hedge settings only ignored fields',
    method: 'PUT',
    url: hedgeUrl('/settings'),
    payload: { status: 'running', channel_upper: 1 },
  },
  { what: 'hedge id letters', method: 'POST', url: '/api/hedge-bot/abc/start' },
  { what: 'hedge id negative', method: 'DELETE', url: '/api/hedge-bot/-7' },
  { what: 'hedge list unknown query', method: 'GET', url: '/api/hedge-bot/?all=1' },
  // ---- admin ----
  { what: 'admin status unknown', method: 'PUT', url: '/api/admin/users/1/status', payload: { status: 'god' }, as: 'admin' },
  { what: 'admin status missing', method: 'PUT', url: '/api/admin/users/1/status', payload: {}, as: 'admin' },
  { what: 'admin status boolean', method: 'PUT', url: '/api/admin/users/1/status', payload: { status: true }, as: 'admin' },
  {
    what: 'admin status extra field',
    method: 'PUT',
    url: '/api/admin/users/1/status',
    payload: { status: 'active', role: 'admin' },
    as: 'admin',
  },
  { what: 'admin user id letters', method: 'PUT', url: '/api/admin/users/me/status', payload: { status: 'active' }, as: 'admin' },
  { what: 'admin users unknown role', method: 'GET', url: '/api/admin/users?role=root', as: 'admin' },
  { what: 'admin users unknown status', method: 'GET', url: '/api/admin/users?status=deleted', as: 'admin' },
  { what: 'admin users huge search', method: 'GET', url: `/api/admin/users?search=${'a'.repeat(500)}`, as: 'admin' },
  { what: 'admin stats unknown query', method: 'GET', url: '/api/admin/stats?x=1', as: 'admin' },
  // ---- wire level ----
  { what: 'invalid JSON', method: 'POST', url: '/api/bots', raw: '{"name": "x",', contentType: 'application/json' },
  {
    what: 'invalid JSON on login',
    method: 'POST',
    url: '/api/auth/login',
    raw: '{username_or_email: trader1}',
    contentType: 'application/json',
    as: null,
  },
  {
    what: 'JSON with __proto__',
    method: 'POST',
    url: '/api/strategies',
    raw: '{"name":"p","__proto__":{"is_admin":true}}',
    contentType: 'application/json',
  },
  { what: 'text/plain body', method: 'POST', url: '/api/bots', raw: 'name=x', contentType: 'text/plain' },
  {
    what: 'form-encoded body',
    method: 'POST',
    url: '/api/auth/login',
    raw: 'username_or_email=trader1&password=password123',
    contentType: 'application/x-www-form-urlencoded',
    as: null,
  },
  { what: 'XML body', method: 'PUT', url: '/api/profile/me', raw: '<user><full_name>x</full_name></user>', contentType: 'application/xml' },
  {
    what: 'JSON string instead of object',
    method: 'POST',
    url: '/api/strategies',
    raw: '"just a string"',
    contentType: 'application/json',
  },
  {
    what: 'JSON null body where one is required',
    method: 'POST',
    url: '/api/hedge-bot/create',
    raw: 'null',
    contentType: 'application/json',
  },
  {
    what: 'oversize body',
    method: 'POST',
    url: '/api/bots',
    raw: JSON.stringify(botPayload({ name: 'x'.repeat(200_000) })),
    contentType: 'application/json',
  },
  {
    what: 'oversize login',
    method: 'POST',
    url: '/api/auth/login',
    raw: JSON.stringify({ username_or_email: 'a', password: 'p'.repeat(100_000) }),
    contentType: 'application/json',
    as: null,
  },
];

describe('bad input', () => {
  it(`answers ${CASES.length} malformed requests with 4xx and a Russian detail, changing nothing`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(100);
    const before = t.dump();
    const failures: string[] = [];
    for (const c of CASES) {
      const as = c.as === undefined ? 'trader' : c.as;
      const headers: Record<string, string> = {};
      if (as) headers.authorization = `Bearer ${tok[as]}`;
      if (c.contentType) headers['content-type'] = c.contentType;
      const url = typeof c.url === 'function' ? c.url() : c.url;
      const res = await t.app.inject({
        method: c.method,
        url,
        headers,
        ...(c.raw !== undefined ? { payload: c.raw } : c.payload !== undefined ? { payload: c.payload as object } : {}),
      });
      let detail: unknown;
      try {
        detail = res.json().detail;
      } catch {
        detail = undefined;
      }
      if (process.env.SHOW_BAD) console.info(`${res.statusCode} ${c.what}: ${String(detail)}`);
      if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${c.what}: status ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (typeof detail !== 'string' || !/[а-яё]/i.test(detail)) failures.push(`${c.what}: detail ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(t.dump()).toBe(before);
  });

  it('names the field in the validation message', async () => {
    const res = await t.call(tok.trader, { method: 'POST', url: '/api/bots', payload: botPayload({ network: 'mars' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Недопустимое значение поля «network» в теле запроса: допустимо arbitrum, ethereum, polygon, bsc, base');
    const q = await t.call(tok.trader, { method: 'GET', url: `/api/bots/${botId}/logs?limit=0` });
    expect(q.json().detail).toBe('Значение поля «limit» в параметрах запроса должно быть не меньше 1');
    const extra = await t.call(tok.trader, { method: 'PUT', url: `/api/bots/${botId}`, payload: { owner: 1 } });
    expect(extra.json().detail).toBe('Неизвестное поле «owner» в теле запроса');
  });
});
