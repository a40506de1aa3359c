// Size: gzip bytes of the first screen ('/' and the login card), of every chunk, and the precache.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { precacheTotal, routeChunks, screenSize, staticClosure, workerChunk } from '../support/sizes';
import { kb, type Row } from './table';

const budget = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../budget.json'), 'utf8')) as Record<string, number>;

export async function benchSize(browser: Browser, baseUrl: string, distDir: string): Promise<Row[]> {
  const rows: Row[] = [];
  const home = await screenSize(browser, `${baseUrl}/`, distDir, (p) => p.getByRole('heading', { level: 1 }).first().waitFor());
  const login = await screenSize(browser, `${baseUrl}/mining`, distDir, (p) => p.getByRole('button').first().waitFor());
  const homeNeeds = staticClosure(distDir, ['src/app/dashboard/DashboardSection.tsx']);
  const loginNeeds = staticClosure(distDir, ['src/app/session/LoginCard.tsx']);
  const worker = workerChunk(distDir);
  rows.push({
    area: 'size',
    measure: "first screen '/' JS needed to render (gzip)",
    value: kb(homeNeeds.js),
    note: `entry + dashboard and their static imports; budget ${kb(budget.firstScreenJs)}`,
  });
  rows.push({ area: 'size', measure: "first screen '/' CSS (gzip)", value: kb(homeNeeds.css) });
  rows.push({ area: 'size', measure: 'login card JS needed to render (gzip)', value: kb(loginNeeds.js), note: 'the entry and the card' });
  rows.push({
    area: 'size',
    measure: 'data worker JS (gzip)',
    value: kb(worker.gzip),
    note: `own thread, starts with the app; budget ${kb(budget.dataWorkerJs)}`,
  });
  rows.push({
    area: 'size',
    measure: "'/' everything fetched until idle (gzip)",
    value: kb(home.js),
    note: `${home.files.filter((f) => f.file.endsWith('.js')).length} files: first screen + lazy charts + worker`,
  });
  rows.push({
    area: 'size',
    measure: 'login card everything fetched until idle (gzip)',
    value: kb(login.js),
    note: "entry + worker + the landing route's chunks (preloaded at low priority, not run)",
  });
  for (const chunk of routeChunks(distDir).slice(0, 14)) {
    rows.push({ area: 'size', measure: `chunk ${chunk.file.replace(/-[\w-]{8}\.js$/, '.js')}`, value: kb(chunk.gzip) });
  }
  const pre = precacheTotal(distDir);
  rows.push({ area: 'size', measure: 'precache total', value: kb(pre.bytes), note: `${pre.entries} entries, ${kb(pre.gzip)} gzip` });
  return rows;
}
