import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SessionInfo, User } from '../../domain/contracts/types';

const commands = new Map<string, ReturnType<typeof vi.fn>>();
const handle = (name: string) => {
  if (!commands.has(name))
    commands.set(
      name,
      vi.fn(async () => true),
    );
  return { mutateAsync: commands.get(name), isPending: false, error: null, reset: () => undefined };
};
let sessions: SessionInfo[] = [];
let user: Partial<User> = { two_factor_enabled: false };
const showRecoveryCodes = vi.fn();
const navigate = vi.fn();

vi.mock('../data/useSnapshot', () => ({ useSnapshot: () => ({ data: sessions, status: 'live', updatedAt: 1, refresh: () => undefined }) }));
vi.mock('../data/useCommand', () => ({ useCommand: (name: string) => handle(name) }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));
vi.mock('../session/SessionContext', () => ({
  useSession: () => ({ session: null, user, actions: { logout: vi.fn(async () => undefined) }, showRecoveryCodes }),
  useCommandBlock: () => null,
}));

const { SecurityPanel } = await import('./SecurityPanel');

const row = (id: string, current: boolean, device: string): SessionInfo => ({
  session_id: id,
  device,
  address: '10.0.0.7',
  created_at: '2026-11-25T08:00:00.000Z',
  last_used_at: '2026-11-25T09:00:00.000Z',
  current,
});

beforeEach(() => {
  commands.clear();
  sessions = [row('a', true, 'Desk/1.0'), row('b', false, 'Phone/2.0')];
  user = { two_factor_enabled: false };
  showRecoveryCodes.mockReset();
  navigate.mockReset();
});
afterEach(cleanup);

describe('security settings', () => {
  it('lists the sessions, marks this one, and ends another one after asking, naming its device', async () => {
    render(<SecurityPanel />);
    const list = screen.getByRole('list', { name: 'Сеансы' });
    expect(within(list).getByText('Этот сеанс')).toBeTruthy();
    expect(within(list).getByText(/Phone\/2\.0/)).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: 'Завершить' })).toHaveLength(1);
    await act(async () => {
      fireEvent.click(within(list).getByRole('button', { name: 'Завершить' }));
    });
    expect(commands.get('sessions.end')).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Завершить сеанс?' });
    expect(dialog.textContent).toMatch(/Phone\/2\.0/);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Завершить этот сеанс' }));
    });
    expect(commands.get('sessions.end')).toHaveBeenCalledWith({ sessionId: 'b' });
  });

  it('"Выйти на всех устройствах" asks first, then ends every session and leaves', async () => {
    render(<SecurityPanel />);
    expect(screen.getByRole('button', { name: 'Выйти на этом устройстве' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));
    expect(commands.get('sessions.endAll')).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Завершить все сеансы' }));
    });
    expect(commands.get('sessions.endAll')).toHaveBeenCalledWith({});
    expect(navigate).toHaveBeenCalledWith({ to: '/' });
  });

  it('changes the password only with the current one and a matching repeat', async () => {
    render(<SecurityPanel />);
    const form = screen.getByRole('region', { name: 'Смена пароля' });
    fireEvent.change(within(form).getByLabelText('Новый пароль'), { target: { value: 'new-password-1' } });
    fireEvent.change(within(form).getByLabelText('Повторите новый пароль'), { target: { value: 'new-password-2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
    expect(within(form).getByText('Пароли не совпадают')).toBeTruthy();
    expect(within(form).getByText('Обязательное поле')).toBeTruthy();
    commands.set(
      'profile.password',
      vi.fn(async () => 'Пароль изменён. Остальные сеансы завершены'),
    );
    fireEvent.change(within(form).getByLabelText('Текущий пароль'), { target: { value: 'old-password' } });
    fireEvent.change(within(form).getByLabelText('Повторите новый пароль'), { target: { value: 'new-password-1' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
    });
    expect(commands.get('profile.password')).toHaveBeenCalledWith({ currentPassword: 'old-password', newPassword: 'new-password-1' });
    expect(within(form).getByText('Пароль изменён. Остальные сеансы завершены')).toBeTruthy();
  });

  it('enrols a second factor: password, QR code and key, first code, then the recovery codes', async () => {
    commands.set(
      'twoFactor.setup',
      vi.fn(async () => ({ secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_svg: '<svg/>' })),
    );
    commands.set(
      'twoFactor.enable',
      vi.fn(async () => ['aaaa-bbbb-cccc-dddd']),
    );
    render(<SecurityPanel />);
    const panel = screen.getByRole('region', { name: 'Двухфакторная аутентификация' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Включить' }));
    fireEvent.change(within(panel).getByLabelText('Текущий пароль'), { target: { value: 'pw' } });
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Продолжить' }));
    });
    expect(commands.get('twoFactor.setup')).toHaveBeenCalledWith({ password: 'pw' });
    expect(within(panel).getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeTruthy();
    expect(within(panel).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Код из приложения'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Подтвердить' }));
    });
    expect(commands.get('twoFactor.enable')).toHaveBeenCalledWith({ code: '123456' });
    expect(showRecoveryCodes).toHaveBeenCalledWith(['aaaa-bbbb-cccc-dddd']);
    expect(within(panel).queryByText('JBSWY3DPEHPK3PXP')).toBeNull();
  });
});
