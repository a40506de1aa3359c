import { describe, expect, it, vi } from 'vitest';
import { SW_MESSAGE } from '../domain/rules/alerts/swMessages';
import { notificationFor, openTarget } from './notifications';
import { sampleAlert } from '../domain/testing/alerts';

const alert = sampleAlert(7);

function windowClient(url: string, focused = false) {
  const client = { url, focused, postMessage: vi.fn(), focus: vi.fn(async () => client) };
  return client;
}

function clientsWith(windows: ReturnType<typeof windowClient>[]) {
  return { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) } as unknown as Clients & {
    openWindow: ReturnType<typeof vi.fn>;
  };
}

describe('service worker notifications', () => {
  it('an alert shows its Russian title and body, icon and badge, a tag per position and its deep link', () => {
    const { title, options } = notificationFor({ type: 'alert', user_id: 2, alert });
    expect(title).toBe('Стоп-лосс: Альфа');
    expect(options).toMatchObject({
      body: alert.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: 'position-3-41',
      renotify: true,
      timestamp: Date.parse(alert.created_at),
      data: { url: '/mining/positions?bot=3&position=41', id: 7 },
    });
  });

  it('an unreadable push still shows something, leading to the list', () => {
    const { title, options } = notificationFor(null);
    expect(title).toBe('LP Ops');
    expect(options.body).toContain('откройте приложение');
    expect(options.data).toEqual({ url: '/notifications' });
  });

  it('a click focuses an open window of the app and has it show the alert’s page', async () => {
    const other = windowClient('https://elsewhere.example/');
    const app = windowClient('https://app.example/mining');
    const clients = clientsWith([other, app]);
    await openTarget(clients, 'https://app.example', alert.url);
    expect(app.focus).toHaveBeenCalled();
    expect(app.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGE.navigate, url: '/mining/positions?bot=3&position=41' });
    expect(other.postMessage).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('prefers the focused window; a window that may not be focused still navigates', async () => {
    const a = windowClient('https://app.example/');
    const b = windowClient('https://app.example/hedge-bots', true);
    b.focus.mockRejectedValueOnce(new Error('not allowed'));
    await openTarget(clientsWith([a, b]), 'https://app.example', '/hedge-bots?bot=8');
    expect(b.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGE.navigate, url: '/hedge-bots?bot=8' });
    expect(a.postMessage).not.toHaveBeenCalled();
  });

  it('with no window open, opens one at the deep link; a link out of the app opens the list instead', async () => {
    const clients = clientsWith([]);
    await openTarget(clients, 'https://app.example', alert.url);
    expect(clients.openWindow).toHaveBeenCalledWith('https://app.example/mining/positions?bot=3&position=41');
    await openTarget(clients, 'https://app.example', 'https://evil.example/');
    expect(clients.openWindow).toHaveBeenLastCalledWith('https://app.example/notifications');
  });
});
