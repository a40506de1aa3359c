import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ANONYMOUS, demoUser, fakePort, renderFrame, signedIn } from '../session/testing';
import { INITIAL_SESSION } from '../session/SessionContext';
import { ADMIN_READ, LOGIN, PUBLIC, type RouteAccess } from './access';
import { RouteGuard } from './RouteGuard';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function guarded(accessList: RouteAccess[]) {
  return (
    <RouteGuard accessList={accessList}>
      <p>страница</p>
    </RouteGuard>
  );
}

describe('RouteGuard', () => {
  it('shows the loading indicator with its three texts while the session initialises', async () => {
    // A browser signed in last time waits for the restore (a signed-out one shows the login card at once).
    localStorage.setItem('ui.signedIn', '1');
    await renderFrame(guarded([PUBLIC]), { port: fakePort(INITIAL_SESSION) });
    expect(screen.getByText('Инициализация сессии...')).toBeTruthy();
    expect(screen.getByText('Проверка авторизации...')).toBeTruthy();
    expect(screen.getByText('Загрузка...')).toBeTruthy();
    expect(screen.queryByText('страница')).toBeNull();
  });

  it('lets a guest open a public route', async () => {
    await renderFrame(guarded([PUBLIC]), { port: fakePort(ANONYMOUS) });
    expect(screen.getByText('страница')).toBeTruthy();
  });

  it('shows only the login card to a guest on a login route, then the page once signed in', async () => {
    const port = fakePort(ANONYMOUS);
    await renderFrame(guarded([LOGIN]), { port });
    expect(screen.queryByText('страница')).toBeNull();
    // The card's code loads apart from the first screen (session/lazyLoginCard.ts).
    expect(await screen.findByRole('heading', { name: 'Вход в систему' })).toBeTruthy();
    expect(screen.getByLabelText('Имя пользователя или e-mail')).toBeTruthy();
    port.push(signedIn(demoUser('viewer')));
    expect(screen.getByText('страница')).toBeTruthy();
  });

  it('denies a trader the admin panel, naming the required roles and the user role, with Back', async () => {
    const { router } = await renderFrame(guarded([ADMIN_READ]), { port: fakePort(signedIn(demoUser('trader'))), path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Доступ запрещен' })).toBeTruthy();
    expect(screen.getByText('У вас нет прав для доступа к этой странице')).toBeTruthy();
    expect(screen.getByTestId('required-roles').textContent).toBe('Администратор');
    expect(screen.getByTestId('user-role').textContent).toBe('Трейдер');
    expect(screen.getByTestId('access-note').textContent).toBe('Требуемая роль: admin');
    expect(screen.queryByText('страница')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    await screen.findByText('/');
    expect(router.state.location.pathname).toBe('/');
  });

  it('admits the admin to the admin panel', async () => {
    await renderFrame(guarded([ADMIN_READ]), { port: fakePort(signedIn(demoUser('admin'))) });
    expect(screen.getByText('страница')).toBeTruthy();
  });

  it('checks a role list', async () => {
    await renderFrame(guarded([LOGIN, { login: true, roles: ['trader', 'premium'] }]), { port: fakePort(signedIn(demoUser('user'))) });
    expect((await screen.findByTestId('required-roles')).textContent).toBe('Трейдер, Премиум');
    expect(screen.getByTestId('user-role').textContent).toBe('Пользователь');
  });
});
