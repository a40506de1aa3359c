import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { useRouteTitle } from '../layout/useRouteTitle';
import { LOGIN, PUBLIC } from './access';
import { useRouteAccess } from './useRouteAccess';

afterEach(cleanup);

/** A root layout reading what RootLayout reads, noting what each render saw. */
function setup() {
  const seen: Array<{ title: string; access: unknown; bare: boolean }> = [];
  function Root() {
    const title = useRouteTitle();
    const { accessList, bare } = useRouteAccess();
    seen.push({ title, access: accessList, bare });
    return <Outlet />;
  }
  const root = createRootRoute({ component: Root });
  const page = (path: string, title: string, access = LOGIN, bare = false) =>
    createRoute({
      getParentRoute: () => root,
      path,
      component: () => <p>{title}</p>,
      // like the app's routes: a loader that starts the section's download and returns at once
      loader: () => undefined,
      staticData: { title, access, bare },
    });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/a', 'Первая'),
      page('/b', 'Вторая'),
      page('/c', 'Третья', PUBLIC),
      page('/login', 'Вход', PUBLIC, true),
    ]),
    history: createMemoryHistory({ initialEntries: ['/a'] }),
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingComponent: () => <p>…</p>,
  });
  render(<RouterProvider router={router} />);
  return { router, seen };
}

describe('useRouteTitle and useRouteAccess', () => {
  it('give the deepest title, the access list and whether the page is bare', async () => {
    const { router, seen } = setup();
    await screen.findByText('Первая');
    expect(seen.at(-1)).toEqual({ title: 'Первая', access: [LOGIN], bare: false });
    await act(() => router.navigate({ to: '/login' }));
    await screen.findByText('Вход');
    expect(seen.at(-1)).toEqual({ title: 'Вход', access: [PUBLIC], bare: true });
  });

  it('keep the access list while the matched access is the same, for consumers that memoise on it', async () => {
    const { router, seen } = setup();
    await screen.findByText('Первая');
    const list = seen.at(-1)!.access;
    await act(() => router.navigate({ to: '/b' }));
    await screen.findByText('Вторая');
    expect(seen.at(-1)).toMatchObject({ title: 'Вторая' });
    expect(seen.at(-1)!.access).toBe(list);
    await act(() => router.navigate({ to: '/c' }));
    await screen.findByText('Третья');
    expect(seen.at(-1)!.access).not.toBe(list);
  });
});
