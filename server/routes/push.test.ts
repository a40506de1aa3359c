// Devices, rules and alerts over the API, and the whole path of an alert: a stop-loss exit forced
// in the simulator reaches a loopback push service encrypted for the subscribed device and
// decrypts to the expected Russian text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_RULES } from '../../src/domain/alertRules';
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
