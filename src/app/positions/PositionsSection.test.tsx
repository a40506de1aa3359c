import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { PositionsDemoScreen } from './PositionsSection';

async function renderDemo() {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/positions',
    component: PositionsDemoScreen,
    staticData: { title: 'Управление позициями' },
  });
  const risk = createRoute({ getParentRoute: () => root, path: '/dashboard/risk', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([page, risk]),
    history: createMemoryHistory({ initialEntries: ['/positions'] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  await screen.findByRole('heading', { level: 1, name: 'Управление позициями' });
}

function tile(name: string): string {
  return within(screen.getByRole('region', { name }))
    .getAllByText(/./)
    .map((n) => n.textContent)
    .join(' ');
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('position management demo screen', () => {
  it('is labelled demo and shows the six positions with the summary tiles', async () => {
    await renderDemo();
    expect(screen.getAllByText('демо-данные').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('listitem', { name: /^Позиция #/ })).toHaveLength(6);
    expect(tile('Всего позиций')).toContain('6');
    expect(tile('Открытые')).toContain('5');
    expect(tile('Закрытые')).toContain('1');
  });

  it('filters by network and status', async () => {
    await renderDemo();
    fireEvent.change(screen.getByLabelText('Сеть'), { target: { value: 'arbitrum' } });
    expect(screen.getAllByRole('listitem', { name: /^Позиция #/ })).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Сеть'), { target: { value: 'all' } });
    fireEvent.click(screen.getByRole('button', { name: 'CLOSED' }));
    expect(screen.getAllByRole('listitem', { name: /^Позиция #/ }).map((li) => li.getAttribute('aria-label'))).toEqual(['Позиция #4']);
    fireEvent.change(screen.getByLabelText('Сеть'), { target: { value: 'base' } });
    expect(screen.getByText('Нет позиций под выбранные фильтры.')).toBeTruthy();
  });

  it('closing marks the position CLOSED for good: no close button is left for it, and a reload keeps it', async () => {
    await renderDemo();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть позицию #2' }));
    const dialog = screen.getByRole('dialog', { name: 'Закрыть позицию #2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть позицию' }));
    const card = screen.getByRole('listitem', { name: 'Позиция #2' });
    expect(within(card).getByText('CLOSED')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(tile('Закрытые')).toContain('2');
    cleanup();
    await renderDemo();
    expect(within(screen.getByRole('listitem', { name: 'Позиция #2' })).getByText('CLOSED')).toBeTruthy();
  });

  it('switches to the list view with the same rows', async () => {
    await renderDemo();
    fireEvent.click(screen.getByRole('button', { name: 'Список' }));
    expect(screen.getAllByRole('row')).toHaveLength(7); // header + 6
  });
});
