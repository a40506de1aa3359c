// Start: time from navigation to the first open position visible on /mining/positions, (a) cold
// from the network, (b) warm with the service worker, (c) offline from IndexedDB, each against
// a bare static HTML page with the same table inlined (the floor), measured in the same run.
// Warm and offline starts show the page's last frame (src/startup) before the app runs: both that
// first position and the first one the running app rendered (in #root) are reported, and the
// first contentful paint of the frame against the floor's (the position in the document versus on
// screen: our page waits for its stylesheet and lays out more). Issue 24 adds what a user sees of
// those starts (startWatch.ts): the first position painted, any stretch without positions after
// that, since when they are continuously visible, and when a click on the view switch first takes
// effect (interactive: on the app, the frame being a picture), against the floor's first
// contentful paint.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import type { MiningPosition } from '../../src/domain/contracts/types';
import { CHROMIUM_PATH } from '../support/browser';
import { loginAs } from '../support/login';
import { login } from './backend';
import { installProbe, readProbe } from './pageProbe';
import { START_WATCH, readStartWatch, type StartWatch } from './startWatch';
import { median, ms, ratio, type Row } from './table';

const POSITION = 'article[data-token]';
const LIVE_POSITION = '#root article[data-token]';
const FLOOR_ROW = 'tr[data-token]';
const RUNS = 10;

