import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { ru } from '../i18n/ru';
import { DocumentTitle } from './DocumentTitle';

afterEach(cleanup);

describe('DocumentTitle', () => {
  it("keeps the document's title on the deepest route's, and the app's name alone where there is none", async () => {
    const root = createRootRoute({
      component: () => (
        <>
          <DocumentTitle />
          <Outlet />
        </>
      ),
    });
    const page = (path: string, title?: string) =>
      createRoute({ getParentRoute: () => root, path, component: () => <p>{path}</p>, staticData: title ? { title } : {} });
    const router = createRouter({
      routeTree: root.addChildren([page('/a', 'Позиции'), page('/b')]),
      history: createMemoryHistory({ initialEntries: ['/a'] }),
    });
    render(<RouterProvider router={router} />);
    await screen.findByText('/a');
    expect(document.title).toBe(`Позиции · ${ru.app.name}`);
    await act(async () => router.history.push('/b'));
    await screen.findByText('/b');
    expect(document.title).toBe(ru.app.name);
  });
});
