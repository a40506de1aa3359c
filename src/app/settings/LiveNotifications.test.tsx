import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import type { LiveMessage } from '../../domain/live';
import type { MiningPosition } from '../../domain/types';
import type { WorkerApi } from '../../worker/api';
import { SessionProvider } from '../session/SessionContext';
import { ANONYMOUS, demoUser, fakePort, signedIn } from '../session/testing';
import { setWorkerApiForTests } from '../worker/client';
import { setAlertPrefs } from './alertPrefsStore';
import { LiveNotifications } from './LiveNotifications';

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

const stopLoss: LiveMessage = {
  type: 'position_closed',
  bot_id: 2,
  ts: 1,
  position: { token_id: 41, symbol: 'ETH/USDT', exit_reason: 'lower_stop_loss', net_pnl_usd: -8 } as MiningPosition,
};
const manual: LiveMessage = { ...stopLoss, position: { ...stopLoss.position, token_id: 42, exit_reason: 'manual' } } as LiveMessage;
const botError: LiveMessage = { type: 'bot_status', bot_id: 5, status: 'error', running: false, ts: 2 };

describe('live notifications', () => {
  it('opted in and signed in: a stop-loss exit and a bot going to error notify, once each; a manual close does not', async () => {
    setAlertPrefs({ enabled: true, stopLoss: true, botError: true });
    await mount();
    expect(send).not.toBeNull();
    act(() => {
      send!(stopLoss);
      send!(manual);
      send!(botError);
      send!(botError);
    });
    expect(FakeNotification.shown.map((n) => n.title)).toEqual(['Стоп-лосс: позиция #41', 'Ошибка бота #5']);
    expect(FakeNotification.shown[0].body).toContain('нижнему');
  });

  it('does not listen while not opted in, signed out, or without the browser permission', async () => {
    await mount();
    expect(send).toBeNull();
    cleanup();
    setAlertPrefs({ enabled: true, stopLoss: true, botError: true });
    await mount(ANONYMOUS);
    expect(send).toBeNull();
    cleanup();
    FakeNotification.permission = 'denied';
    await mount();
    expect(send).toBeNull();
  });

  it('stops listening when switched off', async () => {
    setAlertPrefs({ enabled: true, stopLoss: true, botError: true });
    await mount();
    expect(send).not.toBeNull();
    await act(async () => {
      setAlertPrefs({ enabled: false, stopLoss: true, botError: true });
      await Promise.resolve();
    });
    expect(unsubscribe).toHaveBeenCalled();
  });
});
