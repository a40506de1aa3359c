import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatSignedUsd } from '../../domain/format/format';
import type { SystemStatistics } from '../../domain/contracts/types';
import { serverAddresses, type SlotId } from '../../domain/rules/servers/serverSlots';
import type { ServersView, Snapshot, WorkerApi } from '../../worker/api';
import { ANONYMOUS, demoUser, fakePort, renderFrame, signedIn } from '../session/testing';
import { setWorkerApiForTests } from '../worker/client';
import { Header } from './Header';

const STATS: SystemStatistics = {
  total_pnl: 1000,
  daily_pnl: -42.5,
  weekly_pnl: 10,
  monthly_pnl: 20,
  active_positions: 7,
  win_rate: 55,
  total_liquidity: 5000,
  total_fees: 12,
};

afterEach(() => {
  cleanup();
  setWorkerApiForTests(null);
  localStorage.clear();
});

function withQuery() {
  return <Header />;
}

describe('Header', () => {
  it('signed in, the bell links to the alerts list and shows the unread count', async () => {
    setWorkerApiForTests({
      subscribe: vi.fn(async (topic: string, _params: unknown, push: (s: Snapshot<unknown>) => void) => {
        push({ data: topic === 'alertsUnread' ? 3 : STATS, status: 'live', updatedAt: Date.now() });
        return () => {};
      }),
    } as unknown as WorkerApi);
    await renderFrame(withQuery(), { port: fakePort(signedIn(demoUser('trader'))) });
    const bell = await screen.findByRole('link', { name: 'Уведомления: непрочитанных 3' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toBe('3');
  });

  it('shows 24h PnL and Активные from the system statistics when signed in', async () => {
    const subscribe = vi.fn(async (_topic: string, _params: unknown, push: (s: Snapshot<SystemStatistics>) => void) => {
      push({ data: STATS, status: 'live', updatedAt: Date.now() });
      return () => {};
    });
    setWorkerApiForTests({ subscribe } as unknown as WorkerApi);
    await renderFrame(withQuery(), { port: fakePort(signedIn(demoUser('trader'))) });
    expect(subscribe.mock.calls[0][0]).toBe('systemStatistics');
    const pnl = screen.getByText('24h PnL').nextElementSibling;
    await waitFor(() => expect(pnl?.textContent).toBe(formatSignedUsd(-42.5)));
    expect(pnl?.textContent).toContain('42,50');
    // the spec's label stays; its hint says the figure counts from 00:00 UTC
    expect(screen.getByText('24h PnL').parentElement?.title).toMatch(/^PnL с 00:00 UTC/);
    expect(screen.getByText('Активные').nextElementSibling?.textContent).toBe('7');
  });

  it('hides the figures from a guest and lists only "/" and "/mining"', async () => {
    await renderFrame(withQuery(), { port: fakePort(ANONYMOUS) });
    expect(screen.queryByText('24h PnL')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/mining']);
  });

  it('switches to a set server (saying which trade on paper), and sends an unset one ("не настроен") to its form in /settings/api', async () => {
    const view: ServersView = {
      active: 1,
      slots: [1, 2, 3, 4].map((id) => ({
        id: id as SlotId,
        name: id === 2 ? 'Резерв' : `Server${id}`,
        addresses: id <= 2 ? serverAddresses(`http://s${id}.test`) : null,
        source: id <= 2 ? ('user' as const) : null,
        hasDefault: id === 1,
        signedIn: false,
        username: null,
        online: true,
        mode: id === 1 ? ('paper' as const) : null,
      })),
    };
    let push: (v: ServersView) => void = () => undefined;
    const select = vi.fn(async (id: SlotId) => push({ ...view, active: id }));
    const watch = vi.fn(async (onView: (v: ServersView) => void) => {
      push = onView;
      onView(view);
      return () => undefined;
    });
    setWorkerApiForTests({ servers: { watch, select } } as unknown as WorkerApi);
    const { router } = await renderFrame(withQuery(), { port: fakePort(ANONYMOUS) });
    const select$ = screen.getByRole('combobox', { name: 'Сервер' }) as HTMLSelectElement;
    await waitFor(() =>
      expect([...select$.options].map((o) => o.textContent)).toEqual([
        'Server1',
        'Резерв',
        'Server3 — не настроен',
        'Server4 — не настроен',
      ]),
    );
    // Server1 says its bots trade on paper; Резерв says nothing.
    expect(screen.getByText('Бумажная торговля')).toBeTruthy();
    fireEvent.change(select$, { target: { value: '2' } });
    expect(select).toHaveBeenCalledWith(2);
    await waitFor(() => expect(select$.value).toBe('2'));
    expect(screen.queryByText('Бумажная торговля')).toBeNull();
    fireEvent.change(select$, { target: { value: '3' } });
    expect(select).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/api'));
    expect(router.state.location.hash).toBe('server-3');
    expect(select$.value).toBe('2');
  });

  it('folds the navigation behind "Меню"; Escape closes it and returns focus', async () => {
    await renderFrame(withQuery(), { port: fakePort(ANONYMOUS) });
    const toggle = screen.getByRole('button', { name: 'Открыть меню' });
    const panel = document.getElementById('header-collapsible')!;
    expect(panel.dataset.open).toBe('false');
    fireEvent.click(toggle);
    expect(panel.dataset.open).toBe('true');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.dataset.open).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
