import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AlertItem, AlertList } from '../../domain/contracts/push';
import type { Snapshot } from '../../worker/api';
import { sampleAlert } from '../../domain/testing/alerts';

type Snap = Snapshot<AlertList> & { refresh: () => void };
let snapshot: Snap;
const commands = { mutateAsync: vi.fn(async () => 0), isPending: false, error: null, reset: () => undefined };
const navigate = vi.fn();
let online = true;

vi.mock('../data/useSnapshot', () => ({ useSnapshot: () => snapshot }));
vi.mock('../data/useCommand', () => ({ useCommand: () => commands }));
vi.mock('../session/SessionContext', () => ({
  useCommandBlock: () => (online ? null : 'Нет соединения с сервером: действие не выполнено'),
}));
vi.mock('../layout/SimplePage', () => ({ SimplePage: ({ children }: { children: ReactNode }) => <div>{children}</div> }));
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => navigate,
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

const { NotificationsScreen } = await import('./NotificationsSection');

const alert = (id: number, over: Partial<AlertItem> = {}) =>
  sampleAlert(id, {
    title: `Стоп-лосс #${id}`,
    body: 'ETH/USDT: позиция закрыта',
    url: `/mining/positions?bot=3&position=${id}`,
    tag: `position-3-${id}`,
    position_id: id,
    ...over,
  });

beforeEach(() => {
  online = true;
  commands.mutateAsync.mockClear();
  navigate.mockClear();
  snapshot = {
    data: { items: [alert(3), alert(2, { quiet: true }), alert(1, { read: true, kind: 'bot_error' })], unread: 2 },
    status: 'live',
    updatedAt: Date.now(),
    refresh: vi.fn(),
  };
});
afterEach(cleanup);

describe('the alerts list', () => {
  it('lists the alerts newest first with the unread count, quiet ones said so, and opens an alert’s page in the app', () => {
    render(<NotificationsScreen />);
    expect(screen.getByRole('status').textContent).toBe('Непрочитанных: 2');
    const items = within(screen.getByRole('list', { name: 'Последние уведомления, новые первыми' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Стоп-лосс #3', 'Стоп-лосс #2', 'Стоп-лосс #1']);
    expect(within(items[1]).getByText('в тихие часы: на устройства не отправлено')).toBeTruthy();
    expect(within(items[0]).getByText('новое')).toBeTruthy();
    expect(within(items[2]).queryByText('новое')).toBeNull();
    expect(within(items[2]).getByText('Ошибка бота')).toBeTruthy();
    fireEvent.click(within(items[0]).getByRole('link', { name: 'Открыть' }));
    expect(navigate).toHaveBeenCalledWith({ href: '/mining/positions?bot=3&position=3' });
  });

  it('marks all read up to the newest shown (an alert arriving meanwhile stays unread)', async () => {
    render(<NotificationsScreen />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Отметить всё прочитанным' }));
    });
    expect(commands.mutateAsync).toHaveBeenCalledWith({ upTo: 3 });
  });

  it('reads offline from the mirror, saying so; marking read waits for the connection', () => {
    online = false;
    snapshot = { ...snapshot, status: 'offline', updatedAt: Date.UTC(2026, 2, 1, 9, 5) };
    render(<NotificationsScreen />);
    expect(screen.getByText(/нет соединения — данные на/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const button = screen.getByRole('button', { name: 'Отметить всё прочитанным' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('Нет соединения с сервером: действие не выполнено');
  });

  it('says when there is nothing yet, and nothing to mark', () => {
    snapshot = { ...snapshot, data: { items: [], unread: 0 } };
    render(<NotificationsScreen />);
    expect(screen.getByText(/Уведомлений пока нет/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Отметить всё прочитанным' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
