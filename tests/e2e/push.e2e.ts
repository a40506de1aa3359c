// Alerts that reach the device (issue 23), in Chromium against the real backend: a push delivered
// to the service worker with the DevTools protocol shows the right notification and lands in the
// alerts list (read offline), its click opens the position; the settings list and remove devices
// and edit the rules.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page, Worker } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, waitForServiceWorker } from '../support/browser';
import { DEMO_PASSWORD, loginAs } from '../support/login';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function api<T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  assert.ok(res.ok, `${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function signIn(page: Page, username: string, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByLabel('Имя пользователя или e-mail').waitFor();
  await loginAs(page, username);
}

/** The service worker's registration id, as the DevTools protocol names it. */
async function registrationId(context: BrowserContext, page: Page): Promise<{ deliver(data: string): Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${baseUrl()}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await found;
  return {
    deliver: async (data: string) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: id, data });
    },
  };
}

/** The service worker's global scope as the callbacks below use it (the tests' types have no WebWorker library). */
type SwScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

describe('Push alerts', () => {
  it('a pushed alert shows its notification, is listed offline, and its click opens the position', async () => {
    const login = await api<{ access_token: string; user: { user_id: number } }>('/api/auth/login', null, {
      method: 'POST',
      body: { username_or_email: 'trader', password: DEMO_PASSWORD },
    });
    const { positions } = await api<{ positions: Array<{ bot_id: number; token_id: number }> }>('/api/positions/open', login.access_token);
    const { bot_id: botId, token_id: positionId } = positions[0];

    const { context, page } = await newPage(browser);
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    await signIn(page, 'trader', '/mining/positions');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForServiceWorker(page);
    const push = await registrationId(context, page);
    const sw = await serviceWorker(context);

    // with the network gone, as on a phone in a tunnel: the push still arrives
    await context.setOffline(true);
    const alert = {
      id: 900_001,
      kind: 'stop_loss',
      title: 'Стоп-лосс: LP Alpha',
      body: `ETH/USDT: позиция #${positionId} закрыта по нижнему стоп-лоссу, цена 2 890,00, результат −12,50 $`,
      url: `/mining/positions?bot=${botId}&position=${positionId}`,
      tag: `position-${botId}-${positionId}`,
      bot_id: botId,
      position_id: positionId,
      created_at: new Date().toISOString(),
      read: false,
      quiet: false,
    };
    // Delivered once: the registration is active (waitForServiceWorker), so a push that shows
    // nothing is a failure to see, not a flake to deliver again.
    await push.deliver(JSON.stringify({ type: 'alert', user_id: login.user.user_id, alert }));
    const shown = await sw.evaluate(async (tag) => {
      for (;;) {
        const list = await (self as unknown as SwScope).registration.getNotifications({ tag });
        if (list.length)
          return list.map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            icon: n.icon,
            badge: (n as Notification & { badge?: string }).badge ?? '',
            data: n.data as { url?: string },
          }));
        await new Promise((r) => setTimeout(r, 50));
      }
    }, alert.tag);
    assert.equal(shown.length, 1);
    assert.equal(shown[0].title, alert.title);
    assert.equal(shown[0].body, alert.body);
    assert.match(shown[0].icon, /\/icons\/icon-192\.png$/);
    assert.match(shown[0].badge, /\/icons\/badge-96\.png$/);
    assert.equal(shown[0].data.url, alert.url);

    // a later alert of the same position replaces it (one notification per tag)
    await push.deliver(
      JSON.stringify({ type: 'alert', user_id: login.user.user_id, alert: { ...alert, id: 900_002, title: 'Вне диапазона: LP Alpha' } }),
    );
    await page.waitForFunction(async (tag) => {
      const list = await (await navigator.serviceWorker.ready).getNotifications({ tag });
      return list.length === 1 && list[0].title === 'Вне диапазона: LP Alpha';
    }, alert.tag);

    // the list reads offline: both alerts came in while closed to the network
    await page.getByRole('link', { name: /^Уведомления/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Уведомления' }).waitFor();
    const list = page.getByRole('list', { name: 'Последние уведомления, новые первыми' });
    await list.getByRole('heading', { name: 'Вне диапазона: LP Alpha' }).waitFor();
    await list.getByRole('heading', { name: alert.title }).waitFor();
    await page.getByText(/нет соединения — данные на/).waitFor();

    // the click: the open window is asked to show the position
    await context.setOffline(false);
    await sw.evaluate(async (tag) => {
      const scope = self as unknown as SwScope;
      const [notification] = await scope.registration.getNotifications({ tag });
      try {
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
      } catch {
        // a synthetic event cannot waitUntil; the handler's work is already under way
      }
    }, alert.tag);
    await page.waitForURL((url) => url.pathname === '/mining/positions' && url.searchParams.get('position') === String(positionId));
    await page.getByRole('dialog', { name: `Позиция #${positionId}` }).waitFor();
    const left = await sw.evaluate(
      async (tag) => (await (self as unknown as SwScope).registration.getNotifications({ tag })).length,
      alert.tag,
    );
    assert.equal(left, 0, 'the clicked notification is closed');
    await context.close();
  });

  it('settings: the rules are edited and kept; devices are listed and removed', async () => {
    const login = await api<{ access_token: string }>('/api/auth/login', null, {
      method: 'POST',
      body: { username_or_email: 'premium', password: DEMO_PASSWORD },
    });
    // a device as a phone would have registered it
    await api('/api/push/subscriptions', login.access_token, {
      method: 'POST',
      body: {
        subscription: { endpoint: 'https://push.example.org/send/e2e-phone', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
        label: 'Телефон из теста',
      },
    });
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    await signIn(page, 'premium', '/settings/notifications');
    await page.getByRole('heading', { level: 1, name: 'Уведомления' }).waitFor();

    const devices = page.getByRole('region', { name: 'Устройства' });
    await devices.getByText('Телефон из теста').waitFor();
    await devices.getByText('push.example.org').waitFor();

    const rules = page.getByRole('region', { name: 'О чём уведомлять' });
    await rules.getByLabel('Позиция закрыта по стоп-лоссу', { exact: true }).waitFor();
    assert.equal(await rules.getByLabel('Позиция закрыта по стоп-лоссу', { exact: true }).isChecked(), true);
    assert.equal(await rules.getByLabel('Цена вышла за диапазон позиции', { exact: true }).isChecked(), false);
    await rules.getByLabel('Цена вышла за диапазон позиции', { exact: true }).check();
    await rules.getByLabel('Крупный убыток за сутки').check();
    await rules.getByLabel('Порог убытка за 24 часа, USDT').fill('300');
    await rules.getByLabel('Не присылать уведомления в тихие часы').check();
    await rules.getByLabel('Часовой пояс').fill('Europe/Moscow');
    await rules.getByRole('button', { name: 'Сохранить правила' }).click();
    await rules.getByText('Правила сохранены.').waitFor();
    const saved = await api<{
      kinds: Record<string, boolean>;
      daily_loss_usdt: number;
      time_zone: string;
      quiet_hours: { enabled: boolean };
    }>('/api/notifications/rules', login.access_token);
    assert.equal(saved.kinds.out_of_range, true);
    assert.equal(saved.kinds.daily_loss, true);
    assert.equal(saved.daily_loss_usdt, 300);
    assert.equal(saved.time_zone, 'Europe/Moscow');
    assert.equal(saved.quiet_hours.enabled, true);

    await page.reload();
    // the saved rules come back (the mirror first, then the server: both hold them)
    await page
      .getByRole('region', { name: 'О чём уведомлять' })
      .getByLabel('Цена вышла за диапазон позиции', { exact: true })
      .and(page.locator('input:checked'))
      .waitFor();

    await page.getByRole('region', { name: 'Устройства' }).getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Устройство «Телефон из теста» удалено.').waitFor();
    await page.getByText('Ни одно устройство не получает push-уведомления.').waitFor();
    assert.deepEqual(await api('/api/push/subscriptions', login.access_token), []);
    await context.close();
  });
});
