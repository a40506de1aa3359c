import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { LOGIN, PUBLIC } from './access';
import { useRouteAccess } from './useRouteAccess';

afterEach(cleanup);

/** A root layout reading the matched access as RootLayout does, noting what each render saw. */
function setup() {
  const seen: Array<{ access: unknown; bare: boolean }> = [];
  function Root() {
    const { accessList, bare } = useRouteAccess();
    seen.push({ access: accessList, bare });
    return <Outlet />;
  }
  const root = createRootRoute({ component: Root });
  const page = (path: string, title: string, access = LOGIN, bare = false) =>
    createRoute({
      getParentRoute: () => root,
      path,
      component: () => <p>{title}</p>,
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
  });
  render(<RouterProvider router={router} />);
  return { router, seen };
}

describe('useRouteAccess', () => {
  it('gives the access list of the matched routes and whether the page is bare', async () => {
    const { router, seen } = setup();
    await screen.findByText('Первая');
    expect(seen.at(-1)).toEqual({ access: [LOGIN], bare: false });
    await act(() => router.navigate({ to: '/login' }));
    await screen.findByText('Вход');
    expect(seen.at(-1)).toEqual({ access: [PUBLIC], bare: true });
  });

  it('keeps the access list while the matched access is the same, for consumers that memoise on it', async () => {
    const { router, seen } = setup();
    await screen.findByText('Первая');
    const list = seen.at(-1)!.access;
    await act(async () => router.history.push('/b'));
    await screen.findByText('Вторая');
    expect(seen.at(-1)!.access).toBe(list);
    await act(async () => router.history.push('/c'));
    await screen.findByText('Третья');
    expect(seen.at(-1)!.access).not.toBe(list);
  });
});
