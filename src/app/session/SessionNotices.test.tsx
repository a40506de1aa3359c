import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { SessionNotices } from './SessionNotices';
import { demoUser, fakePort, renderFrame, signedIn } from './testing';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SessionNotices', () => {
  it('on expiry shows one red notice with "Перейти ко входу", not two', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const port = fakePort(signedIn(demoUser('trader')));
    const { router } = await renderFrame(<SessionNotices />, { port, path: '/settings' });
    port.emit({ type: 'expired', reason: 'timeout' });
    const toast = screen.getByText('Сессия истекла').closest('[role="alert"]');
    expect(toast?.textContent).toContain('Пожалуйста, войдите в систему снова');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(5100);
    });
    expect(screen.getByText('Сессия истекла')).toBeTruthy();
    vi.useRealTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Перейти ко входу' }));
    });
    await screen.findByText('/login');
    expect(router.state.location.search).toEqual({ redirect: '/settings' });
  });

  it('removes the notice after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const port = fakePort(signedIn(demoUser('trader')));
    await renderFrame(<SessionNotices />, { port });
    port.emit({ type: 'expired', reason: 'refresh_failed' });
    await act(async () => {
      vi.advanceTimersByTime(9900);
    });
    expect(screen.getByRole('button', { name: 'Перейти ко входу' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('button', { name: 'Перейти ко входу' })).toBeNull();
  });

  it('shows the inactivity message, and follows the worker to another path', async () => {
    const port = fakePort(signedIn(demoUser('trader')));
    const { router } = await renderFrame(<SessionNotices />, { port, path: '/settings' });
    port.emit({ type: 'inactive' });
    expect(screen.getByText('Сессия истекла. Необходимо войти в систему заново.')).toBeTruthy();
    port.emit({ type: 'navigate', to: '/' });
    await screen.findByText('/');
    expect(router.state.location.pathname).toBe('/');
  });
});
