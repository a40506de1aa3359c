// The positions page: only the cards near the screen are in the document,
// the view switch is remembered, and a position's details open once the press has been painted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { positionFixture } from '../../data/positionFixture';
import { afterNextPaint } from '../../ui/afterNextPaint';
import { forgetPositionPrefs } from './positionPrefs';

const positions = Array.from({ length: 40 }, (_, i) => positionFixture({ bot_id: 1, token_id: 100 + i }));
vi.mock('../../data/useSnapshot', () => ({
  useSnapshot: (topic: string) =>
    topic === 'openPositions'
      ? { data: positions, status: 'live', updatedAt: 1, refresh: () => undefined }
      : { data: null, status: 'loading', updatedAt: null, refresh: () => undefined },
}));
vi.mock('../../data/useCommand', () => ({
  useCommand: () => ({ mutateAsync: vi.fn(), isPending: false, error: null, reset: () => undefined }),
}));
vi.mock('../../session/SessionContext', () => ({ usePermission: () => true, useCommandBlock: () => null }));
vi.mock('../common/useBotNames', () => ({ useBotNames: () => ({ bots: [], botName: () => 'LP' }) }));
vi.mock('../common/miningStatus', () => ({ useReportSnapshots: () => undefined }));
// The page's address: its sort and filters (src/domain/rules/mining/positionsArrangement.ts).
const address = vi.hoisted(() => ({ search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<object>()),
  getRouteApi: () => ({ useSearch: () => address.search }),
  useNavigate: () => () => undefined,
}));
vi.mock('./PositionDetail', () => ({
  PositionDetailModal: ({ position, onClose }: { position: { token_id: number }; onClose: () => void }) => (
    <div role="dialog">
      Позиция {position.token_id}
      <button onClick={onClose}>✕</button>
    </div>
  ),
}));
vi.mock('../../ui/afterNextPaint', () => ({ afterNextPaint: vi.fn() }));
const painted = vi.mocked(afterNextPaint);

const { MiningPositions } = await import('./MiningPositions');

beforeEach(() => {
  localStorage.clear();
  forgetPositionPrefs();
});
afterEach(() => {
  address.search = {};
  cleanup();
  painted.mockReset();
});

const cards = () => screen.queryAllByRole('article').map((a) => Number(a.getAttribute('data-token')));
const view = (name: string) => screen.getByRole('button', { name });

describe('MiningPositions', () => {
  it('shows the positions the filters in the address keep, and says so when none is kept', () => {
    address.search = { by_bot: 2 };
    render(<MiningPositions />);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('Нет позиций по выбранным фильтрам')).toBeTruthy();
    expect(screen.getByText(`Показано 0 из ${positions.length}`)).toBeTruthy();
    address.search = {};
  });

  // Scrolling through them is a browser test's (tests/e2e/continuity.e2e.ts): this DOM lays nothing out.
  it('has only the cards near the screen in the document, the first ones first', async () => {
    render(<MiningPositions />);
    // drawn after the page's first commit (SnapshotGate)
    await screen.findAllByRole('article');
    const first = cards();
    expect(first[0]).toBe(100);
    expect(first.length).toBeLessThan(positions.length);
  });

  it('switches between the grid and the list, and starts in the view chosen last', async () => {
    render(<MiningPositions />);
    await screen.findAllByRole('article');
    expect(view('Плитка').getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('[data-mode]')?.getAttribute('data-mode')).toBe('grid');
    fireEvent.click(view('Список'));
    expect(view('Список').getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('[data-mode]')?.getAttribute('data-mode')).toBe('list');
    cleanup();
    forgetPositionPrefs();
    render(<MiningPositions />);
    await screen.findAllByRole('article');
    expect(view('Список').getAttribute('aria-pressed')).toBe('true');
  });

  it('opens and closes a position’s details once the press has been painted', async () => {
    render(<MiningPositions />);
    await screen.findAllByRole('article');
    act(() => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Подробнее' })[1]);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const press = painted.mock.calls.at(-1)![0];
    act(() => press());
    expect(screen.getByRole('dialog').textContent).toBe('Позиция 101✕');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '✕' }));
    });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => painted.mock.calls.at(-1)![0]());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
