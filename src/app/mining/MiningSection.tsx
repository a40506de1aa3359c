// The mining section's entry: the route table loads these pages from here (routing/routeTree.tsx).
export { MiningLayout } from './MiningLayout';
export { MiningOverview } from './overview/MiningOverview';
export { MiningBots } from './bots/MiningBots';
export { MiningStrategies } from './strategies/MiningStrategies';
export { MiningPositions } from './positions/MiningPositions';
export { MiningStatistics } from './statistics/MiningStatistics';
export { MiningHistory } from './history/MiningHistory';
