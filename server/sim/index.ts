// The simulator's public face: the engine server/app.ts creates (its routes are registered from
// server/routes/simulated.ts, with the others).
export { createSimulator } from './engine/simulator';
export type { Simulator } from './contract';
