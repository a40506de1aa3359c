// A backtest worker thread's entry: TypeScript is loaded through tsx here, as the main thread loads
// it (scripts/start.mjs, `node --import tsx`), then the worker's code (./worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
