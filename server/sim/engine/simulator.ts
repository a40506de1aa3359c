// Builds the Simulator of contract.ts from its parts.
import type { BotFigures, Simulator, SimulatorDeps } from '../contract';

const EMPTY_FIGURES: BotFigures = {
  total_pnl: 0, daily_pnl: 0, mtd_pnl: 0, win_rate: 0, total_trades: 0, avg_trade_size: 0, sharpe: 0, last_active: null,
};

export function createSimulator(_deps: SimulatorDeps): Simulator {
  return {
    start() {},
    stop() {},
    botStarted() {},
    botStopped() {},
    botDeleted() {},
    hedgeBotStarted() {},
    hedgeBotStopped() {},
    hedgeBotDeleted() {},
    backfillDemo() {},
    price() { return 0; },
    botFigures() { return { ...EMPTY_FIGURES }; },
  };
}
