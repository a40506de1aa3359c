// Devices, rules and alerts over the API, and the whole path of an alert: a stop-loss exit forced
// in the simulator reaches a loopback push service encrypted for the subscribed device and
// decrypts to the expected Russian text. Endpoints that reach this machine or its network are
// refused (by name and by address), redirects are not followed, one user's devices and test
// messages are limited, and a removed device gets nothing more.
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_RULES } from '../../src/domain/rules/alerts/alertRules';
import type { AlertRulesBody } from '../../src/domain/contracts/push';
import { simInternals } from '../sim/engine/simulator';
import { addBot, addStrategy } from '../sim/testing/fixtures';
import { endpointHash } from '../push/store';
import { TestPushService } from '../push/testing/pushService';
import { makeTestApp, type TestApp } from './testSupport';

let t: TestApp;
let service: TestPushService;
const token = { trader: '', other: '' };
const ids = { trader: 0, other: 0 };

beforeAll(async () => {
  service = await TestPushService.start();
  t = await makeTestApp({ pushAllowLoopback: true });
  ids.trader = await t.addUser('push_trader', 'trader');
  ids.other = await t.addUser('push_other', 'trader');
  token.trader = await t.login('push_trader');
  token.other = await t.login('push_other');
  t.ctx.alerts.start(null);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const subscribe = (who: 'trader' | 'other', subscription: unknown, label = 'Телефон') =>
  t.call(token[who], { method: 'POST', url: '/api/push/subscriptions', payload: { subscription, label } });
const rules = (over: Partial<AlertRulesBody> = {}): AlertRulesBody => {
  const { updated_at: _ignored, ...body } = DEFAULT_ALERT_RULES;
  return { ...body, ...over };
};

describe('push API', () => {
  it('GET /api/push/public-key: the VAPID key, base64url of an uncompressed P-256 point, without a login', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    const key = Buffer.from(res.json().public_key, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('a device is one per browser, listed without its endpoint or keys, and only to its owner', async () => {
    const sub = service.subscribe('phone');
    expect(
      (await t.call(null, { method: 'POST', url: '/api/push/subscriptions', payload: { subscription: sub, label: 'x' } })).statusCode,
    ).toBe(401);
    const first = await subscribe('trader', sub);
    expect(first.statusCode).toBe(201);
    const again = await subscribe('trader', sub, 'Мой телефон');
    expect(again.json().id).toBe(first.json().id);
    const list = await t.call(token.trader, { method: 'GET', url: '/api/push/subscriptions' });
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: first.json().id,
        label: 'Мой телефон',
        enabled: true,
        service: new URL(service.origin).host,
        endpoint_hash: endpointHash(sub.endpoint),
      }),
    ]);
    expect(list.body).not.toContain(sub.keys.auth);
    expect(list.body).not.toContain(sub.endpoint);
    expect((await t.call(token.other, { method: 'GET', url: '/api/push/subscriptions' })).json()).toEqual([]);
    const id = first.json().id;
    expect(
      (await t.call(token.other, { method: 'PUT', url: `/api/push/subscriptions/${id}`, payload: { enabled: false } })).statusCode,
    ).toBe(404);
    // A rename is held to what a new device's name is: not blank, no hidden characters.
    const beforeRename = t.dump();
    for (const label of ['   ', 'Телефон\u202e', 'a\u0007b']) {
      const res = await t.call(token.trader, { method: 'PUT', url: `/api/push/subscriptions/${id}`, payload: { label } });
      expect(res.statusCode, JSON.stringify(label)).toBe(400);
      expect(res.json().detail).toMatch(/[а-яА-Я]/);
    }
    expect(t.dump()).toBe(beforeRename);
    expect((await t.call(token.other, { method: 'DELETE', url: `/api/push/subscriptions/${id}` })).statusCode).toBe(404);
  });

  it('refuses malformed subscriptions with a Russian detail and changes nothing', async () => {
    const before = t.dump();
    const sub = service.subscribe('bad');
    for (const payload of [
      { subscription: { ...sub, keys: { ...sub.keys, p256dh: 'short' } }, label: 'x' },
      { subscription: { ...sub, keys: { p256dh: sub.keys.p256dh } }, label: 'x' },
      { subscription: sub, label: '' },
      { subscription: sub, label: '   ' },
      { subscription: sub, label: 'Телефон\u202e' },
      { subscription: sub },
      { subscription: { ...sub, endpoint: 'https://10.1.2.3/push' }, label: 'x' },
      { subscription: { ...sub, endpoint: 'javascript:alert(1)' }, label: 'x' },
    ]) {
      const res = await t.call(token.trader, { method: 'POST', url: '/api/push/subscriptions', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toMatch(/[а-яА-Я]/);
    }
    expect(t.dump()).toBe(before);
  });

  it('rules: defaults stop-loss and bot error, saved per user, an unknown time zone refused', async () => {
    const got = await t.call(token.trader, { method: 'GET', url: '/api/notifications/rules' });
    expect(got.json()).toEqual(DEFAULT_ALERT_RULES);
    const bad = await t.call(token.trader, {
      method: 'PUT',
      url: '/api/notifications/rules',
      payload: rules({ time_zone: 'Mars/Olympus' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Неизвестный часовой пояс: Mars/Olympus');
    const negative = await t.call(token.trader, {
      method: 'PUT',
      url: '/api/notifications/rules',
      payload: rules({ daily_loss_usdt: -5 }),
    });
    expect(negative.statusCode).toBe(400);
    const wanted = rules({ kinds: { ...DEFAULT_ALERT_RULES.kinds, daily_loss: true }, daily_loss_usdt: 250, time_zone: 'Europe/Moscow' });
    const saved = await t.call(token.trader, { method: 'PUT', url: '/api/notifications/rules', payload: wanted });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...wanted, updated_at: expect.any(String) });
    expect((await t.call(token.other, { method: 'GET', url: '/api/notifications/rules' })).json().kinds.daily_loss).toBe(false);
    // any spelling of a zone is kept as its canonical name
    const spelt = await t.call(token.trader, {
      method: 'PUT',
      url: '/api/notifications/rules',
      payload: rules({ time_zone: 'eUROPE/mOSCOW' }),
    });
    expect(spelt.json().time_zone).toBe('Europe/Moscow');
    expect((await t.call(token.trader, { method: 'GET', url: '/api/notifications/rules' })).json().time_zone).toBe('Europe/Moscow');
    await t.call(token.trader, { method: 'PUT', url: '/api/notifications/rules', payload: rules() });
  });
});

describe('an alert from the simulator to the device', () => {
  it('a stop-loss exit of a narrow strategy reaches the push service encrypted for the device, decrypting to the alert', async () => {
    const sub = service.subscribe('trader-phone');
    const device = (await subscribe('trader', sub, 'Телефон трейдера')).json();
    const strategy = addStrategy(t.ctx.db, ids.trader, { channel_width: 1 });
    const bot = addBot(t.ctx.db, ids.trader, strategy, true, { name: 'Узкий бот' });
    const inner = simInternals(t.ctx.sim);
    t.ctx.sim.botStarted(bot);
    let clock = Date.now();
    for (let i = 0; i < 600 && service.to('trader-phone').length === 0; i++) {
      clock += 1000;
      inner.tickAt(clock, 30);
      t.ctx.alerts.drain();
      await t.ctx.push.sender.idle();
    }
    const [got] = service.to('trader-phone');
    expect(got, 'a stop-loss exit within 600 ticks').toBeDefined();
    const payload = got.payload as { type: string; user_id: number; alert: Record<string, unknown> };
    expect(payload.type).toBe('alert');
    expect(payload.user_id).toBe(ids.trader);
    const alert = payload.alert;
    expect(alert.kind).toBe('stop_loss');
    expect(alert.title).toBe('Стоп-лосс: Узкий бот');
    expect(alert.body).toMatch(
      /^ETH\/USDT: позиция #\d+ закрыта по (верхнему|нижнему) стоп-лоссу, цена [\d\s]+,\d{2}, результат [+−]?[\d\s]+,\d{2}\s\$$/,
    );
    expect(alert.url).toBe(`/mining/positions?bot=${bot}&position=${alert.position_id}`);
    expect(alert.tag).toBe(`position-${bot}-${alert.position_id}`);
    expect(JSON.stringify(payload)).not.toMatch(/private_key|wallet|token|password/i);
    expect(got.urgency).toBe('high');
    expect(got.topic).toBe(`position-${bot}-${alert.position_id}`);
    expect(got.ttl).toBe(12 * 3600);
    expect(got.vapid?.claims.aud).toBe(service.origin);
    // the device's delivery is noted; the alert is listed, unread, for the app
    const devices = (await t.call(token.trader, { method: 'GET', url: '/api/push/subscriptions' })).json();
    expect(devices.find((d: { id: number }) => d.id === device.id).last_success_at).not.toBeNull();
    const list = (await t.call(token.trader, { method: 'GET', url: '/api/notifications' })).json();
    expect(list.items[0]).toMatchObject({ id: alert.id, title: alert.title, read: false, quiet: false });
    expect(list.unread).toBeGreaterThanOrEqual(1);
    expect((await t.call(token.trader, { method: 'GET', url: '/api/notifications/unread' })).json().unread).toBe(list.unread);
    const read = await t.call(token.trader, { method: 'POST', url: '/api/notifications/read' });
    expect(read.json()).toEqual({ unread: 0 });
    expect((await t.call(token.other, { method: 'GET', url: '/api/notifications' })).json()).toEqual({ items: [], unread: 0 });
    t.ctx.sim.botStopped(bot, 'manual');
    t.ctx.alerts.drain();
  });

  it('a device switched off gets nothing; a device the push service answers 410 for is removed', async () => {
    const offSub = service.subscribe('off');
    const goneSub = service.subscribe('gone');
    const off = (await subscribe('other', offSub, 'Выключенный')).json();
    const gone = (await subscribe('other', goneSub, 'Старый браузер')).json();
    await t.call(token.other, { method: 'PUT', url: `/api/push/subscriptions/${off.id}`, payload: { enabled: false } });
    service.answer('gone', 410);
    const test = await t.call(token.other, { method: 'POST', url: `/api/push/subscriptions/${gone.id}/test` });
    expect(test.json()).toMatchObject({ queued: 1 });
    const refused = await t.call(token.other, { method: 'POST', url: `/api/push/subscriptions/${off.id}/test` });
    expect(refused.statusCode).toBe(409);
    await t.ctx.push.sender.idle();
    expect(service.to('gone')[0].payload).toMatchObject({ type: 'test', title: 'LP Ops: проверка' });
    expect(service.to('off')).toHaveLength(0);
    const left = (await t.call(token.other, { method: 'GET', url: '/api/push/subscriptions' })).json();
    expect(left.map((d: { id: number }) => d.id)).toEqual([off.id]);
  });

  it('quiet hours: the alert is listed as quiet and not pushed', async () => {
    const sub = service.subscribe('night');
    await subscribe('other', sub, 'Ночной телефон');
    const now = new Date();
    const hh = (h: number) => String((h + 24) % 24).padStart(2, '0');
    await t.call(token.other, {
      method: 'PUT',
      url: '/api/notifications/rules',
      payload: rules({
        quiet_hours: { enabled: true, start: `${hh(now.getUTCHours() - 1)}:00`, end: `${hh(now.getUTCHours() + 2)}:00` },
        time_zone: 'UTC',
      }),
    });
    const bot = addBot(t.ctx.db, ids.other, null, false, { name: 'Тихий' });
    t.ctx.alerts.receive({ type: 'bot_status', bot_id: bot, status: 'error', running: false, ts: Date.now() });
    t.ctx.alerts.drain();
    await t.ctx.push.sender.idle();
    const list = (await t.call(token.other, { method: 'GET', url: '/api/notifications' })).json();
    expect(list.items[0]).toMatchObject({ kind: 'bot_error', title: 'Ошибка бота: Тихий', quiet: true, url: `/mining/bots?bot=${bot}` });
    expect(service.to('night')).toHaveLength(0);
  });

  it('a logout stops the devices that login subscribed', async () => {
    const sub = service.subscribe('shared');
    const device = (await subscribe('trader', sub, 'Общий компьютер')).json();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username_or_email: 'push_trader', password: 'password123' },
    });
    const fresh = login.json();
    await t.call(fresh.access_token, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { subscription: sub, label: 'Общий компьютер' },
    });
    await t.call(null, { method: 'POST', url: '/api/auth/logout', payload: { refresh_token: fresh.refresh_token } });
    const list = (await t.call(token.trader, { method: 'GET', url: '/api/push/subscriptions' })).json();
    expect(list.map((d: { id: number }) => d.id)).not.toContain(device.id);
  });
});

