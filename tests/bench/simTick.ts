// Simulator: the cost of one simulated second with hundreds of open positions, in process (the
// engine's tick runs on the server's only thread, beside every request).
import { LiveHub } from '../../server/live/hub';
import type { ServerConfig } from '../../server/config';
import { createSimulator, simInternals } from '../../server/sim/engine/simulator';
import { addBot, addStrategy, addUser, testDb } from '../../server/sim/testing/fixtures';
import type { Row } from './table';

export function benchSimTick(positions = 400, ticks = 200): Row[] {
  const db = testDb();
  let clock = Date.UTC(2026, 2, 1, 10, 0, 0);
  const sim = createSimulator({ db, hub: new LiveHub(), config: { simSpeed: 1 } as ServerConfig }, { seed: 11, now: () => clock });
  const inner = simInternals(sim);
  const user = addUser(db, 'trader');
  const strategy = addStrategy(db, user, { max_positions: 1 });
  for (let i = 0; i < positions; i++) addBot(db, user, strategy, true);
  sim.start();
  const step = () => {
    clock += 1000;
    inner.tickAt(clock, 1);
  };
  step(); // the first tick back-fills the other symbols' history
  const times: number[] = [];
  for (let i = 0; i < ticks; i++) {
    const t = performance.now();
    step();
    times.push(performance.now() - t);
  }
  sim.stop();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  return [
    {
      area: 'backend',
      measure: `simulator tick with ${inner.engine.open.size} open positions`,
      value: `${at(0.5)} ms`,
      note: `median of ${ticks} simulated seconds; p95 ${at(0.95)} ms, max ${at(1)} ms`,
    },
  ];
}
