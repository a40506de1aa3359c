// Test doubles for component tests of the frame: an in-process session port and a memory router.
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { vi } from 'vitest';
import type { User } from '../../domain/types';
import type { SessionEvent, SessionState } from '../../worker/api';
import { ToastProvider } from '../ui/Toast';
import type { SessionPort } from './port';
import { SessionProvider } from './SessionContext';

export function demoUser(role: User['role'], extra: Partial<User> = {}): User {
  return {
    user_id: 7,
    username: role,
    full_name: null,
    email: `${role}@demo.local`,
    role,
    status: 'active',
    total_bots_created: 2,
    max_bots: 5,
    max_concurrent_bots: 3,
    api_rate_limit: 1000,
    ...extra,
  };
}

export function signedIn(user: User, expiresInMs = 3_600_000): SessionState {
  return {
    status: 'authenticated',
    user,
    session: { sessionId: 's1', userId: user.user_id, expiresAt: Date.now() + expiresInMs, lastActivity: Date.now(), userAgent: 'test' },
    limits: null,
    online: true,
  };
}

export const ANONYMOUS: SessionState = { status: 'anonymous', user: null, session: null, limits: null, online: true };

export interface FakePort extends SessionPort {
  push(state: SessionState): void;
  emit(event: SessionEvent): void;
  session: { [K in keyof SessionPort['session']]: ReturnType<typeof vi.fn> & SessionPort['session'][K] };
}

export function fakePort(initial: SessionState): FakePort {
  let onState: ((s: SessionState) => void) | null = null;
  let onEvent: ((e: SessionEvent) => void) | null = null;
  const port: FakePort = {
    watchSession: vi.fn(async (s: (s: SessionState) => void, e: (e: SessionEvent) => void) => {
      onState = s;
      onEvent = e;
      s(initial);
      return () => {
        onState = null;
        onEvent = null;
      };
    }),
    push: (state) => act(() => onState?.(state)),
    emit: (event) => act(() => onEvent?.(event)),
    session: {
      login: vi.fn(async () => ({ kind: 'signedIn' as const, user: demoUser('trader') })),
      secondFactor: vi.fn(async () => ({ kind: 'signedIn' as const, user: demoUser('trader') })),
      register: vi.fn(async () => demoUser('user')),
      logout: vi.fn(async () => {}),
      extend: vi.fn(async () => {}),
      activity: vi.fn(),
      visibility: vi.fn(),
      verifyEmail: vi.fn(async () => {}),
      forgotPassword: vi.fn(async () => {}),
      resetPassword: vi.fn(async () => {}),
    } as FakePort['session'],
  };
  return port;
}

const PATHS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/settings',
  '/settings/api',
  '/admin',
  '/mining',
];

/** Renders `ui` inside the providers and a memory router at `path` (other paths show a marker); `preload` as the app's router has it. */
export async function renderFrame(ui: ReactNode, { port, path = '/', preload }: { port: SessionPort; path?: string; preload?: 'intent' }) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const routes = PATHS.map((p) => createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <p data-testid="at">{p}</p> }));
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultPreload: preload,
  });
  await router.load();
  const result = render(
    <ToastProvider>
      <SessionProvider port={port}>
        <RouterProvider router={router} />
      </SessionProvider>
    </ToastProvider>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  return { ...result, router };
}