function floorPage(positions: MiningPosition[]): string {
  const rows = positions
    .map(
      (p) =>
        `<tr data-token="${p.token_id}"><td>${p.token_id}</td><td>${p.symbol}</td><td>${p.entry_price}</td><td>${p.current_price}</td><td>${p.pnl}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>floor</title></head><body><table><thead><tr><th>ID</th><th>Пара</th><th>Вход</th><th>Цена</th><th>PnL</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

interface Timed {
  seen: number[];
  paint: number;
  watch?: StartWatch;
}

/** Time to the first of `selectors` (the one waited for is the last), to each, and to the first contentful paint. */
async function timeTo(context: BrowserContext, url: string, selectors: string[], watched = false): Promise<Timed> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(selectors[selectors.length - 1], { timeout: 30_000 });
  // The paint that showed the selector can be presented a frame after it was inserted.
  const paint = await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, { timeout: 5_000 })
    .then((h) => h.jsonValue() as Promise<number>)
    .catch(() => Number.NaN);
  const probe = await readProbe(page);
  const watch = watched ? await readStartWatch(page) : undefined;
  await page.close();
  return { seen: selectors.map((s) => probe.firstSeen[s]), paint, watch };
}

const note = (v: number[]) => `median of ${v.length}: ${v.map((x) => x.toFixed(0)).join(', ')} ms`;

/** What users saw of the warm or offline starts (startWatch.ts), against the floor's first paint. */
function seenRows(kind: string, runs: StartWatch[], floorPaint: number): Row[] {
  const first = runs.map((r) => r.firstShown ?? Number.NaN);
  const longest = runs.map((r) => Math.max(0, ...r.gaps.map(([from, to]) => to - from)));
  const withGap = runs.filter((r) => r.gaps.length > 0).length;
  const continuous = runs.map((r) => r.continuousFrom ?? Number.NaN);
  const interactive = runs.map((r) => r.interactive ?? Number.NaN);
  return [
    {
      area: 'start',
      measure: `${kind} → first position painted`,
      value: ms(median(first)),
      note: `${ratio(median(first) / floorPaint)} floor's paint; ${note(first)}`,
    },
    {
      area: 'start',
      measure: `${kind} → longest gap without positions after the first`,
      value: ms(Math.max(...longest)),
      note: `${withGap} of ${runs.length} runs had a gap; per run: ${longest.map((x) => x.toFixed(0)).join(', ')} ms`,
    },
    {
      area: 'start',
      measure: `${kind} → positions continuously visible from`,
      value: ms(median(continuous)),
      note: note(continuous),
    },
    {
      area: 'start',
      measure: `${kind} → interactive (a click on the other view, «Список» or «Плитка», takes effect)`,
      value: ms(median(interactive)),
      note: `${ratio(median(interactive) / floorPaint)} floor's paint; clicked on every frame from the app's first paint; ${note(interactive)}`,
    },
  ];
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
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    await installProbe(context, [POSITION, LIVE_POSITION, FLOOR_ROW]);
    await context.addInitScript({ content: START_WATCH });
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
    const floorPaint: number[] = [];
    const cold: number[] = [];
    const warm: number[] = [];
    const offline: number[] = [];
    const warmLive: number[] = [];
    const offlineLive: number[] = [];
    const warmPaint: number[] = [];
    const offlinePaint: number[] = [];
    const warmSeen: StartWatch[] = [];
    const offlineSeen: StartWatch[] = [];
    // The floor is loaded right before every timed start, in the state that start meets (the tab
    // before it just left the app): the machine's speed drifts within seconds, and a floor taken
    // only once per round (the earlier design) put its whole drift into the ratio's denominator.
    const timeFloor = async () => {
      const t = await timeTo(context, floorServer.url, [FLOOR_ROW]);
      floor.push(t.seen[0]);
      floorPaint.push(t.paint);
    };
    for (let i = 0; i < RUNS; i++) {
      // cold: no HTTP cache, no service worker, no precache; the session and the mirror stay.
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
      await cdp.send('Network.clearBrowserCache');
      await timeFloor();
      cold.push((await timeTo(context, `${baseUrl}/mining/positions`, [POSITION])).seen[0]);
      // warm: the service worker installed by the cold run answers the shell.
      await page.goto(`${baseUrl}/mining/positions`);
      // An active service worker for the scope: the next page load is answered by it.
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      // Then that tab leaves the app: a live app tab shares the measured page's renderer (same
      // site) and its pushes would be timed too. The floor is measured with the tab blank as well.
      await page.goto('about:blank');
      await timeFloor();
      const w = await timeTo(context, `${baseUrl}/mining/positions`, [POSITION, LIVE_POSITION], true);
      warmSeen.push(w.watch!);
      warm.push(w.seen[0]);
      warmLive.push(w.seen[1]);
      warmPaint.push(w.paint);
      await timeFloor();
      await context.setOffline(true);
      const o = await timeTo(context, `${baseUrl}/mining/positions`, [POSITION, LIVE_POSITION], true);
      offlineSeen.push(o.watch!);
      offline.push(o.seen[0]);
      offlineLive.push(o.seen[1]);
      offlinePaint.push(o.paint);
      await context.setOffline(false);
    }
    const f = median(floor);
    const fp = median(floorPaint);
    return [
      {
        area: 'start',
        measure: 'floor: static HTML table, first row',
        value: ms(f),
        note: `loaded before each timed start; ${note(floor)}`,
      },
      {
        area: 'start',
        measure: 'cold (network, no SW) → first position',
        value: ms(median(cold)),
        note: `${ratio(median(cold) / f)} floor; ${note(cold)}`,
      },
      {
        area: 'start',
        measure: 'warm (service worker) → first position (last frame)',
        value: ms(median(warm)),
        note: `${ratio(median(warm) / f)} floor; target ≤ 2×; ${note(warm)}`,
      },
      {
        area: 'start',
        measure: 'offline (IndexedDB) → first position (last frame)',
        value: ms(median(offline)),
        note: `${ratio(median(offline) / f)} floor; target ≤ 2×; ${note(offline)}`,
      },
      { area: 'start', measure: 'floor: first contentful paint', value: ms(fp), note: note(floorPaint) },
      {
        area: 'start',
        measure: 'warm → last frame painted (first contentful paint)',
        value: ms(median(warmPaint)),
        note: `${ratio(median(warmPaint) / fp)} floor's paint; ${note(warmPaint)}`,
      },
      {
        area: 'start',
        measure: 'offline → last frame painted (first contentful paint)',
        value: ms(median(offlinePaint)),
        note: `${ratio(median(offlinePaint) / fp)} floor's paint; ${note(offlinePaint)}`,
      },
      {
        area: 'start',
        measure: 'warm → first position rendered by the running app',
        value: ms(median(warmLive)),
        note: `${ratio(median(warmLive) / f)} floor; the last frame is replaced then; ${note(warmLive)}`,
      },
      {
        area: 'start',
        measure: 'offline → first position rendered by the running app',
        value: ms(median(offlineLive)),
        note: `${ratio(median(offlineLive) / f)} floor; ${note(offlineLive)}`,
      },
      ...seenRows('warm', warmSeen, fp),
      ...seenRows('offline', offlineSeen, fp),
    ];
  } finally {
    await context.close();
    await floorServer.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
