import { describe, expect, it } from 'vitest';
import { positionFixture } from '../../data/positionFixture';
import { mergePages } from './MiningHistory';

describe('history pages', () => {
  it('joins pages in order and drops rows repeated when the history shifted', () => {
    const a = positionFixture({ token_id: 1 });
    const b = positionFixture({ token_id: 2 });
    const c = positionFixture({ token_id: 3 });
    const rows = mergePages([{ positions: [a, b], total: 3, hasMore: true }, null, { positions: [b, c], total: 3, hasMore: false }]);
    expect(rows.map((r) => r.token_id)).toEqual([1, 2, 3]);
  });
});
