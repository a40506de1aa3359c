import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ForgotPasswordScreen, LoginScreen, RegisterScreen, ResetPasswordScreen, VerifyEmailScreen } from './accountScreens';
import { ANONYMOUS, demoUser, fakePort, renderFrame, signedIn } from './testing';

afterEach(cleanup);

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('account screens', () => {
  it('register: checks the fields, then registers and goes to "/"', async () => {
    const port = fakePort(ANONYMOUS);
    const { router } = await renderFrame(null, { port, path: '/register', pages: { '/register': RegisterScreen } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    });
    expect(port.session.register).not.toHaveBeenCalled();
    expect(screen.getAllByText('Обязательное поле').length).toBeGreaterThanOrEqual(3);
    type('Имя пользователя', 'alice');
    type('E-mail', 'alice@example.com');
    type('Пароль', 'secret123');
    type('Повторите пароль', 'secret123');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    });
    expect(port.session.register).toHaveBeenCalledWith({ username: 'alice', email: 'alice@example.com', password: 'secret123' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('register: shows the server message and clears the passwords', async () => {
    const port = fakePort(ANONYMOUS);
    port.session.register.mockRejectedValueOnce({ detail: 'Имя пользователя или e-mail уже заняты', status: 409 });
    await renderFrame(null, { port, path: '/register', pages: { '/register': RegisterScreen } });
    type('Имя пользователя', 'alice');
    type('E-mail', 'alice@example.com');
    type('Пароль', 'secret123');
    type('Повторите пароль', 'secret123');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Имя пользователя или e-mail уже заняты');
    expect((screen.getByLabelText('Пароль') as HTMLInputElement).value).toBe('');
  });

  it('forgot password: needs a valid e-mail, then says the link is on its way', async () => {
    const port = fakePort(ANONYMOUS);
    await renderFrame(null, { port, path: '/forgot-password', pages: { '/forgot-password': ForgotPasswordScreen } });
    type('E-mail', 'nope');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    });
    expect(screen.getByText('Введите корректный e-mail')).toBeTruthy();
    expect(port.session.forgotPassword).not.toHaveBeenCalled();
    type('E-mail', 'trader@demo.local');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    });
    expect(port.session.forgotPassword).toHaveBeenCalledWith('trader@demo.local');
    expect(screen.getByRole('status').textContent).toContain('ссылка для сброса пароля');
  });

  it('reset password: without a token says so; with one sets the new password', async () => {
    const port = fakePort(ANONYMOUS);
    await renderFrame(null, { port, path: '/reset-password', pages: { '/reset-password': ResetPasswordScreen } });
    expect(screen.getByRole('alert').textContent).toBe('В ссылке нет кода сброса пароля. Запросите новую ссылку.');
    cleanup();

    await renderFrame(null, { port, path: '/reset-password?token=abc123', pages: { '/reset-password': ResetPasswordScreen } });
    type('Новый пароль', 'newpass123');
    type('Повторите новый пароль', 'other');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    });
    expect(screen.getByText('Пароли не совпадают')).toBeTruthy();
    expect(port.session.resetPassword).not.toHaveBeenCalled();
    type('Новый пароль', 'newpass123');
    type('Повторите новый пароль', 'newpass123');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    });
    expect(port.session.resetPassword).toHaveBeenCalledWith('abc123', 'newpass123');
    expect(screen.getByText('Пароль изменён. Теперь войдите с новым паролем.')).toBeTruthy();
  });

  it('verify e-mail: confirms the token from the link once, or shows why not', async () => {
    const port = fakePort(ANONYMOUS);
    await renderFrame(null, { port, path: '/verify-email?token=tok-1', pages: { '/verify-email': VerifyEmailScreen } });
    await screen.findByText('E-mail подтверждён.');
    expect(port.session.verifyEmail).toHaveBeenCalledTimes(1);
    expect(port.session.verifyEmail).toHaveBeenCalledWith('tok-1');
    cleanup();

    port.session.verifyEmail.mockRejectedValueOnce({ detail: 'Ссылка недействительна или устарела', status: 400 });
    await renderFrame(null, { port, path: '/verify-email?token=tok-2', pages: { '/verify-email': VerifyEmailScreen } });
    await screen.findByText('Ссылка недействительна или устарела');
  });

  it('login screen: once signed in, goes on to the redirect path', async () => {
    const port = fakePort(ANONYMOUS);
    const { router } = await renderFrame(null, { port, path: '/login?redirect=%2Fmining', pages: { '/login': LoginScreen } });
    expect(screen.getByRole('heading', { name: 'Вход в систему' })).toBeTruthy();
    port.push(signedIn(demoUser('trader')));
    await screen.findByText('/mining');
    expect(router.state.location.pathname).toBe('/mining');
  });
});
