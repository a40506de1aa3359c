// `npm run bench`: builds the app, starts the reference backend, measures, and writes one Markdown
// table to stdout and to tests/bench/results/latest.md. It reports; it never fails on a timing.
// Sections can be picked: `npm run bench -- size lighthouse backend backtest start live interaction bigdata`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../support/browser';
import { startServer } from '../support/server';
import { benchBackend } from './backend';
import { benchBacktest } from './backtest';
import { benchSimTick } from './simTick';
import { benchBigData } from './bigdata';
import { benchInteraction } from './interaction';
import { benchLive } from './live';
import { benchStart } from './start';
import { benchLighthouse } from './lighthouse';
import { benchSize } from './size';
import { markdownTable, type Row } from './table';
import { viteEnv } from '../../scripts/viteEnv.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const all = ['size', 'start', 'live', 'interaction', 'bigdata', 'backend', 'backtest', 'lighthouse'];
const picked = process.argv.slice(2).filter((a) => all.includes(a));
const sections = picked.length ? picked : all;

// BENCH_DIST names a build made beforehand (vite build + scripts/compress.mjs): two builds can then
// be measured alternately in one session, the way figures are compared here.
const given = process.env.BENCH_DIST;
const distDir = given ? path.resolve(given) : fs.mkdtempSync(path.join(os.tmpdir(), 'lpops-bench-dist-'));
if (!given) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: viteEnv({ DIST_DIR: distDir }),
  });
  execFileSync(process.execPath, ['scripts/compress.mjs'], { cwd: root, stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } });
}

const server = await startServer({ distDir, env: { BENCH: '1' } });
const browser = await launchBrowser();
const rows: Row[] = [];
const failures: string[] = [];

async function section(name: string, fn: () => Promise<Row[]>) {
  if (!sections.includes(name)) return;
  const started = Date.now();
  try {
    rows.push(...(await fn()));
  } catch (error) {
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    rows.push({ area: name, measure: 'not measured', value: '—', note: 'failed, see below' });
  }
  console.info(`bench ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

try {
  await section('size', () => benchSize(browser, server.baseUrl, distDir));
  await section('start', () => benchStart(server.baseUrl));
  await section('live', () => benchLive(browser, server.baseUrl));
  await section('interaction', () => benchInteraction(browser, distDir));
  await section('bigdata', () => benchBigData(browser, distDir));
  await section('backend', async () => [...(await benchBackend(server.baseUrl)), ...benchSimTick()]);
  await section('backtest', () => benchBacktest(server.baseUrl));
  await section('lighthouse', () => benchLighthouse(server.baseUrl));
} finally {
  await browser.close();
  await server.stop();
  if (!given) fs.rmSync(distDir, { recursive: true, force: true });
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
const report = [
  `# Benchmark results`,
  '',
  `Taken ${new Date().toISOString()} on ${machine}; Chromium ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}.`,
  '',
  markdownTable(rows),
  ...(failures.length ? ['', '## Not measured', '', ...failures.map((f) => `- ${f}`)] : []),
  '',
].join('\n');
fs.mkdirSync(path.join(root, 'tests/bench/results'), { recursive: true });
// BENCH_OUT: where the table goes instead (a path; relative to tests/bench/results).
fs.writeFileSync(path.resolve(root, 'tests/bench/results', process.env.BENCH_OUT ?? 'latest.md'), report);
console.info(report);
