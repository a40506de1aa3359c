// Start: time from navigation to the first open position visible on /mining/positions, (a) cold
// from the network, (b) warm with the service worker, (c) offline from IndexedDB, each against
// a bare static HTML page with the same table inlined (the floor), measured in the same run.
// Warm and offline starts show the page's last frame (README "Decisions") before the app runs:
// both that first position and the first one the running app rendered (in #root) are reported.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import type { MiningPosition } from '../../src/domain/types';
import { CHROMIUM_PATH } from '../support/browser';
import { loginAs } from '../support/login';
import { login } from './backend';
import { installProbe, readProbe } from './pageProbe';
import { median, ms, ratio, type Row } from './table';

const POSITION = 'article[data-token]';
const LIVE_POSITION = '#root article[data-token]';
const FLOOR_ROW = 'tr[data-token]';
const RUNS = 9;

function floorPage(positions: MiningPosition[]): string {
  const rows = positions.map((p) => `<tr data-token="${p.token_id}"><td>${p.token_id}</td><td>${p.symbol}</td><td>${p.entry_price}</td><td>${p.current_price}</td><td>${p.pnl}</td></tr>`).join('');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>floor</title></head><body><table><thead><tr><th>ID</th><th>Пара</th><th>Вход</th><th>Цена</th><th>PnL</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

/** Time to the first of `selectors` (the one waited for is the last), and to each. */
async function timeTo(context: BrowserContext, url: string, selectors: string[]): Promise<number[]> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(selectors[selectors.length - 1], { timeout: 30_000 });
  const probe = await readProbe(page);
  await page.close();
  return selectors.map((s) => probe.firstSeen[s]);
}

/** The floor is served from its own origin so the app's service worker never answers it. */
async function serveFloor(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function benchStart(baseUrl: string): Promise<Row[]> {
  const token = await login(baseUrl, 'trader');
  const res = await fetch(`${baseUrl}/api/positions/open`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { positions: MiningPosition[] };
  const floorServer = await serveFloor(floorPage(body.positions));

  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpops-bench-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 800 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    await installProbe(context, [POSITION, LIVE_POSITION, FLOOR_ROW]);
    // Sign in once: tokens and the mirror live in IndexedDB from here on.
    const page = await context.newPage();
    await page.goto(`${baseUrl}/mining/positions`);
    await loginAs(page, 'trader');
    await page.waitForSelector(POSITION, { timeout: 30_000 });
    // An operator looks at the page for a moment: long enough for the app to keep its last frame.
    await page.waitForTimeout(2_000);
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    const origin = new URL(baseUrl).origin;

    const floor: number[] = [];
    const cold: number[] = [];
    const warm: number[] = [];
    const offline: number[] = [];
    const warmLive: number[] = [];
    const offlineLive: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await cdp.send('Network.clearBrowserCache');
      floor.push((await timeTo(context, floorServer.url, [FLOOR_ROW]))[0]);
      // cold: no HTTP cache, no service worker, no precache; the session and the mirror stay.
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
      await cdp.send('Network.clearBrowserCache');
      cold.push((await timeTo(context, `${baseUrl}/mining/positions`, [POSITION]))[0]);
      // warm: the service worker installed by the cold run answers the shell.
      await page.goto(`${baseUrl}/mining/positions`);
      // An active service worker for the scope: the next page load is answered by it.
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      // Then that tab leaves the app: a live app tab shares the measured page's renderer (same
      // site) and its pushes would be timed too. The floor is measured with the tab blank as well.
      await page.goto('about:blank');
      const [w, wl] = await timeTo(context, `${baseUrl}/mining/positions`, [POSITION, LIVE_POSITION]);
      warm.push(w);
      warmLive.push(wl);
      await context.setOffline(true);
      const [o, ol] = await timeTo(context, `${baseUrl}/mining/positions`, [POSITION, LIVE_POSITION]);
      offline.push(o);
      offlineLive.push(ol);
      await context.setOffline(false);
    }
    const f = median(floor);
    const note = (v: number[]) => `median of ${RUNS}: ${v.map((x) => x.toFixed(0)).join(', ')} ms`;
    return [
      { area: 'start', measure: 'floor: static HTML table, first row', value: ms(f), note: note(floor) },
      { area: 'start', measure: 'cold (network, no SW) → first position', value: ms(median(cold)), note: `${ratio(median(cold) / f)} floor; ${note(cold)}` },
      { area: 'start', measure: 'warm (service worker) → first position (last frame)', value: ms(median(warm)), note: `${ratio(median(warm) / f)} floor; target ≤ 2×; ${note(warm)}` },
      { area: 'start', measure: 'offline (IndexedDB) → first position (last frame)', value: ms(median(offline)), note: `${ratio(median(offline) / f)} floor; target ≤ 2×; ${note(offline)}` },
      { area: 'start', measure: 'warm → first position rendered by the running app', value: ms(median(warmLive)), note: `${ratio(median(warmLive) / f)} floor; the last frame is replaced then; ${note(warmLive)}` },
      { area: 'start', measure: 'offline → first position rendered by the running app', value: ms(median(offlineLive)), note: `${ratio(median(offlineLive) / f)} floor; ${note(offlineLive)}` },
    ];
  } finally {
    await context.close();
    await floorServer.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