/** A loopback HTTP server counting connections and answering as told. */
async function listener(
  answer: (res: http.ServerResponse) => void,
): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  let connections = 0;
  const server = http.createServer((_req, res) => answer(res));
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('push endpoints that would reach this machine or its network', () => {
  let strict: TestApp;
  let viewer: string;
  /** What the names below resolve to; a test may change it (a name that moves after subscribing). */
  const dns = new Map<string, string>([
    ['push.example.org', '93.184.215.14'],
    ['push.rebind.example.com', '127.0.0.1'],
    ['flip.example.com', '93.184.215.14'],
  ]);
  beforeAll(async () => {
    strict = await makeTestApp({}, undefined, undefined, {
      pushLookup: async (host) => {
        const address = dns.get(host);
        if (!address) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
        return [{ address, family: 4 }];
      },
    });
    await strict.addUser('push_viewer', 'viewer');
    viewer = await strict.login('push_viewer');
  });
  afterAll(async () => {
    await strict.close();
  });

  it('refuses local names, loopback spellings and names that resolve to this machine, and stores nothing', async () => {
    const keys = service.subscribe('strict').keys;
    const before = strict.dump();
    for (const endpoint of [
      'https://vm:18777/x',
      'https://runsc:443/x',
      'https://LOCALHOST.:18777/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://printer.local/x',
      'https://nas.lan/x',
      'https://[::127.0.0.1]/x',
      'https://[64:ff9b::7f00:1]/x',
      'https://push.rebind.example.com/x',
    ]) {
      const res = await strict.call(viewer, {
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { subscription: { endpoint, keys }, label: 'x' },
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().detail, endpoint).toBe('Адрес push-сервиса не принят: нужен https-адрес push-сервиса браузера');
    }
    expect(strict.dump()).toBe(before);
    const ok = await strict.call(viewer, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { subscription: { endpoint: 'https://push.example.org/send/1', keys }, label: 'Телефон' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('a name that moves to this machine after subscribing gets no connection when a message is sent', async () => {
    const victim = await listener((res) => res.writeHead(201).end());
    try {
      const keys = service.subscribe('flip').keys;
      const device = await strict.call(viewer, {
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { subscription: { endpoint: `https://flip.example.com:${victim.port}/x`, keys }, label: 'Планшет' },
      });
      expect(device.statusCode).toBe(201);
      dns.set('flip.example.com', '127.0.0.1');
      const test = await strict.call(viewer, { method: 'POST', url: `/api/push/subscriptions/${device.json().id}/test` });
      expect(test.json().queued).toBe(1);
      await strict.ctx.push.sender.idle();
      expect(victim.connections()).toBe(0);
      const listed = (await strict.call(viewer, { method: 'GET', url: '/api/push/subscriptions' })).json();
      expect(listed.find((d: { id: number }) => d.id === device.json().id)).toMatchObject({
        last_success_at: null,
        last_error: 'endpoint not allowed',
      });
    } finally {
      await victim.close();
    }
  });
});

describe('push limits and redirects', () => {
  it('a push service answering with a redirect: not followed, the device not marked delivered', async () => {
    const internal = await listener((res) => res.writeHead(200).end('internal-admin'));
    const redirecting = await listener((res) => res.writeHead(303, { location: `http://127.0.0.1:${internal.port}/internal-admin` }).end());
    try {
      const keys = service.subscribe('redirect').keys;
      const device = (
        await subscribe('other', { endpoint: `http://127.0.0.1:${redirecting.port}/push/redirect`, keys }, 'Перенаправление')
      ).json();
      await t.call(token.other, { method: 'POST', url: `/api/push/subscriptions/${device.id}/test` });
      await t.ctx.push.sender.idle();
      expect(redirecting.connections()).toBe(1);
      expect(internal.connections()).toBe(0);
      const listed = (await t.call(token.other, { method: 'GET', url: '/api/push/subscriptions' })).json();
      expect(listed.find((d: { id: number }) => d.id === device.id)).toMatchObject({ last_success_at: null, last_error: 'HTTP 303' });
      await t.call(token.other, { method: 'DELETE', url: `/api/push/subscriptions/${device.id}` });
    } finally {
      await internal.close();
      await redirecting.close();
    }
  });

  it('at most 10 devices a user (a known device may still re-subscribe), at most 5 test messages a minute', async () => {
    await t.addUser('push_many', 'viewer');
    const many = await t.login('push_many');
    const add = (name: string) =>
      t.call(many, { method: 'POST', url: '/api/push/subscriptions', payload: { subscription: service.subscribe(name), label: name } });
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await add(`many-${i}`);
      expect(res.statusCode, `device ${i + 1}`).toBe(201);
      ids.push(res.json().id);
    }
    const before = t.dump();
    const eleventh = await add('many-10');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().detail).toBe('Подключено слишком много устройств: не больше 10. Удалите ненужное в списке устройств');
    expect(t.dump()).toBe(before);
    expect((await add('many-3')).statusCode).toBe(201);

    const test = () => t.call(many, { method: 'POST', url: `/api/push/subscriptions/${ids[0]}/test` });
    for (let i = 0; i < 5; i++) expect((await test()).statusCode, `test ${i + 1}`).toBe(200);
    const sixth = await test();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toBe('Слишком много проверочных уведомлений: не больше 5 в минуту. Повторите позже');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(60);
    await t.ctx.push.sender.idle();
    expect(service.to('many-0')).toHaveLength(5);
  });

  it('removing a device drops what was waiting for it', async () => {
    await t.addUser('push_remover', 'viewer');
    const remover = await t.login('push_remover');
    const sub = service.subscribe('flaky-device');
    service.answer('flaky-device', 503, 503, 503, 503, 503);
    const device = (
      await t.call(remover, { method: 'POST', url: '/api/push/subscriptions', payload: { subscription: sub, label: 'Старый' } })
    ).json();
    await t.call(remover, { method: 'POST', url: `/api/push/subscriptions/${device.id}/test` });
    await service.waitFor(1, 'flaky-device');
    expect((await t.call(remover, { method: 'DELETE', url: `/api/push/subscriptions/${device.id}` })).statusCode).toBe(200);
    // Kept, its retries would take half a minute (2 s, 4 s, 8 s, 16 s): longer than this test may run.
    await t.ctx.push.sender.idle();
    expect(service.to('flaky-device')).toHaveLength(1);
  }, 10_000);
});
