import { describe, expect, it } from 'vitest';
import type { MiningPosition } from '../../contracts/types';
import { tradeMarks } from './tradeMarks';

const positionFixture = (over: Partial<MiningPosition>): MiningPosition =>
  ({
    token_id: 1,
    status: 'open',
    timestamp: '',
    exit_timestamp: null,
    exit_reason: null,
    entry_price: 3000,
    current_price: 3000,
    pnl: 0,
    ...over,
  }) as MiningPosition;

describe('trade marks', () => {
  const from = Date.parse('2026-03-14T00:00:00Z');
  const to = Date.parse('2026-03-15T00:00:00Z');

  it('marks an opening and a closing inside the window, oldest first', () => {
    const closed = positionFixture({
      token_id: 7,
      status: 'closed',
      timestamp: '2026-03-14T02:00:00Z',
      exit_timestamp: '2026-03-14T05:00:00Z',
      entry_price: 3000,
      exit_price: 3100,
      exit_reason: 'upper_stop_losss',
      pnl: 12.5,
    });
    const open = positionFixture({ token_id: 8, status: 'open', timestamp: '2026-03-14T03:00:00Z', entry_price: 3050, pnl: -1 });
    const marks = tradeMarks([open, closed], from, to);
    expect(marks.map((m) => m.id)).toEqual(['open-7', 'open-8', 'close-7']);
    expect(marks[2]).toMatchObject({ kind: 'close', price: 3100, exitReason: 'upper_stop_losss', pnl: 12.5, open: false });
    expect(marks[1]).toMatchObject({ kind: 'open', price: 3050, exitReason: null, open: true });
  });

  it('leaves out what happened outside the window', () => {
    const old = positionFixture({
      token_id: 9,
      status: 'closed',
      timestamp: '2026-03-13T20:00:00Z',
      exit_timestamp: '2026-03-14T01:00:00Z',
      exit_price: 2990,
    });
    expect(tradeMarks([old], from, to).map((m) => m.id)).toEqual(['close-9']);
  });
});
