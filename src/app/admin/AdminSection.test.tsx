import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AdminStats, AdminUser, User } from '../../domain/contracts/types';
import type { Snapshot } from '../../worker/api';
import { defaultAdminSettings } from '../../domain/rules/admin/adminSettings';

type Snap = Snapshot<unknown> & { refresh: () => void };
const snapshots = new Map<string, Snap>();
const setStatus = { mutateAsync: vi.fn(), isPending: false, error: null, reset: () => undefined };
let user: User | null = null;

vi.mock('../data/useSnapshot', () => ({
  useSnapshot: (topic: string) => snapshots.get(topic) ?? { data: null, status: 'loading', updatedAt: null, refresh: () => undefined },
}));
vi.mock('../data/useCommand', () => ({ useCommand: () => setStatus }));
vi.mock('../session/SessionContext', () => ({
  useSession: () => ({ status: user ? 'authenticated' : 'anonymous', user, online: true }),
  useCommandBlock: () => null,
}));
vi.mock('../layout/SimplePage', () => ({ SimplePage: ({ children }: { children: ReactNode }) => <div>{children}</div> }));

const { AdminScreen } = await import('./AdminSection');
const { renderPage } = await import('../session/testing');

const renderAdmin = (search = '') => renderPage(`/admin${search}`, { '/admin': AdminScreen });

const account = (role: User['role']): User => ({
  user_id: 1,
  username: role,
  full_name: null,
  email: `${role}@demo.local`,
  role,
  status: 'active',
  total_bots_created: 0,
  max_bots: 5,
  max_concurrent_bots: 3,
  api_rate_limit: 1000,
});
const row = (id: number, username: string, status: AdminUser['status']): AdminUser => ({
  user_id: id,
  username,
  email: `${username}@demo.local`,
  role: 'trader',
  status,
  total_bots_created: 2,
  max_bots: 5,
  last_login: null,
});
const stats: AdminStats = {
  totalUsers: 5,
  activeUsers: 4,
  totalBots: 7,
  activeBots: 3,
  totalTrades: 1234,
  systemUptime: 99.5,
  apiRequestsToday: 321,
  errorRate: 0.25,
};

const settings = defaultAdminSettings('LP Ops', 60);

beforeEach(() => {
  snapshots.clear();
  snapshots.set('adminStats', { data: stats, status: 'live', updatedAt: 1, refresh: vi.fn() });
  snapshots.set('adminUsers', {
    data: [row(1, 'admin', 'active'), row(2, 'trader', 'active'), row(3, 'mallory', 'suspended')],
    status: 'live',
    updatedAt: 1,
    refresh: vi.fn(),
  });
  snapshots.set('adminSettings', { data: settings, status: 'live', updatedAt: 1, refresh: vi.fn() });
  setStatus.mutateAsync.mockReset();
  user = account('admin');
});
afterEach(cleanup);

