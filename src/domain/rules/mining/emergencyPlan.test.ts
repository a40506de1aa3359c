import { describe, expect, it } from 'vitest';
import { emergencyOutcome, emergencyPlan } from './emergencyPlan';
import type { Bot, MiningPosition } from '../../contracts/types';

const bot = (id: number, name: string, running: boolean) =>
  ({ id, name, status: running ? 'running' : 'stopped', enabled: running }) as Bot;
const pos = (token_id: number, bot_id: number, pnl: number, status = 'open') =>
  ({ token_id, bot_id, pnl, status }) as unknown as MiningPosition;

describe('emergency close plan (issue 19)', () => {
  const bots = [bot(1, 'LP Alpha', true), bot(2, 'LP Beta', false), bot(3, 'LP Gamma', true)];
  const positions = [pos(10, 1, 5), pos(11, 1, -2), pos(12, 2, 1.5), pos(13, 3, 0), pos(14, 2, 9, 'closed')];

  it('stops the running bots and closes the positions of the others; the total covers all of them', () => {
    const plan = emergencyPlan(bots, positions);
    expect(plan.stop.map((s) => [s.bot.name, s.exposure.count])).toEqual([
      ['LP Alpha', 2],
      ['LP Gamma', 1],
    ]);
    expect(plan.close.map((p) => p.token_id)).toEqual([12]);
    expect(plan.total).toEqual({ count: 4, pnl: 4.5 });
  });

  it('counts what was done and names what failed, with the reason', () => {
    const plan = emergencyPlan(bots, positions);
    const outcome = emergencyOutcome(plan, [{ ok: true }, { ok: false, detail: 'Бот недоступен' }], [{ ok: true }]);
    expect(outcome).toEqual({ stoppedBots: 1, closedPositions: 3, failed: [{ what: 'LP Gamma', detail: 'Бот недоступен' }] });
  });

  it('is empty when nothing runs and nothing is open', () => {
    const plan = emergencyPlan([bot(2, 'LP Beta', false)], [pos(14, 2, 9, 'closed')]);
    expect(plan.stop).toEqual([]);
    expect(plan.close).toEqual([]);
    expect(plan.total.count).toBe(0);
  });
});
