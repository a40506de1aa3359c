import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import type { AlertItem } from '../../domain/contracts/push';
import type { LiveMessage } from '../../domain/rules/sync/live';
import type { MiningPosition } from '../../domain/contracts/types';
import type { WorkerApi } from '../../worker/api';
import { SessionProvider } from '../session/SessionContext';
import { ANONYMOUS, demoUser, fakePort, signedIn } from '../session/testing';
import { setWorkerApiForTests } from '../worker/client';
import { setAlertPrefs } from './alertPrefsStore';
import { LiveNotifications } from './LiveNotifications';
import { sampleAlert } from '../../domain/testing/alerts';

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: Array<{ title: string; body?: string; tag?: string }> = [];
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, body: options?.body, tag: options?.tag });
  }
}

let send: ((m: LiveMessage) => void) | null = null;
const unsubscribe = vi.fn();

beforeEach(() => {
  localStorage.clear();
  FakeNotification.permission = 'granted';
  FakeNotification.shown = [];
  send = null;
  unsubscribe.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
  setWorkerApiForTests({
    watchLive: vi.fn(async (cb: (m: LiveMessage) => void) => {
      send = cb;
      return unsubscribe;
    }),
  } as unknown as WorkerApi);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setWorkerApiForTests(null);
});

async function mount(state = signedIn(demoUser('trader'))) {
  render(
    <SessionProvider port={fakePort(state)}>
      <LiveNotifications />
    </SessionProvider>,
  );
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

const alert = (id: number, over: Partial<AlertItem> = {}) =>
  sampleAlert(id, { url: '/mining/positions?bot=2&position=41', tag: 'position-2-41', bot_id: 2, ...over });
const stopLoss: LiveMessage = { type: 'alert', bot_id: 2, alert: alert(1), ts: 1 };
const quiet: LiveMessage = { type: 'alert', bot_id: 2, alert: alert(2, { quiet: true, title: 'Тихое' }), ts: 2 };
const closed: LiveMessage = {
  type: 'position_closed',
  bot_id: 2,
  ts: 1,
  position: { token_id: 41, exit_reason: 'lower_stop_loss' } as MiningPosition,
};

describe('live notifications', () => {
  it('opted in and signed in: an alert of the user’s rules shows with its text and tag; raw events and quiet-hours alerts do not', async () => {
    setAlertPrefs({ enabled: true });
    await mount();
    expect(send).not.toBeNull();
    await act(async () => {
      send!(closed);
      send!(stopLoss);
      send!(quiet);
      await Promise.resolve();
    });
    expect(FakeNotification.shown).toEqual([{ title: 'Стоп-лосс: Альфа', body: alert(1).body, tag: 'position-2-41' }]);
  });

  it('does not listen while not opted in, signed out, or without the browser permission', async () => {
    await mount();
    expect(send).toBeNull();
    cleanup();
    setAlertPrefs({ enabled: true });
    await mount(ANONYMOUS);
    expect(send).toBeNull();
    cleanup();
    FakeNotification.permission = 'denied';
    await mount();
    expect(send).toBeNull();
  });

  it('stops listening when switched off', async () => {
    setAlertPrefs({ enabled: true });
    await mount();
    expect(send).not.toBeNull();
    await act(async () => {
      setAlertPrefs({ enabled: false });
      await Promise.resolve();
    });
    expect(unsubscribe).toHaveBeenCalled();
  });
});
