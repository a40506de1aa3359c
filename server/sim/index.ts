// The simulator's public face: the API engineer wires these into server/app.ts.
export { createSimulator } from './engine/simulator';
export { registerSimRoutes } from './routes/register';
export { simMigrations } from './migrations';
export type { Simulator, SimulatorDeps, BotFigures, RegisterSimRoutes } from './contract';
