import { describe, expect, it } from 'vitest';
import { shareNeedsRebalancing } from './rebalancing';

describe('shareNeedsRebalancing', () => {
  it('is true only more than 10 points away from 50 %', () => {
    expect([39.9, 40, 50, 60, 60.1].map(shareNeedsRebalancing)).toEqual([true, false, false, false, true]);
  });
});
