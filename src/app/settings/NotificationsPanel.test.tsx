// The notifications settings with a stubbed PushManager and service worker and an in-process
// worker: subscribing this device, the platform messages, the device list and the rules.
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../data/queryClient';
import { DEFAULT_ALERT_RULES } from '../../domain/rules/alerts/alertRules';
import type { AlertRules, Device } from '../../domain/contracts/push';
import type { Snapshot, WorkerApi } from '../../worker/api';
import { setWorkerApiForTests } from '../worker/client';
import { NotificationsPanel } from './NotificationsPanel';

const KEY = `B${'A'.repeat(86)}`; // 65 bytes once decoded
const ENDPOINT = 'https://push.example.org/send/device-1';
/** SHA-256 base64url, as the server lists a device's endpoint (computed here independently of pushDevice.ts). */
async function sha256(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
let ENDPOINT_HASH = '';

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = FakeNotification.answer;
    return FakeNotification.answer;
  });
}

let current: PushSubscription | null = null;
const unsubscribe = vi.fn(async () => {
  current = null;
  return true;
});
const pushManager = {
  getSubscription: vi.fn(async () => current),
  subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
    current = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) } }),
      unsubscribe,
    } as unknown as PushSubscription;
    return current;
  }),
};

let devices: Device[] = [];
let rules: AlertRules = DEFAULT_ALERT_RULES;
const pushers = new Map<string, (s: Snapshot<unknown>) => void>();
const live = (data: unknown): Snapshot<unknown> => ({ data, status: 'live', updatedAt: Date.now() });
function push(topic: string, data: unknown) {
  act(() => pushers.get(topic)?.(live(data)));
}
const device = (over: Partial<Device> = {}): Device => ({
  id: 1,
  label: 'Chrome на Android',
  enabled: true,
  service: 'push.example.org',
  endpoint_hash: ENDPOINT_HASH,
  created_at: '2026-03-01T10:00:00.000Z',
  last_success_at: null,
  last_error: null,
  ...over,
});

const command = vi.fn(async (name: string, payload: Record<string, unknown>) => {
  switch (name) {
    case 'push.publicKey':
      return KEY;
    case 'push.register':
      devices = [device({ label: payload.label as string })];
      queueMicrotask(() => push('pushDevices', devices));
      return devices[0];
    case 'push.remove':
      devices = devices.filter((d) => d.id !== payload.id);
      queueMicrotask(() => push('pushDevices', devices));
      return true;
    case 'push.update':
      devices = devices.map((d) => (d.id === payload.id ? { ...d, ...payload } : d));
      queueMicrotask(() => push('pushDevices', devices));
      return devices[0];
    case 'push.test':
      return 1;
    case 'alertRules.save':
      rules = { ...(payload as unknown as AlertRules), updated_at: '2026-03-01T10:00:00.000Z' };
      return rules;
    default:
      return undefined;
  }
});

function stubBrowser({ pushApi = true, userAgent }: { pushApi?: boolean; userAgent?: string } = {}) {
  vi.stubGlobal('Notification', FakeNotification);
  if (pushApi) vi.stubGlobal('PushManager', class {});
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: pushApi ? { ready: Promise.resolve(registration), getRegistration: async () => registration } : undefined,
  });
  if (!pushApi) delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  if (userAgent) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

