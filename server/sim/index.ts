// The simulator's public face: the API engineer wires these into server/app.ts.
export { createSimulator } from './engine/simulator';
export { registerSimRoutes } from './routes/register';
export type { Simulator } from './contract';
