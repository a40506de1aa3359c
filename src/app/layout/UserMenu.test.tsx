import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SessionNotices } from '../session/SessionNotices';
import { ANONYMOUS, demoUser, fakePort, renderFrame, settled, signedIn } from '../session/testing';
import { UserMenu } from './UserMenu';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Opens the menu; its panel's code loads as it first opens (UserMenuPanel.tsx). */
async function openMenu(button: HTMLElement): Promise<HTMLElement> {
  await settled(() => fireEvent.click(button));
  return screen.findByRole('group', { name: 'Меню пользователя' });
}

function ui() {
  return (
    <>
      <SessionNotices />
      <UserMenu />
    </>
  );
}

describe('UserMenu', () => {
  it('shows who is signed in, the role label, e-mail, limits and the entries', async () => {
    const port = fakePort(signedIn(demoUser('trader', { full_name: 'Тина Трейдер' })));
    await renderFrame(ui(), { port });
    const button = screen.getByRole('button', { name: /Меню пользователя: Тина Трейдер, Трейдер/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = await openMenu(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByText('Трейдер')).toBeTruthy();
    expect(within(panel).getByText('trader@demo.local')).toBeTruthy();
    expect(within(panel).getByTestId('limit-bots').textContent).toBe('2 / 5');
    expect(within(panel).getByTestId('limit-api').textContent).toBe('1\u00a0000');
    expect(within(panel).getByTestId('limit-concurrent').textContent).toBe('3');
    expect(within(panel).getByRole('link', { name: 'Настройки профиля' }).getAttribute('href')).toBe('/settings');
    expect(within(panel).getByRole('button', { name: 'Помощь' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Выйти' })).toBeTruthy();
    // Plenty of time left: no warning, no extend button.
    expect(within(panel).getByTestId('session-panel').dataset.state).toBe('ok');
    expect(within(panel).getByText('0 ч 59 мин')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Продлить сессию' })).toBeNull();
  });

  it('uses the worker limits when it sends them', async () => {
    const state = {
      ...signedIn(demoUser('premium')),
      limits: { botsUsed: 4, maxBots: 10, apiCallsPerHour: 5000, maxConcurrentBots: 6, remainingBotSlots: 6 },
    };
    await renderFrame(ui(), { port: fakePort(state) });
    await openMenu(screen.getByRole('button', { name: /Меню пользователя/ }));
    expect(screen.getByTestId('limit-bots').textContent).toBe('4 / 10');
    expect(screen.getByTestId('limit-api').textContent).toBe('5\u00a0000'); // thousands grouped, as every count
    expect(screen.getByText('Премиум')).toBeTruthy();
  });

  it('closes on Escape and puts focus back on its button', async () => {
    await renderFrame(ui(), { port: fakePort(signedIn(demoUser('viewer'))) });
    const button = screen.getByRole('button', { name: /Меню пользователя: viewer, Наблюдатель/ });
    button.focus();
    const panel = await openMenu(button);
    expect(panel.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Меню пользователя' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press outside', async () => {
    await renderFrame(ui(), { port: fakePort(signedIn(demoUser('user'))) });
    await openMenu(screen.getByRole('button', { name: /Меню пользователя/ }));
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('group', { name: 'Меню пользователя' })).toBeNull();
  });

  it('turns yellow with an extend button when under 5 minutes remain, ticking every second', async () => {
    // The panel's code is fetched first, on real timers; the panel under test then opens at once.
    await renderFrame(ui(), { port: fakePort(signedIn(demoUser('admin'))) });
    await openMenu(screen.getByRole('button', { name: /Меню пользователя/ }));
    cleanup();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    const port = fakePort(signedIn(demoUser('admin'), 5 * 60_000 + 1500));
    await renderFrame(ui(), { port });
    fireEvent.click(screen.getByRole('button', { name: /Меню пользователя/ }));
    expect(screen.getByTestId('session-panel').dataset.state).toBe('ok');
    expect(screen.getByText('0 ч 05 мин')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('session-panel').dataset.state).toBe('warning');
    expect(screen.getByText('0 ч 04 мин')).toBeTruthy();
    const extend = screen.getByRole('button', { name: 'Продлить сессию' });
    await act(async () => {
      fireEvent.click(extend);
    });
    expect(port.session.extend).toHaveBeenCalledTimes(1);
    port.emit({ type: 'extended', expiresAt: Date.now() + 3_600_000 });
    expect(screen.getByText('Сессия успешно продлена')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(3100);
    });
    expect(screen.queryByText('Сессия успешно продлена')).toBeNull();
  });

  it('logs out from the menu', async () => {
    const port = fakePort(signedIn(demoUser('trader')));
    await renderFrame(ui(), { port });
    await openMenu(screen.getByRole('button', { name: /Меню пользователя/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    });
    expect(port.session.logout).toHaveBeenCalledTimes(1);
    port.push(ANONYMOUS);
    expect(screen.getByRole('button', { name: /^Меню пользователя: Гость$/ })).toBeTruthy();
  });

  it('offers sign-in and help to a guest, without limits or logout', async () => {
    await renderFrame(ui(), { port: fakePort(ANONYMOUS), path: '/' });
    const panel = await openMenu(screen.getByRole('button', { name: /Меню пользователя: Гость/ }));
    expect(within(panel).getByRole('link', { name: 'Войти' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Выйти' })).toBeNull();
    expect(within(panel).queryByTestId('limit-bots')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Помощь' }));
    expect(await screen.findByRole('heading', { name: 'Помощь' })).toBeTruthy(); // loaded when first opened
  });
});
