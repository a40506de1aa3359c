// The detail dialog opens first and draws its facts in the next frame (issue 24), with the list's
// copy of the position until the position topic answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterNextPaint } from '../../ui/afterNextPaint';
import { positionFixture } from '../../data/positionFixture';

vi.mock('../../data/useSnapshot', () => ({
  useSnapshot: () => ({ data: null, status: 'loading', updatedAt: null, refresh: () => undefined }),
}));
vi.mock('../../ui/afterNextPaint', () => ({ afterNextPaint: vi.fn() }));
const painted = vi.mocked(afterNextPaint);

const { PositionDetailModal } = await import('./PositionDetail');

afterEach(() => {
  cleanup();
  painted.mockReset();
});

describe('PositionDetailModal', () => {
  it('opens with its title and draws the facts once the open dialog has been painted', () => {
    render(<PositionDetailModal position={positionFixture()} onClose={() => undefined} />);
    expect(screen.getByText('Позиция #101')).toBeTruthy();
    expect(screen.queryByText('Цена входа', { selector: 'dt' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(painted).toHaveBeenCalledTimes(1);
    act(() => painted.mock.calls[0][0]());
    expect(screen.getByText('Цена входа', { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('3 000,00');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
