// The seam between the API (server/routes, server/db, server/auth: issue 3) and the simulator
// (server/sim: issue 4). The API calls these when a user acts; the simulator owns positions,
// prices, statistics and live messages, and registers the routes that read them.
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { HedgePosition, MiningPosition } from '../../src/domain/contracts/types';
import type { LiveHub } from '../live/hub';

type StopReason = 'manual' | 'system_restart_cleanup';

export interface SimulatorDeps {
  db: Database.Database;
  hub: LiveHub;
  config: ServerConfig;
}

/**
 * What the simulator announces as it happens, whoever watches (live sockets get their own
 * messages): a position opened, or closed with a reason (a stop, 'liquidated', 'manual', …), a
 * hedge short opened or ended ('liquidated', 'stop_loss', 'take_profit', or with its position),
 * and a bot's status as it changes (the alert rules of issue 23 watch the closes and statuses,
 * the bots' journals all of them).
 */
export type SimEvent =
  /** A position was minted; `reopened`: from the tokens of one a stop closed (the bot's journal says so). */
  | { type: 'position_opened'; bot_id: number; user_id: number; token_id: number; reopened: boolean; position: MiningPosition; ts: number }
  | { type: 'position_closed'; bot_id: number; user_id: number; token_id: number; reason: string; position: MiningPosition; ts: number }
  | {
      type: 'hedge_opened';
      bot_id: number;
      user_id: number;
      position_id: number;
      token_id: number | null;
      position: HedgePosition;
      ts: number;
    }
  | {
      type: 'hedge_closed';
      bot_id: number;
      user_id: number;
      position_id: number;
      token_id: number | null;
      reason: string;
      position: HedgePosition;
      ts: number;
    }
  | { type: 'bot_status'; bot_id: number; status: string; running: boolean; ts: number };

export interface Simulator {
  /** Starts the price ticks and the bot engine; cleans up positions left open by a previous run. */
  start(): void;
  /** Stops all timers (server shutdown, tests). */
  stop(): void;
  /** A mining bot was started: open a position per its strategy. */
  botStarted(botId: number): void;
  /** A mining bot was stopped: close its open positions with the given reason. */
  botStopped(botId: number, reason: StopReason): void;
  /** A mining bot is being deleted: close and forget its positions. */
  botDeleted(botId: number): void;
  hedgeBotStarted(botId: number): void;
  hedgeBotStopped(botId: number): void;
  hedgeBotDeleted(botId: number): void;
  /** Demo seed: back-fills weeks of closed history and opens positions for the given bots. */
  backfillDemo(input: { miningBotIds: number[]; hedgeBotIds: number[]; closedPerUser: number }): void;
  /** Current simulated price of a symbol such as 'ETH/USDT' or 'ETHUSDT'. */
  price(symbol: string): number;
  /** Listens to the simulator's events (position and hedge closes); returns the unsubscribe. */
  onEvent(listener: (event: SimEvent) => void): () => void;
  /** The simulated time now (ms): wall time at SIM_SPEED 1, running faster at a higher speed. */
  now(): number;
  /** Figures of one mining bot computed from its positions, merged into the bot's API answers. */
  botFigures(botId: number): BotFigures;
  /** Every open mining position as the API shows it (the alert rules look at them, issue 23). */
  openPositions(): MiningPosition[];
}

export interface BotFigures {
  total_pnl: number;
  daily_pnl: number;
  mtd_pnl: number;
  win_rate: number; // percent 0-100 over closed positions
  total_trades: number; // closed positions
  avg_trade_size: number; // USD
  sharpe: number; // of daily returns of closed positions, 0 when fewer than 2 days
  last_active: string | null; // ISO time of the last position change
}

/** Registers the routes the simulator answers (positions, statistics, market, v2, hedge positions…). */
export type RegisterSimRoutes = (app: FastifyInstance, deps: SimulatorDeps & { sim: Simulator }) => Promise<void>;
