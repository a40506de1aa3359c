// `npm run build`: the PWA into DIST_DIR (default dist/), then the .br and .gz copies the server
// sends. Arguments go to `vite build` (`npm start` passes `--logLevel warn`).
import { execFileSync } from 'node:child_process';
import { viteEnv } from './viteEnv.mjs';

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...process.argv.slice(2)], { stdio: 'inherit', env: viteEnv() });
execFileSync(process.execPath, ['scripts/compress.mjs'], { stdio: 'inherit' });
