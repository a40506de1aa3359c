import { describe, expect, it } from 'vitest';
import { exposureOf, openPositionsOf } from './botExposure';
import type { MiningPosition } from '../../contracts/types';

const p = (bot_id: number, pnl: number, status = 'open') => ({ bot_id, pnl, status, token_id: Math.random() }) as unknown as MiningPosition;

describe('bot exposure (issue 19)', () => {
  it('counts the open positions of one bot and sums their PnL', () => {
    const list = [p(1, 3.5), p(1, -1.25), p(2, 100), p(1, 50, 'closed'), p(1, Number.NaN, 'rebalancing')];
    const mine = openPositionsOf(list, 1);
    expect(mine).toHaveLength(3);
    expect(exposureOf(mine)).toEqual({ count: 3, pnl: 2.25 });
    expect(exposureOf([])).toEqual({ count: 0, pnl: 0 });
  });
});
