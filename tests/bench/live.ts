// Live load: the backend pushes 1,000 position updates a second for 30 s to an open
// /mining/positions. Reports what reaches the page after the worker coalesces them (snapshot
// messages a second), React commits a second, the longest main-thread task and heap growth.
import type { Browser } from 'playwright-core';
import { loginAs } from '../support/login';
import { login } from './backend';
import { installProbe, readProbe } from './pageProbe';
import type { Row } from './table';

const RATE = 1000;
const SECONDS = 30;

async function setFlood(baseUrl: string, token: string, rate: number): Promise<void> {
  const res = await fetch(`${baseUrl}/api/sim/flood`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rate }),
  });
  if (!res.ok) throw new Error(`flood ${rate}: ${res.status} ${await res.text()}`);
}

export async function benchLive(browser: Browser, baseUrl: string): Promise<Row[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await installProbe(page, ['article[data-token]']);
  await page.goto(`${baseUrl}/mining/positions`);
  await loginAs(page, 'admin');
  await page.waitForSelector('article[data-token]', { timeout: 30_000 });
  await page.waitForTimeout(3000); // sockets open, first pushes settle
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const token = await login(baseUrl, 'admin');
  const heapBefore = await heap();
  const before = await readProbe(page);
  await setFlood(baseUrl, token, RATE);
  const started = Date.now();
  const heapSamples: number[] = [];
  try {
    for (let s = 0; s < SECONDS; s += 5) {
      await page.waitForTimeout(5000);
      heapSamples.push((await cdp.send('Runtime.getHeapUsage')).usedSize);
    }
  } finally {
    await setFlood(baseUrl, token, 0);
  }
  const elapsed = (Date.now() - started) / 1000;
  const after = await readProbe(page);
  const heapAfter = await heap();
  await context.close();
  const longTasks = after.longTasks.slice(before.longTasks.length);
  const longest = longTasks.length ? Math.max(...longTasks) : 0;
  const mb = (b: number) => `${(b / 2 ** 20).toFixed(1)} MB`;
  return [
    { area: 'live', measure: 'server push rate', value: `${RATE}/s for ${SECONDS} s`, note: "position_update messages to the page's bots" },
    {
      area: 'live',
      measure: 'worker → page messages',
      value: `${((after.portMessages - before.portMessages) / elapsed).toFixed(1)}/s`,
      note: 'coalesced snapshot pushes reaching the main thread',
    },
    { area: 'live', measure: 'React commits', value: `${((after.commits - before.commits) / elapsed).toFixed(1)}/s` },
    {
      area: 'live',
      measure: 'longest main-thread task',
      value: `${longest.toFixed(0)} ms`,
      note: `${longTasks.length} tasks over 50 ms; target none`,
    },
    {
      area: 'live',
      measure: 'JS heap growth (after GC)',
      value: mb(heapAfter - heapBefore),
      note: `before ${mb(heapBefore)}, after ${mb(heapAfter)}; samples ${heapSamples.map(mb).join(', ')}`,
    },
  ];
}
