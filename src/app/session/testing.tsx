// Test doubles for component tests of the frame: an in-process session port and a memory router.
import type { ComponentType, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import { vi } from 'vitest';
import type { User } from '../../domain/contracts/types';
import type { SessionEvent, SessionState } from '../../worker/api';
import { createQueryClient } from '../data/queryClient';
import { routeTree } from '../routing/routeTree';
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

/** `renews`: the worker will renew it on its own (no end to warn of); otherwise it ends at its expiry. */
export function signedIn(user: User, expiresInMs = 3_600_000, { renews = false } = {}): SessionState {
  const expiresAt = Date.now() + expiresInMs;
  return {
    status: 'authenticated',
    user,
    session: {
      sessionId: 's1',
      userId: user.user_id,
      expiresAt,
      lastActivity: Date.now(),
      userAgent: 'test',
      endsAt: renews ? null : expiresAt,
    },
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

/** Components to show at some paths of the table (by path), in place of the marker. */
type Pages = Readonly<Record<string, ComponentType>>;

/**
 * The app's route table (paths, ids, titles, access, navigations, search validation) with a marker
 * in place of each page, or the component `pages` gives, and the root rendering `ui` above its
 * outlet. Nothing is fetched and no access is refused: the component under test does its own guarding.
 */
function mirroredTree(ui: ReactNode, pages: Pages) {
  const root = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const mirror = (route: AnyRoute, parent: AnyRoute): AnyRoute => {
    const { path, id, staticData, validateSearch } = route.options as {
      path?: string;
      id?: string;
      staticData?: object;
      validateSearch?: never;
    };
    const children = (route.children ?? []) as AnyRoute[];
    // Read once the router has given the copy its path.
    const Page = () => {
      const Shown = pages[copy.to];
      return Shown ? <Shown /> : <p data-testid="at">{copy.to}</p>;
    };
    const copy: AnyRoute = createRoute({
      getParentRoute: () => parent,
      ...(path !== undefined ? { path } : { id: id! }),
      staticData,
      validateSearch,
      component: children.length > 0 ? Outlet : Page,
    });
    return children.length > 0 ? copy.addChildren(children.map((child) => mirror(child, copy))) : copy;
  };
  return root.addChildren((routeTree.children as readonly AnyRoute[]).map((route) => mirror(route, root)));
}

/** Renders `ui` inside the providers and a memory router of the app's route table at `path`; `preload` as the app's router has it. */
export async function renderFrame(
  ui: ReactNode,
  { port, path = '/', preload, pages = {} }: { port: SessionPort; path?: string; preload?: 'intent'; pages?: Pages },
) {
  const router = createRouter({
    routeTree: mirroredTree(ui, pages),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultPreload: preload,
  });
  await router.load();
  const result = await renderSettled(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <SessionProvider port={port}>
          <RouterProvider router={router} />
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/**
 * Renders the pages `pages` names in the app's route table at `path`, with a query client: for a
 * screen that reads its search params or runs commands, tested without the session's provider.
 */
export async function renderPage(path: string, pages: Pages) {
  const router = createRouter({ routeTree: mirroredTree(null, pages), history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const result = await renderSettled(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/**
 * Does `action` (a render, a press) in an awaited act, until the code it asked for has arrived: a
 * component waiting for its code (lazyRouteComponent) in a test only renders once it has, when
 * its import settles inside the act that suspended it.
 */
export async function settled<T>(action: () => T): Promise<T> {
  let value: T | undefined;
  await act(async () => {
    value = action();
    await vi.dynamicImportSettled();
  });
  return value as T;
}

const renderSettled = (ui: ReactNode) => settled(() => render(ui));
