// Builds the Simulator of contract.ts: the market, the engine, the statistics and the timers.
import type { BotFigures, Simulator, SimulatorDeps } from '../contract';
import { parseIncentives, type IncentiveProgramme } from '../pools/incentives';
import { Market } from '../prices/market';
import { Rng, subSeed } from '../prices/random';
import { normaliseSymbol, SYMBOLS } from '../prices/symbols';
import { Figures } from '../stats/figures';
import { backfillDemo } from './backfill';
import { Engine, type EngineOptions } from './engine';
import { Store } from './store';

export interface SimInternals {
  engine: Engine;
  market: Market;
  figures: Figures;
  store: Store;
  startedAt: number;
  speed: number;
  seed: number;
  /** The engine's model (funding seed, incentives, hedge band): backtests replay with the same. */
  model: EngineOptions;
  /** The simulated time now (ms). */
  now(): number;
  /** Market primary feed failing (env MARKET_PRIMARY_FAIL=1 or the admin switch). */
  primaryFail: boolean;
  /** Extra position updates per second for the benchmark (env SIM_FLOOD or the admin route). */
  floodRate: number;
  setFlood(rate: number): void;
  /** Advances the simulation by hand (tests): one tick of `dtSec` simulated seconds at `now`. */
  tickAt(now: number, dtSec?: number): void;
}

const internals = new WeakMap<Simulator, SimInternals>();

export function simInternals(sim: Simulator): SimInternals {
  const found = internals.get(sim);
  if (!found) throw new Error('not a simulator built by createSimulator');
  return found;
}

export interface SimOptions {
  seed?: number;
  /** The wall clock (tests pass their own). */
  now?: () => number;
  /** Incentive programmes (default: env SIM_INCENTIVES, none when unset). */
  programmes?: IncentiveProgramme[];
  /** Hedge re-sizing band, percent of the target size (default: env SIM_HEDGE_BAND, else 20). */
  hedgeBandPercent?: number;
}

/** Hedges are re-sized when they drift more than this from their target (percent). */
const DEFAULT_HEDGE_BAND = 20;

function hedgeBandFrom(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 && n <= 100 ? n : DEFAULT_HEDGE_BAND;
}

export function createSimulator(deps: SimulatorDeps, options: SimOptions = {}): Simulator {
  const env = process.env;
  const seed = options.seed ?? (Number(env.SIM_SEED) || 20260101);
  const wall = options.now ?? Date.now;
  const speed = deps.config.simSpeed > 0 ? deps.config.simSpeed : 1;
  // Simulated time: the wall clock at speed 1, running `speed` times faster otherwise. A run that
  // went faster before left candles ahead of the wall clock: the clock resumes from them.
  const stored = (deps.db.prepare('SELECT MAX(ts) AS ts FROM sim_candles').get() as { ts: number | null } | undefined)?.ts ?? 0;
  const origin = { wall: wall(), sim: Math.max(wall(), stored + 60_000) };
  const now = () => origin.sim + (wall() - origin.wall) * speed;
  const incentives = options.programmes ?? parseIncentives(env.SIM_INCENTIVES).programmes;
  const market = new Market(subSeed(seed, 100), deps.db);
  market.load(now); // each symbol back-filled on first use
  const store = new Store(deps.db);
  const model: EngineOptions = {
    seed,
    programmes: incentives,
    hedgeBandPercent: options.hedgeBandPercent ?? hedgeBandFrom(env.SIM_HEDGE_BAND),
  };
  const engine = new Engine(store, market, deps.hub, new Rng(subSeed(seed, 200)), model);
  const figures = new Figures(deps.db, engine);
  let tickTimer: NodeJS.Timeout | null = null;
  let floodTimer: NodeJS.Timeout | null = null;
  let lastWall = wall();

  const inner: SimInternals = {
    engine,
    market,
    figures,
    store,
    startedAt: now(),
    speed,
    seed,
    model,
    now,
    primaryFail: env.MARKET_PRIMARY_FAIL === '1' || env.MARKET_PRIMARY_FAIL === 'true',
    floodRate: 0,
    setFlood(rate: number) {
      inner.floodRate = Math.max(0, Math.min(100_000, Math.floor(rate)));
      if (floodTimer) {
        clearInterval(floodTimer);
        floodTimer = null;
      }
      if (inner.floodRate > 0 && tickTimer) {
        // ten bursts a second
        floodTimer = setInterval(() => engine.flood(Math.ceil(inner.floodRate / 10), now()), 100);
        floodTimer.unref();
      }
    },
    tickAt(at: number, dtSec = speed) {
      engine.tick(at, dtSec);
    },
  };

  const sim: Simulator = {
    start() {
      if (tickTimer) return;
      engine.start(now());
      lastWall = wall();
      // back-fill the symbols no bot uses one at a time, so no single tick stalls the server
      SYMBOLS.forEach((spec, i) => {
        setTimeout(
          () => {
            if (tickTimer) market.price(spec.symbol);
          },
          100 * (i + 1),
        ).unref();
      });
      tickTimer = setInterval(() => {
        const w = wall();
        // simulated seconds: wall time since the last tick times SIM_SPEED (a stall is not replayed)
        const dt = Math.min(5, Math.max(0.05, (w - lastWall) / 1000)) * speed;
        lastWall = w;
        engine.tick(now(), dt);
      }, 1000);
      tickTimer.unref();
      inner.setFlood(Number(env.SIM_FLOOD) || inner.floodRate);
    },
    stop() {
      if (tickTimer) {
        clearInterval(tickTimer);
        tickTimer = null;
      }
      if (floodTimer) {
        clearInterval(floodTimer);
        floodTimer = null;
      }
      try {
        engine.flush(now());
      } catch {
        /* database already closed */
      }
    },
    botStarted(botId) {
      engine.botStarted(botId, now());
    },
    botStopped(botId, reason) {
      engine.botStopped(botId, reason, now());
    },
    botDeleted(botId) {
      engine.botDeleted(botId, now());
    },
    hedgeBotStarted(botId) {
      engine.hedgeBotStarted(botId, now());
    },
    hedgeBotStopped(botId) {
      engine.hedgeBotStopped(botId, now());
    },
    hedgeBotDeleted(botId) {
      engine.botDeleted(botId, now());
    },
    backfillDemo(input) {
      const result = backfillDemo(deps.db, store, market, new Rng(subSeed(seed, 300)), input, now(), model);
      engine.adopt(result.positions, result.hedges);
    },
    onEvent(listener) {
      return engine.onEvent(listener);
    },
    now,
    price(symbol) {
      const s = normaliseSymbol(symbol);
      return s ? market.price(s) : NaN;
    },
    botFigures(botId): BotFigures {
      return figures.bot(botId, now());
    },
    openPositions() {
      return engine.views(figures.openRows({ userId: null }), now());
    },
  };
  internals.set(sim, inner);
  return sim;
}
