// Registers every route the simulator answers (contract: "Who answers which route").
import type { RegisterSimRoutes } from '../sim/contract';
import { simInternals } from '../sim/engine/simulator';
import { registerAnalysisRoutes } from './analysis';
import { registerChartRoutes } from './charts';
import { registerHedgeRoutes } from './hedgePositions';
import { registerMarketRoutes } from './market';
import { registerPeriodRoutes } from './periods';
import { registerPositionRoutes } from './positions';
import { registerStatisticsRoutes } from './statistics';

export const registerSimRoutes: RegisterSimRoutes = async (app, deps) => {
  const inner = simInternals(deps.sim);
  registerMarketRoutes(app, inner);
  registerPositionRoutes(app, deps.db, inner);
  registerStatisticsRoutes(app, deps.db, inner);
  registerPeriodRoutes(app, deps.db, inner);
  registerChartRoutes(app, deps.db, inner);
  registerHedgeRoutes(app, deps.db, inner);
  registerAnalysisRoutes(app, inner);
};