beforeEach(async () => {
  ENDPOINT_HASH = await sha256(ENDPOINT);
  localStorage.clear();
  FakeNotification.permission = 'default';
  FakeNotification.answer = 'granted';
  FakeNotification.requestPermission.mockClear();
  current = null;
  devices = [];
  rules = DEFAULT_ALERT_RULES;
  pushers.clear();
  command.mockClear();
  pushManager.subscribe.mockClear();
  unsubscribe.mockClear();
  setWorkerApiForTests({
    subscribe: vi.fn(async (topic: string, _params: unknown, cb: (s: Snapshot<unknown>) => void) => {
      pushers.set(topic, cb);
      queueMicrotask(() => cb(live(topic === 'pushDevices' ? devices : topic === 'alertRules' ? rules : null)));
      return () => pushers.delete(topic);
    }),
    command,
  } as unknown as WorkerApi);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setWorkerApiForTests(null);
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

function mount(): void {
  const client = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<NotificationsPanel />, { wrapper: Wrapper });
}

const pushSection = () => screen.getByRole('region', { name: 'Push-уведомления на этом устройстве' });
const devicesSection = () => screen.getByRole('region', { name: 'Устройства' });

describe('push on this device', () => {
  it('asks the permission on the click, subscribes with the server’s key and registers the device under its name', async () => {
    stubBrowser({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' });
    mount();
    await waitFor(() =>
      expect(within(pushSection()).getByRole('status').textContent).toBe('Push-уведомления на этом устройстве выключены.'),
    );
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    const label = within(pushSection()).getByLabelText('Название устройства') as HTMLInputElement;
    expect(label.value).toBe('Chrome на Android');
    fireEvent.change(label, { target: { value: 'Рабочий телефон' } });
    await act(async () => {
      fireEvent.click(within(pushSection()).getByRole('button', { name: 'Включить push-уведомления' }));
    });
    await waitFor(() =>
      expect(within(pushSection()).getByRole('status').textContent).toBe('Push-уведомления на этом устройстве включены.'),
    );
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    const options = pushManager.subscribe.mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    const key = options.applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(command).toHaveBeenCalledWith('push.register', {
      subscription: { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) } },
      label: 'Рабочий телефон',
    });
    expect(within(devicesSection()).getByText('(это устройство)')).toBeTruthy();
    expect(within(devicesSection()).getByText(/Рабочий телефон/)).toBeTruthy();
  });

  it('switching it off removes the device and the browser’s subscription', async () => {
    stubBrowser();
    current = (await pushManager.subscribe({ applicationServerKey: new Uint8Array(65) })) as PushSubscription;
    devices = [device()];
    mount();
    await waitFor(() =>
      expect(within(pushSection()).getByRole('status').textContent).toBe('Push-уведомления на этом устройстве включены.'),
    );
    await act(async () => {
      fireEvent.click(within(pushSection()).getByRole('button', { name: 'Отключить на этом устройстве' }));
    });
    expect(command).toHaveBeenCalledWith('push.remove', { id: 1 });
    expect(unsubscribe).toHaveBeenCalled();
    await waitFor(() => expect(within(devicesSection()).getByText('Ни одно устройство не получает push-уведомления.')).toBeTruthy());
  });

  it('a refused permission says how to allow it and subscribes nothing', async () => {
    stubBrowser();
    FakeNotification.answer = 'denied';
    mount();
    await waitFor(() => within(pushSection()).getByRole('button', { name: 'Включить push-уведомления' }));
    await act(async () => {
      fireEvent.click(within(pushSection()).getByRole('button', { name: 'Включить push-уведомления' }));
    });
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(within(pushSection()).getByText(/Браузер запретил уведомления для этого сайта/)).toBeTruthy();
    expect(within(pushSection()).queryByRole('button', { name: 'Включить push-уведомления' })).toBeNull();
  });

  it('is honest where push cannot work: no support, and iOS outside an installed app', async () => {
    stubBrowser({ pushApi: false });
    mount();
    expect(within(pushSection()).getByText(/Этот браузер не поддерживает push-уведомления/)).toBeTruthy();
    expect(within(pushSection()).queryByRole('button')).toBeNull();
    cleanup();
    stubBrowser({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
    });
    mount();
    expect(within(pushSection()).getByText(/На экран „Домой“/)).toBeTruthy();
    expect(within(pushSection()).queryByRole('button')).toBeNull();
  });

  it('each device can be switched off and tested', async () => {
    stubBrowser();
    devices = [device({ id: 4, label: 'Ноутбук', endpoint_hash: 'other', last_error: 'HTTP 500' })];
    mount();
    await waitFor(() => within(devicesSection()).getByText('Ноутбук'));
    expect(within(devicesSection()).getByText('HTTP 500')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(devicesSection()).getByRole('button', { name: 'Проверить' }));
    });
    expect(command).toHaveBeenCalledWith('push.test', { id: 4 });
    expect(screen.getByText('Проверочное уведомление отправлено на «Ноутбук».')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(devicesSection()).getByLabelText('Получать уведомления'));
    });
    expect(command).toHaveBeenCalledWith('push.update', { id: 4, enabled: false });
  });
});

describe('alert rules', () => {
  it('start from stop-loss and bot error in this device’s zone, and save what is chosen', async () => {
    stubBrowser();
    mount();
    const section = await waitFor(() => screen.getByRole('region', { name: 'О чём уведомлять' }));
    await waitFor(() => within(section).getByLabelText('Позиция закрыта по стоп-лоссу'));
    expect((within(section).getByLabelText('Позиция закрыта по стоп-лоссу') as HTMLInputElement).checked).toBe(true);
    expect((within(section).getByLabelText('Бот перешёл в состояние ошибки') as HTMLInputElement).checked).toBe(true);
    expect((within(section).getByLabelText('Цена вышла за диапазон позиции') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(section).getByLabelText('Цена вышла за диапазон позиции'));
    fireEvent.click(within(section).getByLabelText('Крупный убыток за сутки'));
    const threshold = within(section).getByLabelText('Порог убытка за 24 часа, USDT');
    fireEvent.change(threshold, { target: { value: '0' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Сохранить правила' }));
    expect(within(section).getByText('Введите число от 1 до 10000000')).toBeTruthy();
    expect(command).not.toHaveBeenCalledWith('alertRules.save', expect.anything());
    fireEvent.change(threshold, { target: { value: '250,5' } });
    fireEvent.click(within(section).getByLabelText('Не присылать уведомления в тихие часы'));
    fireEvent.change(within(section).getByLabelText('Часовой пояс'), { target: { value: 'Europe/Moscow' } });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Сохранить правила' }));
    });
    expect(command).toHaveBeenCalledWith('alertRules.save', {
      kinds: { ...DEFAULT_ALERT_RULES.kinds, out_of_range: true, daily_loss: true },
      daily_loss_usdt: 250.5,
      quiet_hours: { enabled: true, start: '23:00', end: '07:00' },
      time_zone: 'Europe/Moscow',
    });
    expect(within(section).getByText('Правила сохранены.')).toBeTruthy();
  });
});
