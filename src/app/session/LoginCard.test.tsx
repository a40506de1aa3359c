import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { LoginResult } from '../../worker/api';
import { LoginCard } from './LoginCard';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { ANONYMOUS, demoUser, fakePort, renderFrame, signedIn } from './testing';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('LoginCard', () => {
  it('has both fields required and disables them while submitting', async () => {
    const port = fakePort(ANONYMOUS);
    const pending = deferred<LoginResult>();
    port.session.login.mockReturnValueOnce(pending.promise);
    await renderFrame(<LoginCard />, { port });
    const login = screen.getByLabelText('Имя пользователя или e-mail') as HTMLInputElement;
    const password = screen.getByLabelText('Пароль') as HTMLInputElement;
    expect(login.required).toBe(true);
    expect(password.required).toBe(true);
    expect(password.type).toBe('password');
    fireEvent.change(login, { target: { value: ' trader ' } });
    fireEvent.change(password, { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(port.session.login).toHaveBeenCalledWith('trader', 'demo1234');
    expect(login.disabled).toBe(true);
    expect(password.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Вход...' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      pending.resolve({ kind: 'signedIn', user: demoUser('trader') });
    });
  });

  it('shows the server message in a red box and clears the password', async () => {
    const port = fakePort(ANONYMOUS);
    port.session.login.mockRejectedValueOnce({ detail: 'Неверное имя пользователя или пароль', status: 401 });
    await renderFrame(<LoginCard />, { port });
    fireEvent.change(screen.getByLabelText('Имя пользователя или e-mail'), { target: { value: 'trader' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'wrong' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Неверное имя пользователя или пароль');
    expect((screen.getByLabelText('Пароль') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Пароль') as HTMLInputElement).disabled).toBe(false);
  });

  it('falls back to "Ошибка входа в систему" when the failure has no message', async () => {
    const port = fakePort(ANONYMOUS);
    port.session.login.mockRejectedValueOnce(null);
    await renderFrame(<LoginCard />, { port });
    fireEvent.change(screen.getByLabelText('Имя пользователя или e-mail'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'y' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Ошибка входа в систему');
  });

  it('does not call the worker with an empty field', async () => {
    const port = fakePort(ANONYMOUS);
    await renderFrame(<LoginCard />, { port });
    fireEvent.submit(screen.getByRole('button', { name: 'Войти' }).closest('form')!);
    expect(port.session.login).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Обязательное поле');
  });

  it('says why after an inactivity logout', async () => {
    const port = fakePort(ANONYMOUS);
    await renderFrame(<LoginCard />, { port });
    port.emit({ type: 'inactive' });
    expect(screen.getByText('Сессия истекла. Необходимо войти в систему заново.')).toBeTruthy();
  });

  it('asks for the code when the account has a second factor, and signs in with it', async () => {
    const port = fakePort(ANONYMOUS);
    port.session.login.mockResolvedValueOnce({ kind: 'code', message: 'Введите код из приложения-аутентификатора' });
    port.session.secondFactor.mockRejectedValueOnce({ detail: 'Неверный код', status: 401 });
    await renderFrame(<LoginCard />, { port });
    fireEvent.change(screen.getByLabelText('Имя пользователя или e-mail'), { target: { value: 'trader' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'demo1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    });
    expect(screen.getByRole('heading', { name: 'Подтверждение входа' })).toBeTruthy();
    const code = screen.getByLabelText('Код из приложения-аутентификатора') as HTMLInputElement;
    fireEvent.change(code, { target: { value: '000000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    });
    expect(screen.getByText('Неверный код')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Код из приложения-аутентификатора'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    });
    expect(port.session.secondFactor).toHaveBeenLastCalledWith('123456');
  });

  it('an admin who must enrol sees the QR code and key, then the recovery codes once', async () => {
    const port = fakePort(ANONYMOUS);
    port.session.login.mockResolvedValueOnce({
      kind: 'enrol',
      message: 'm',
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/x',
      qrSvg: '<svg/>',
    });
    port.session.secondFactor.mockResolvedValueOnce({
      kind: 'signedIn',
      user: demoUser('admin'),
      recoveryCodes: ['aaaa-bbbb-cccc-dddd', 'eeee-ffff-gggg-hhhh'],
    });
    await renderFrame(
      <>
        <LoginCard />
        <RecoveryCodesDialog />
      </>,
      { port },
    );
    fireEvent.change(screen.getByLabelText('Имя пользователя или e-mail'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'demo1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    });
    expect((screen.getByRole('img', { name: 'QR-код для приложения-аутентификатора' }) as HTMLImageElement).src).toMatch(
      /^data:image\/svg\+xml/,
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Код из приложения-аутентификатора'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    });
    expect(screen.getByText('aaaa-bbbb-cccc-dddd')).toBeTruthy();
    // Copied as numbered lines naming whom they are for; nothing stored by the app.
    await act(async () => port.push(signedIn(demoUser('admin'))));
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (s: string) => void written.push(s) }, configurable: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Скопировать' }));
    });
    expect(written[0]).toMatch(/^LP Ops: коды восстановления для admin \(/);
    expect(written[0]).toContain('\n1. aaaa-bbbb-cccc-dddd\n2. eeee-ffff-gggg-hhhh\n');
    expect(screen.getByText('Коды скопированы в буфер обмена.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Я сохранил коды' }));
    expect(screen.queryByText('aaaa-bbbb-cccc-dddd')).toBeNull();
  });
});
