import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NotificationsPanel } from './NotificationsPanel';
import { getAlertPrefs } from './alertPrefsStore';

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = FakeNotification.answer;
    return FakeNotification.answer;
  });
  static shown: Array<{ title: string; body?: string }> = [];
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, body: options?.body });
  }
}

beforeEach(() => {
  localStorage.clear();
  FakeNotification.permission = 'default';
  FakeNotification.answer = 'granted';
  FakeNotification.requestPermission.mockClear();
  FakeNotification.shown = [];
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('browser notifications setting', () => {
  it('is off by default and asks the browser only on the click, then keeps the choice in localStorage', async () => {
    render(<NotificationsPanel />);
    expect(screen.getByText('Уведомления выключены.')).toBeTruthy();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Включить уведомления' }));
    });
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Уведомления включены.')).toBeTruthy();
    expect(getAlertPrefs().enabled).toBe(true);
    expect(JSON.parse(localStorage.getItem('notifications.prefs')!)).toMatchObject({ enabled: true });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить уведомление' }));
    expect(FakeNotification.shown).toEqual([{ title: 'LP Ops: проверка', body: 'Так будут выглядеть уведомления.' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Выключить уведомления' }));
    expect(getAlertPrefs().enabled).toBe(false);
  });

  it('a refusal leaves it off and says how to allow it', async () => {
    FakeNotification.answer = 'denied';
    render(<NotificationsPanel />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Включить уведомления' }));
    });
    expect(getAlertPrefs().enabled).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('Браузер запретил уведомления');
  });

  it('each kind can be switched off', () => {
    render(<NotificationsPanel />);
    fireEvent.click(screen.getByLabelText('Бот перешёл в состояние ошибки'));
    expect(getAlertPrefs()).toMatchObject({ stopLoss: true, botError: false });
  });
});
