import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { LoginCard } from './LoginCard';
import { ANONYMOUS, demoUser, fakePort, renderFrame } from './testing';

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
    const pending = deferred<ReturnType<typeof demoUser>>();
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
      pending.resolve(demoUser('trader'));
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
});
