// `npm start`: build the PWA when the sources are newer than dist/, then run the reference backend
// in this same process (so the PID you hold is the server's).
import { execFileSync } from 'node:child_process';
import { register } from 'tsx/esm/api';
import { buildIsStale } from './build-state.mjs';

const distDir = process.env.DIST_DIR ?? 'dist';
if (buildIsStale(distDir)) {
  console.info('Сборка приложения...');
  execFileSync(process.execPath, ['scripts/build.mjs', '--logLevel', 'warn'], { stdio: 'inherit' });
}
register();
await import('../server/main.ts');
