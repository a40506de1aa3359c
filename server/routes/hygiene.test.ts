// Input hygiene on the server (issue 18; the rules are src/domain/rules/input/inputHygiene.ts, shared with the
// forms): names without control, bidi or zero-width characters; private keys 0x + 64 hex; exchange
// secrets kept byte for byte, lone surrogates refused; node URLs not pointing at loopback,
// link-local or private addresses unless ALLOW_PRIVATE_RPC=1. Every refusal changes nothing.
// Retries that cannot duplicate: Idempotency-Key on create/start/stop, ETag and If-Match on strategies.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INPUT_MESSAGES } from '../../src/domain/rules/input/inputHygiene';
import { botPayload, hedgePayload, makeTestApp, strategyPayload, type TestApp } from './testSupport';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser('typist', 'trader');
  token = await t.login('typist');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.call(token, { method, url, ...(payload ? { payload } : {}), headers });

describe('input hygiene', () => {
  it('refuses hidden characters in names, malformed keys, broken secrets and private node addresses', async () => {
    const cases: Array<[string, string, object, string]> = [
      ['bot name with a bidi override', '/api/bots', botPayload({ name: 'Bot \u202egnp.exe' }), INPUT_MESSAGES.hiddenCharacters],
      ['bot name with a zero-width space', '/api/bots', botPayload({ name: 'Bo\u200bt' }), INPUT_MESSAGES.hiddenCharacters],
      ['bot name with a control character', '/api/bots', botPayload({ name: 'Bot\u0007' }), INPUT_MESSAGES.hiddenCharacters],
      ['private key not hex', '/api/bots', botPayload({ private_key: 'my-key' }), INPUT_MESSAGES.privateKey],
      ['private key too short', '/api/mining-bots', botPayload({ private_key: `0x${'a'.repeat(63)}` }), INPUT_MESSAGES.privateKey],
      ['loopback node', '/api/bots', botPayload({ rpc_url: 'http://127.0.0.1:8545' }), INPUT_MESSAGES.rpcPrivate],
      ['link-local node', '/api/bots', botPayload({ rpc_url: 'http://169.254.169.254/latest' }), INPUT_MESSAGES.rpcPrivate],
      ['private node', '/api/bots', botPayload({ rpc_url: 'https://10.1.2.3/rpc' }), INPUT_MESSAGES.rpcPrivate],
      ['IPv6 loopback node', '/api/bots', botPayload({ rpc_url: 'http://[::1]:8545' }), INPUT_MESSAGES.rpcPrivate],
      ['localhost node', '/api/bots', botPayload({ rpc_url: 'ws://localhost:8546' }), INPUT_MESSAGES.rpcPrivate],
      ['not a node URL', '/api/bots', botPayload({ rpc_url: 'ftp://node.example' }), INPUT_MESSAGES.rpcUrl],
      ['hedge name with an isolate', '/api/hedge-bot/create', hedgePayload({ name: 'Hedge\u2066x' }), INPUT_MESSAGES.hiddenCharacters],
      [
        'hedge secret with a lone surrogate',
        '/api/hedge-bot/create',
        hedgePayload({ gate_api_secret: 'abc\ud800def' }),
        INPUT_MESSAGES.secret,
      ],
      ['hedge key with a control character', '/api/hedge-bot/create', hedgePayload({ gate_api_key: 'key\u0000x' }), INPUT_MESSAGES.secret],
      ['hedge private node', '/api/hedge-bot/create', hedgePayload({ rpc_url: 'http://192.168.1.5' }), INPUT_MESSAGES.rpcPrivate],
      [
        'strategy name with a zero-width joiner',
        '/api/strategies',
        strategyPayload({ name: 'St\u200drat' }),
        INPUT_MESSAGES.hiddenCharacters,
      ],
    ];
    const before = t.dump();
    for (const [what, url, payload, detail] of cases) {
      const res = await call('POST', url, payload);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().detail, what).toContain(detail);
    }
    const profile = await call('PUT', '/api/profile/me', { full_name: 'Ivan\u202eovonaI' });
    expect(profile.statusCode).toBe(400);
    expect(t.dump()).toBe(before);
  });

  it('one rule for every shown text: separators, fillers, tags, selectors, joiners, bidi, controls, lone surrogates', async () => {
    const hidden = [
      'a\u2028b',
      'a\u2029b',
      '\u3164',
      'x\u{E0041}\u{E007F}',
      'ok\ufe0f',
      'a\u034fb',
      'RLO\u202egnp',
      'BEL\u0007',
      'lone\ud800',
    ];
    const strategy = (await call('POST', '/api/strategies', strategyPayload({ name: 'Clean' }))).json().strategy_id;
    const bot = (await call('POST', '/api/bots', botPayload({ name: 'Clean bot' }))).json().bot_id;
    await t.addUser('hygiene_admin', 'admin');
    const admin = await t.login('hygiene_admin');
    const settings = (await t.call(admin, { method: 'GET', url: '/api/admin/settings' })).json();
    const device = {
      endpoint: 'https://push.example.org/send/hygiene',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    };
    const fields: Array<[string, (text: string) => Promise<{ statusCode: number; json(): { detail: string } }>]> = [
      ['bot name', (name) => call('POST', '/api/bots', botPayload({ name }))],
      ['bot rename', (name) => call('PUT', `/api/bots/${bot}`, { name })],
      ['mining bot name', (name) => call('POST', '/api/mining-bots', botPayload({ name }))],
      ['hedge bot name', (name) => call('POST', '/api/hedge-bot/create', hedgePayload({ name }))],
      ['strategy name', (name) => call('POST', '/api/strategies', strategyPayload({ name }))],
      ['strategy description', (description) => call('PUT', `/api/strategies/${strategy}`, { description })],
      ['full name', (full_name) => call('PUT', '/api/profile/me', { full_name })],
      ['device label', (label) => call('POST', '/api/push/subscriptions', { subscription: device, label })],
      ['stop reason', (reason) => call('POST', '/api/mining/stop', { strategy_id: strategy, reason })],
      ['system name', (system_name) => t.call(admin, { method: 'PUT', url: '/api/admin/settings', payload: { ...settings, system_name } })],
    ];
    const before = t.dump();
    for (const [what, send] of fields)
      for (const text of hidden) {
        const res = await send(text);
        expect(res.statusCode, `${what} ${JSON.stringify(text)}`).toBe(400);
        expect(res.json().detail, `${what} ${JSON.stringify(text)}`).toBe(INPUT_MESSAGES.hiddenCharacters);
      }
    expect(t.dump()).toBe(before);
  });

  it('node URLs: the IPv6 spellings of loopback and private addresses, and local names', async () => {
    const before = t.dump();
    for (const rpc_url of [
      'http://[::127.0.0.1]:8545',
      'http://[64:ff9b::7f00:1]:8545',
      'http://[::ffff:0:7f00:1]:8545',
      'http://[2002:7f00:1::]:8545',
      'http://[fec0::1]:8545',
      'http://[::ffff:10.0.0.1]/',
      'https://LOCALHOST./rpc',
      'https://metadata.google.internal/',
      'http://geth:8545',
    ]) {
      for (const [url, payload] of [
        ['/api/bots', botPayload({ rpc_url })],
        ['/api/hedge-bot/create', hedgePayload({ rpc_url })],
      ] as const) {
        const res = await call('POST', url, payload);
        expect(res.statusCode, `${url} ${rpc_url}`).toBe(400);
        expect(res.json().detail, `${url} ${rpc_url}`).toContain(INPUT_MESSAGES.rpcPrivate);
      }
    }
    expect(t.dump()).toBe(before);
  });

  it('keeps exchange secrets byte for byte, astral characters included', async () => {
    const secret = 'Sécret-🔑-42';
    const res = await call('POST', '/api/hedge-bot/create', hedgePayload({ gate_api_secret: secret }));
    expect(res.statusCode).toBe(201);
    const row = t.ctx.db.prepare('SELECT gate_api_secret_enc FROM hedge_bots WHERE bot_id = ?').get(res.json().bot_id) as {
      gate_api_secret_enc: string;
    };
    expect(t.ctx.secrets.open(row.gate_api_secret_enc)).toBe(secret);
  });

  it('takes private node addresses when ALLOW_PRIVATE_RPC=1', async () => {
    const open = await makeTestApp({ allowPrivateRpc: true });
    try {
      await open.addUser('local', 'trader');
      const res = await open.call(await open.login('local'), {
        method: 'POST',
        url: '/api/bots',
        payload: botPayload({ rpc_url: 'http://127.0.0.1:8545' }),
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await open.close();
    }
  });
});

describe('Idempotency-Key', () => {
  it('a retried create gets the first answer and makes one bot; the key on another request is refused', async () => {
    const key = { 'idempotency-key': 'create-bot-7f3a' };
    const first = await call('POST', '/api/bots', botPayload({ name: 'Once' }), key);
    const again = await call('POST', '/api/bots', botPayload({ name: 'Once' }), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const bots = (await call('GET', '/api/bots')).json() as Array<{ name: string }>;
    expect(bots.filter((b) => b.name === 'Once')).toHaveLength(1);
    const other = await call('POST', '/api/bots', botPayload({ name: 'Twice' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toMatch(/Idempotency-Key/);
  });

  it('a retried stop does not act twice; parallel copies run once', async () => {
    const bot = (await call('POST', '/api/bots', botPayload({ name: 'Starter' }))).json().bot_id;
    const key = { 'idempotency-key': 'start-1' };
    const runs = await Promise.all([1, 2, 3].map(() => call('POST', `/api/bots/${bot}/start`, undefined, key)));
    expect(runs.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(runs.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const logs = (await call('GET', `/api/bots/${bot}/logs`)).json() as Array<{ message: string }>;
    expect(logs.filter((l) => l.message.startsWith('Бот запущен'))).toHaveLength(1);
    // Another user's same key is another key.
    await t.addUser('neighbour', 'trader');
    const theirs = await t.call(await t.login('neighbour'), {
      method: 'POST',
      url: '/api/bots',
      payload: botPayload({ name: 'Theirs' }),
      headers: { 'idempotency-key': 'create-bot-7f3a' },
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().name).toBe('Theirs');
  });
});

describe('strategy ETag and If-Match', () => {
  it('a save from a stale copy answers 412 and changes nothing; a fresh one passes', async () => {
    const created = await call('POST', '/api/strategies', strategyPayload({ name: 'Shared' }));
    const id = created.json().strategy_id;
    const etag = (await call('GET', `/api/strategies/${id}`)).headers.etag as string;
    expect(etag).toBe('"v1"');
    const saved = await call('PUT', `/api/strategies/${id}`, { name: 'Window A' }, { 'if-match': etag });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"v2"');
    expect(saved.json().version).toBe(2);
    const before = t.dump();
    const stale = await call('PUT', `/api/strategies/${id}`, { name: 'Window B' }, { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().detail).toBe('Стратегия изменена в другом окне');
    expect(t.dump()).toBe(before);
    // If-Match compares strongly: a weak tag of the current version does not match either.
    expect((await call('PUT', `/api/strategies/${id}`, { name: 'Window B' }, { 'if-match': 'W/"v2"' })).statusCode).toBe(412);
    expect((await call('PUT', `/api/strategies/${id}`, { name: 'Window B' }, { 'if-match': 'W/"v2", "v2"' })).statusCode).toBe(200);
  });
});
