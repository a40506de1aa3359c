// `npm run dev`: the reference backend on API_PORT (default 8080) and Vite on 5173 with /api,
// /ws and /market proxied to it.
import { spawn } from 'node:child_process';
import { viteEnv } from './viteEnv.mjs';

const apiPort = process.env.API_PORT ?? '8080';
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } });
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--strictPort'], {
  stdio: 'inherit',
  env: viteEnv({ API_PORT: apiPort }),
});
const stop = () => {
  server.kill();
  vite.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', stop);
vite.on('exit', stop);
