import { describe, expect, it } from 'vitest';
import { validatePositionSearch } from '../input/pageSearch';
import { arrangePositions, validatePositionArrangement } from './positionsArrangement';
import type { MiningPosition } from '../../contracts/types';

/** A position with what the arrangement reads; price moves and long holds make the risk. */
const p = (token_id: number, over: Partial<MiningPosition>) =>
  ({
    token_id,
    bot_id: 1,
    network: 'arbitrum',
    pnl: 0,
    pnl_percent: 0,
    current_position_value_usd: 100,
    entry_price: 3000,
    current_price: 3000,
    duration: 3600,
    time_in_position: '1:00:00',
    ...over,
  }) as MiningPosition;

const list = [
  p(1, { pnl: 5, current_position_value_usd: 300, duration: 7200, time_in_position: '2:00:00' }),
  p(2, { pnl: -8, bot_id: 2, network: 'ethereum', current_price: 3400, duration: 100_000, time_in_position: '27:46:40', pnl_percent: -3 }),
  p(3, { pnl: 1, bot_id: 2, current_position_value_usd: 50, duration: 60, time_in_position: '0:01:00' }),
];
const ids = (l: MiningPosition[]) => l.map((x) => x.token_id);

describe('positions list sort and filters (issue 52 item 13)', () => {
  it('sorts by PnL, value, time in position and risk; ties keep the server order', () => {
    expect(ids(arrangePositions(list, {}))).toEqual([1, 2, 3]);
    expect(ids(arrangePositions(list, { sort: 'pnl_desc' }))).toEqual([1, 3, 2]);
    expect(ids(arrangePositions(list, { sort: 'pnl_asc' }))).toEqual([2, 3, 1]);
    expect(ids(arrangePositions(list, { sort: 'value_desc' }))).toEqual([1, 2, 3]);
    expect(ids(arrangePositions(list, { sort: 'time_asc' }))).toEqual([3, 1, 2]);
    expect(ids(arrangePositions(list, { sort: 'time_desc' }))).toEqual([2, 1, 3]);
    expect(ids(arrangePositions(list, { sort: 'risk_desc' }))).toEqual([2, 1, 3]);
  });

  it('filters by bot, network and risk, together', () => {
    expect(ids(arrangePositions(list, { by_bot: 2 }))).toEqual([2, 3]);
    expect(ids(arrangePositions(list, { network: 'ethereum' }))).toEqual([2]);
    expect(ids(arrangePositions(list, { risk: 'high' }))).toEqual([2]);
    expect(ids(arrangePositions(list, { by_bot: 2, risk: 'low', sort: 'pnl_asc' }))).toEqual([3]);
  });

  it('reads the choice from the address, a bad value as the default, beside an alert link', () => {
    expect(validatePositionArrangement({ sort: 'pnl_desc', by_bot: '2', network: 'bsc', risk: 'high' })).toEqual({
      sort: 'pnl_desc',
      by_bot: 2,
      network: 'bsc',
      risk: 'high',
    });
    expect(validatePositionArrangement({ sort: 'name', by_bot: 'x', network: 'solana', risk: 'extreme' })).toEqual({});
    expect(validatePositionSearch({ bot: '3', position: '41', sort: 'risk_desc' })).toEqual({ bot: 3, position: 41, sort: 'risk_desc' });
  });
});
