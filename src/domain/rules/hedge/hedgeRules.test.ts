import { describe, expect, it } from 'vitest';
import { filterHedgeBots, hedgeFilterCounts } from './hedgeFilter';
import { hedgeCardPositions } from './hedgePositions';
import { hedgeStats } from './hedgeStats';
import { hedgeStatusOf } from './hedgeStatus';
import { hedgeToggleAction } from './hedgeToggle';
import type { HedgeBotPerformance } from '../../contracts/types';

function perf(active: number, income: number): HedgeBotPerformance {
  return {
    hedge_performance: {
      total_positions: active + 2,
      active_positions: active,
      total_income: income,
      total_overflow_income: 0,
      total_short_income: 0,
      average_leverage: 2,
    },
    bot_stats: { total_trades: 10 },
  };
}

const bots = [
  { bot_id: 1, status: 'running' },
  { bot_id: 2, status: 'stopped' },
  { bot_id: 3, status: 'paused' },
  { bot_id: 4, status: 'error' },
  { bot_id: 5, status: 'running' },
];

describe('hedge bot status (docs/product.md §4)', () => {
  it('knows the four statuses and reads anything else as stopped', () => {
    expect(['running', 'stopped', 'paused', 'error'].map(hedgeStatusOf)).toEqual(['running', 'stopped', 'paused', 'error']);
    expect(hedgeStatusOf('RUNNING')).toBe('running');
    expect(hedgeStatusOf('starting')).toBe('stopped');
    expect(hedgeStatusOf(undefined)).toBe('stopped');
  });
});

describe('hedge toggle (docs/product.md §4)', () => {
  it('stops a running bot and starts any other', () => {
    expect(hedgeToggleAction('running')).toBe('stop');
    expect(hedgeToggleAction('stopped')).toBe('start');
    expect(hedgeToggleAction('paused')).toBe('start');
    expect(hedgeToggleAction('error')).toBe('start');
    expect(hedgeToggleAction('weird')).toBe('start');
  });
});

describe('hedge filter chips (docs/product.md §2)', () => {
  it('counts all, running, and stopped including paused', () => {
    expect(hedgeFilterCounts(bots)).toEqual({ all: 5, running: 2, stopped: 2 });
    expect(hedgeFilterCounts([])).toEqual({ all: 0, running: 0, stopped: 0 });
  });

  it('filters by chip', () => {
    expect(filterHedgeBots(bots, 'all').map((b) => b.bot_id)).toEqual([1, 2, 3, 4, 5]);
    expect(filterHedgeBots(bots, 'running').map((b) => b.bot_id)).toEqual([1, 5]);
    expect(filterHedgeBots(bots, 'stopped').map((b) => b.bot_id)).toEqual([2, 3]);
  });
});

describe('hedge statistics (docs/product.md §7)', () => {
  it('sums active positions and income over all bots, counting running bots as active', () => {
    const p = new Map([
      [1, perf(3, 120.5)],
      [2, perf(0, -20)],
      [3, perf(1, 10)],
      [4, perf(0, 0)],
      [5, perf(2, 9.5)],
    ]);
    expect(hedgeStats(bots, p)).toEqual({ totalBots: 5, activeBots: 2, activePositions: 6, totalIncome: 120, skipped: 0 });
  });

  it('skips a bot whose performance failed, still counting the bot', () => {
    const p = new Map<number, HedgeBotPerformance | null>([
      [1, perf(3, 100)],
      [2, null],
      [5, perf(1, 50)],
    ]);
    expect(hedgeStats(bots, p)).toEqual({ totalBots: 5, activeBots: 2, activePositions: 4, totalIncome: 150, skipped: 3 });
  });

  it('skips a malformed performance answer rather than adding NaN', () => {
    const broken = { hedge_performance: { active_positions: 'x', total_income: null } } as unknown as HedgeBotPerformance;
    expect(hedgeStats([{ bot_id: 1, status: 'running' }], new Map([[1, broken]]))).toMatchObject({
      activePositions: 0,
      totalIncome: 0,
      skipped: 1,
    });
  });
});

describe('hedge card positions (docs/product.md §2, §9)', () => {
  const list = (statuses: string[]) => statuses.map((status, i) => ({ position_id: i + 1, status }));

  it('shows up to 3 active positions and counts the rest', () => {
    const r = hedgeCardPositions(list(['active', 'closed', 'active', 'active', 'active', 'active']));
    expect(r.shown.map((p) => p.position_id)).toEqual([1, 3, 4]);
    expect(r.more).toBe(2);
  });

  it('has nothing more when 3 or fewer are active', () => {
    expect(hedgeCardPositions(list(['active', 'closed'])).more).toBe(0);
    expect(hedgeCardPositions(list(['closed'])).shown).toEqual([]);
  });
});