describe('AdminScreen', () => {
  it('denies without admin:read, naming the required role and the user role', async () => {
    user = account('trader');
    await renderAdmin();
    expect(screen.getByText('Доступ запрещен')).toBeTruthy();
    expect(screen.getByText('Требуемая роль: admin')).toBeTruthy();
    expect(screen.getByText('Ваша роль: Трейдер')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the eight tiles and moves between the six tabs with the arrow keys, the tab in the address', async () => {
    const { router } = await renderAdmin();
    expect(within(screen.getByRole('region', { name: 'Всего сделок' })).getByText('1 234')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Аптайм системы' })).getByText('99,50 %')).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Дашборд', 'Пользователи', 'Боты', 'Настройки', 'Логи', 'Мониторинг']);
    const selected = (name: string) => waitFor(() => expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    await selected('Пользователи');
    expect(document.activeElement?.textContent).toBe('Пользователи');
    expect(router.state.location.search).toEqual({ tab: 'users' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Пользователи' }), { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('tabpanel').textContent).toBe('Раздел в разработке'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Боты' }), { key: 'End' });
    await selected('Мониторинг');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Мониторинг' }), { key: 'ArrowRight' });
    await selected('Дашборд');
    expect(router.state.location.search).toEqual({});
    fireEvent.click(screen.getByRole('button', { name: 'Настройки системы' }));
    expect(((await screen.findByLabelText('Максимум ботов по умолчанию')) as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Лимит API запросов в час') as HTMLInputElement).value).toBe('10000');
    expect((screen.getByLabelText('Время жизни сессии, минут') as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('Максимум неудачных попыток входа') as HTMLInputElement).value).toBe('5');
  });

  it('saves the settings to the server, and names a value out of its limits instead of sending it', async () => {
    await renderAdmin('?tab=settings');
    fireEvent.change(screen.getByLabelText('Время жизни сессии, минут'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Допустимо от 10 до 1440')).toBeTruthy();
    expect(setStatus.mutateAsync).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Время жизни сессии, минут'), { target: { value: '30' } });
    fireEvent.click(screen.getByLabelText('Двухфакторная аутентификация для администраторов'));
    setStatus.mutateAsync.mockResolvedValueOnce({ ...settings, session_minutes: 30, require_2fa_admins: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    expect(setStatus.mutateAsync).toHaveBeenCalledWith({ ...settings, session_minutes: 30, require_2fa_admins: true });
    expect(screen.getByText(/Настройки сохранены/)).toBeTruthy();
  });

  it('bans and unbans only after a question naming the user, and says when the action fails and why', async () => {
    await renderAdmin('?tab=users');
    expect((screen.getByRole('button', { name: 'Заблокировать admin' }) as HTMLButtonElement).disabled).toBe(true);
    setStatus.mutateAsync.mockResolvedValueOnce(row(2, 'trader', 'suspended'));
    fireEvent.click(screen.getByRole('button', { name: 'Заблокировать trader' }));
    const ban = screen.getByRole('dialog', { name: 'Блокировка пользователя' });
    expect(ban.textContent).toContain('Заблокировать пользователя trader');
    expect(ban.textContent).toContain('Все его сеансы будут завершены');
    expect(setStatus.mutateAsync).not.toHaveBeenCalled();
    fireEvent.click(within(ban).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(setStatus.mutateAsync).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Заблокировать trader' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Заблокировать trader' }));
    });
    expect(setStatus.mutateAsync).toHaveBeenLastCalledWith({ userId: 2, status: 'suspended' });
    setStatus.mutateAsync.mockRejectedValueOnce({ detail: 'нет', status: 400 });
    fireEvent.click(screen.getByRole('button', { name: 'Разблокировать mallory' }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Разблокировка пользователя' })).getByRole('button', { name: 'Разблокировать mallory' }),
      );
    });
    expect(setStatus.mutateAsync).toHaveBeenLastCalledWith({ userId: 3, status: 'active' });
    expect(screen.getByText('Ошибка выполнения действия')).toBeTruthy();
    setStatus.mutateAsync.mockRejectedValueOnce({ detail: 'Ошибка сети или сервера', status: 0 });
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Разблокировать mallory' }));
    });
    expect(screen.getByText('Нет соединения с сервером: действие не выполнено')).toBeTruthy();
  });

  it('creates an account after naming every problem of the form at once', async () => {
    await renderAdmin('?tab=users');
    fireEvent.click(screen.getByRole('button', { name: 'Создать пользователя' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый пользователь' });
    expect((within(dialog).getByLabelText('Максимум созданных ботов') as HTMLInputElement).value).toBe('5');
    expect((within(dialog).getByLabelText('Лимит API запросов в час') as HTMLInputElement).value).toBe('10000');
    fireEvent.change(within(dialog).getByLabelText('Максимум созданных ботов'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать пользователя' }));
    expect(within(dialog).getAllByText('Обязательное поле')).toHaveLength(2);
    expect(within(dialog).getByText('Целое число от 1 до 1000')).toBeTruthy();
    expect(setStatus.mutateAsync).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Имя пользователя'), { target: { value: 'newbie' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'newbie@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Роль'), { target: { value: 'trader' } });
    fireEvent.change(within(dialog).getByLabelText('Максимум созданных ботов'), { target: { value: '8' } });
    setStatus.mutateAsync.mockResolvedValueOnce({ ...row(9, 'newbie', 'active'), email: 'newbie@example.com' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Создать пользователя' }));
    });
    expect(setStatus.mutateAsync).toHaveBeenCalledWith({
      username: 'newbie',
      email: 'newbie@example.com',
      role: 'trader',
      max_bots: 8,
      max_concurrent_bots: 3,
      api_rate_limit: 10_000,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Пользователь newbie создан. Ссылка для установки пароля отправлена на newbie@example.com.')).toBeTruthy();
  });

  it("changes a user's role and limits, and shows the server's refusal as it says it", async () => {
    await renderAdmin('?tab=users');
    fireEvent.click(screen.getByRole('button', { name: 'Изменить trader' }));
    const dialog = screen.getByRole('dialog', { name: 'Пользователь trader: роль и лимиты' });
    expect(within(dialog).queryByLabelText('Имя пользователя')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Роль'), { target: { value: 'premium' } });
    expect(within(dialog).getByText(/Смена роли завершит все сеансы пользователя/)).toBeTruthy();
    setStatus.mutateAsync.mockRejectedValueOnce({ detail: 'Это последний активный администратор', status: 409 });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    });
    expect(setStatus.mutateAsync).toHaveBeenLastCalledWith({
      userId: 2,
      changes: { role: 'premium', max_bots: 5, max_concurrent_bots: 3, api_rate_limit: 10_000 },
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Это последний активный администратор');
    setStatus.mutateAsync.mockRejectedValueOnce({ detail: 'Not Found', status: 404 });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Этот сервер не поддерживает управление учётными записями');
    setStatus.mutateAsync.mockResolvedValueOnce({ ...row(2, 'trader', 'active'), role: 'premium' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    });
    expect(screen.getByText('Изменения пользователя trader сохранены.')).toBeTruthy();
  });

  it('deletes a user only after a question naming them, never oneself', async () => {
    await renderAdmin('?tab=users');
    expect((screen.getByRole('button', { name: 'Удалить admin' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить trader' }));
    const dialog = screen.getByRole('dialog', { name: 'Удаление пользователя' });
    expect(dialog.textContent).toContain('Удалить пользователя trader (trader@demo.local)?');
    expect(setStatus.mutateAsync).not.toHaveBeenCalled();
    setStatus.mutateAsync.mockResolvedValueOnce('Пользователь trader удалён');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить trader' }));
    });
    expect(setStatus.mutateAsync).toHaveBeenCalledWith({ userId: 2 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Пользователь trader удалён')).toBeTruthy();
  });

  it('says when no user matches and when loading fails', async () => {
    snapshots.set('adminUsers', { data: [], status: 'live', updatedAt: 1, refresh: vi.fn() });
    await renderAdmin();
    fireEvent.click(screen.getByRole('tab', { name: 'Пользователи' }));
    expect(await screen.findByText('Пользователи не найдены')).toBeTruthy();
    cleanup();
    snapshots.set('adminStats', { data: null, status: 'error', updatedAt: null, error: { detail: 'x', status: 500 }, refresh: vi.fn() });
    await renderAdmin();
    expect(screen.getByRole('alert').textContent).toContain('Ошибка загрузки данных админ панели');
  });

  it("keeps the users tab's filters in the address: a reload or a shared link opens the same list", async () => {
    const { router } = await renderAdmin('?tab=users&role=trader&status=bogus&q=mal');
    expect((screen.getByLabelText('Роль') as HTMLSelectElement).value).toBe('trader');
    expect((screen.getByLabelText('Статус') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Поиск') as HTMLInputElement).value).toBe('mal');
    fireEvent.change(screen.getByLabelText('Статус'), { target: { value: 'suspended' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'users', role: 'trader', status: 'suspended', q: 'mal' }));
  });
});
