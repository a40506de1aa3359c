// `npm run test:browser`: builds the PWA into its own folder, starts the reference backend on a
// free port with a fresh data folder, and runs every tests/e2e/*.e2e.ts with node's test runner
// against it, one file at a time (two cores; Chromium is heavy).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './support/server';
import { viteEnv } from '../scripts/viteEnv.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpops-dist-'));
const only = process.argv.slice(2);

console.info(`building into ${distDir}`);
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'inherit',
  env: viteEnv({ DIST_DIR: distDir }),
});
execFileSync(process.execPath, ['scripts/compress.mjs'], { cwd: root, stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } });

const server = await startServer({ distDir });
console.info(`server at ${server.baseUrl} (data ${server.dataDir})`);

const files = fs
  .readdirSync(path.join(root, 'tests/e2e'))
  .filter((f) => f.endsWith('.e2e.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => path.join('tests/e2e', f));

let status: number;
try {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: server.baseUrl, E2E_DIST_DIR: distDir, E2E_DATA_DIR: server.dataDir },
  });
  status = result.status ?? 1;
} finally {
  await server.stop();
  fs.rmSync(distDir, { recursive: true, force: true });
}
process.exit(status);
