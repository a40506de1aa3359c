// The positions page's own choices (issue 24): the detail dialog opens and closes after the press is painted,
// the view switch carries the marks the last frame answers by (lastFrame/frameSwitch.ts), and the
// page's first commit draws the first card, or under a start's last frame the grid's first row (the
// others are drawn in turn by PositionSlot).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MiningPosition } from '../../../domain/types';
import { afterNextPaint } from '../../ui/afterNextPaint';
import { underLastFrame } from '../../lastFrame/settleFrame';

const positions = [7, 8, 9, 10, 11].map((token_id) => ({ bot_id: 1, token_id })) as MiningPosition[];
vi.mock('../../data/useSnapshot', () => ({
  useSnapshot: () => ({ data: positions, status: 'live', updatedAt: 1, refresh: () => undefined }),
}));
vi.mock('../../data/useCommand', () => ({
  useCommand: () => ({ mutateAsync: vi.fn(), isPending: false, error: null, reset: () => undefined }),
}));
vi.mock('../../session/SessionContext', () => ({ usePermission: () => true, useCommandBlock: () => null }));
vi.mock('../common/useBotNames', () => ({ useBotNames: () => ({ bots: [], botName: () => 'LP' }) }));
vi.mock('../common/miningStatus', () => ({ useReportSnapshots: () => undefined }));
// The page's address: its sort and filters (src/domain/positionsArrangement.ts).
const address = vi.hoisted(() => ({ search: {} as Record<string, unknown> }));
vi.mock('@tanstack/react-router', () => ({
  getRouteApi: () => ({ useSearch: () => address.search }),
  useNavigate: () => () => undefined,
}));
// The card is its own concern (PositionSlot.test.tsx): here it is a «Подробнее» button, marked
// when the slot is drawn in the page's first commit.
vi.mock('./PositionSlot', () => ({
  PositionSlot: ({
    position,
    onDetails,
    onFirstScreen,
  }: {
    position: MiningPosition;
    onDetails: (p: MiningPosition) => void;
    onFirstScreen: boolean;
  }) => (
    <button data-first-screen={onFirstScreen} onClick={() => onDetails(position)}>
      Подробнее {position.token_id}
    </button>
  ),
}));
vi.mock('./PositionDetail', () => ({
  PositionDetailModal: ({ position, onClose }: { position: MiningPosition; onClose: () => void }) => (
    <div role="dialog">
      Позиция {position.token_id}
      <button onClick={onClose}>✕</button>
    </div>
  ),
}));
vi.mock('../../ui/afterNextPaint', () => ({ afterNextPaint: vi.fn() }));
const painted = vi.mocked(afterNextPaint);
vi.mock('../../lastFrame/settleFrame', async (original) => ({
  ...(await original<typeof import('../../lastFrame/settleFrame')>()),
  underLastFrame: vi.fn(() => false),
}));
const frameShown = vi.mocked(underLastFrame);

const { MiningPositions } = await import('./MiningPositions');

const desktopWidth = window.innerWidth;
afterEach(() => {
  address.search = {};
  cleanup();
  painted.mockReset();
  frameShown.mockReturnValue(false);
  window.innerWidth = desktopWidth;
});

const slots = () => screen.queryAllByRole('button', { name: /^Подробнее/ });
const drawnFirst = () => slots().filter((b) => b.dataset.firstScreen === 'true').length;

describe('MiningPositions', () => {
  it('shows the positions the filters in the address keep, and says so when none is kept', () => {
    address.search = { by_bot: 2 };
    render(<MiningPositions />);
    expect(slots()).toHaveLength(0);
    expect(screen.getByText('Нет позиций по выбранным фильтрам')).toBeTruthy();
    expect(screen.getByText('Показано 0 из 5')).toBeTruthy();
    expect((screen.getByLabelText('Бот') as HTMLSelectElement).value).toBe('2');
  });

  it('opens and closes a position’s details once the press has been painted', () => {
    render(<MiningPositions />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Подробнее 8' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(painted).toHaveBeenCalledTimes(1);
    act(() => painted.mock.calls[0][0]());
    expect(screen.getByRole('dialog').textContent).toBe('Позиция 8✕');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '✕' }));
    });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    expect(painted).toHaveBeenCalledTimes(2);
    act(() => painted.mock.calls[1][0]());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks its view switch for the last frame, and lays the cards out by data-mode alone', () => {
    const { container } = render(<MiningPositions />);
    const group = screen.getByRole('group', { name: 'Вид' });
    expect(group.getAttribute('data-frame-switch')).toBe('mode');
    const list = screen.getByRole('button', { name: 'Список' });
    expect(list.getAttribute('data-frame-value')).toBe('list');
    const cards = container.querySelector('[data-mode]')!;
    const classes = cards.className;
    act(() => {
      fireEvent.click(list);
    });
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(cards.getAttribute('data-mode')).toBe('list');
    expect(cards.className).toBe(classes);
  });

  it('under a start’s last frame draws the frame’s first row in its first commit: one on a phone, three at 1280 px, one in the list', () => {
    frameShown.mockReturnValue(true);
    window.innerWidth = 390;
    render(<MiningPositions />);
    expect(slots()).toHaveLength(positions.length);
    expect(drawnFirst()).toBe(1);
    cleanup();
    window.innerWidth = 1280;
    render(<MiningPositions />);
    expect(slots()).toHaveLength(positions.length);
    expect(drawnFirst()).toBe(3);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Список' }));
    });
    expect(drawnFirst()).toBe(1);
  });

  it('opened from a tab draws the first card in its first commit, on any screen', () => {
    window.innerWidth = 1280;
    render(<MiningPositions />);
    expect(slots()).toHaveLength(positions.length);
    expect(drawnFirst()).toBe(1);
  });
});
