// Size: gzip bytes of the first screen ('/' and the login card), of every chunk, and the precache.
import type { Browser } from 'playwright-core';
import { precacheTotal, routeChunks, screenSize } from '../support/sizes';
import { kb, type Row } from './table';

export async function benchSize(browser: Browser, baseUrl: string, distDir: string): Promise<Row[]> {
  const rows: Row[] = [];
  const home = await screenSize(browser, `${baseUrl}/`, distDir, (p) => p.getByRole('heading', { level: 1 }).first().waitFor());
  const login = await screenSize(browser, `${baseUrl}/mining`, distDir, (p) => p.getByRole('button').first().waitFor());
  rows.push({ area: 'size', measure: "first screen '/' JS (gzip)", value: kb(home.js), note: `${home.files.filter((f) => f.file.endsWith('.js')).length} files; budget 150 KB` });
  rows.push({ area: 'size', measure: "first screen '/' CSS (gzip)", value: kb(home.css) });
  rows.push({ area: 'size', measure: 'login card JS (gzip)', value: kb(login.js) });
  rows.push({ area: 'size', measure: 'login card CSS (gzip)', value: kb(login.css) });
  for (const chunk of routeChunks(distDir).slice(0, 14)) {
    rows.push({ area: 'size', measure: `chunk ${chunk.file.replace(/-[\w-]{8}\.js$/, '.js')}`, value: kb(chunk.gzip) });
  }
  const pre = precacheTotal(distDir);
  rows.push({ area: 'size', measure: 'precache total', value: kb(pre.bytes), note: `${pre.entries} entries, ${kb(pre.gzip)} gzip` });
  return rows;
}
