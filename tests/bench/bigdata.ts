// Big data: 10,000 closed positions in history and 200 open positions (a server seeded for it).
// Reports how long 200 open positions take to render, how smoothly a long loaded history
// scrolls (dropped frames), and the time from 'Применить' to the re-sorted list.
import type { Browser, Page } from 'playwright-core';
import { loginAs } from '../support/login';
import { startServer } from '../support/server';
import { login } from './backend';
import { ms, type Row } from './table';

const PAGES_TO_LOAD = 10; // × 100 rows

// A string, not a function: tsx would add name helpers the page does not have.
const SCROLL_SCRIPT = `new Promise((resolve) => {
  const deltas = [];
  let last = performance.now();
  const end = last + 6000;
  function step(now) {
    deltas.push(now - last);
    last = now;
    window.scrollBy(0, 120);
    const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    if (now > end || bottom) {
      const frame = 1000 / 60;
      const rest = deltas.slice(1);
      const dropped = rest.reduce((sum, d) => sum + Math.max(0, Math.round(d / frame) - 1), 0);
      resolve({ frames: deltas.length, dropped, worst: Math.max(...rest) });
    } else requestAnimationFrame(step);
  }
  requestAnimationFrame(step);
})`;

async function scrollFrames(page: Page): Promise<{ frames: number; dropped: number; worst: number }> {
  return page.evaluate(SCROLL_SCRIPT) as Promise<{ frames: number; dropped: number; worst: number }>;
}

/** A history record in either layout: a row of the table (wide screens) or a card of the list (phones). */
const RECORD = '[role="row"][data-index], [role="listitem"][data-index]';

export async function benchBigData(browser: Browser, distDir: string): Promise<Row[]> {
  const seedStarted = Date.now();
  const server = await startServer({ distDir, env: { DEMO_HISTORY: '10000', DEMO_OPEN: '200' } });
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    const base = server.baseUrl;
    const token = await login(base, 'admin');
    const open = (await (await fetch(`${base}/api/positions/open`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      positions: unknown[];
    };
    const expected = open.positions.length;
    await page.goto(`${base}/mining/positions`);
    const t0 = Date.now();
    await loginAs(page, 'admin');
    await page.waitForSelector('article[data-token]', { timeout: 60_000 });
    const firstCard = Date.now() - t0;
    // The list holds the cards on screen; the others are drawn as a scroll brings them in.
    const drawnCount = await page.locator('article[data-token]').count();

    await page.goto(`${base}/mining/history?status=closed&limit=100&sort=close_time_desc`);
    await page.locator(RECORD).first().waitFor({ timeout: 60_000 });
    const totalText = (await page.getByRole('status').filter({ hasText: 'Показано' }).first().textContent()) ?? '';
    for (let i = 0; i < PAGES_TO_LOAD - 1; i++) {
      const more = page.getByRole('button', { name: 'Загрузить еще' });
      if (!(await more.isVisible())) break;
      await more.click();
      await page
        // The page's count ('Показано 200 из …'); other status regions (the export's) may be empty.
        .waitForFunction((n) => document.body.textContent!.includes(`Показано ${n} `), (i + 2) * 100, { timeout: 60_000 })
        .catch(() => undefined);
    }
    const loadedText = (await page.getByRole('status').filter({ hasText: 'Показано' }).first().textContent()) ?? '';
    await page.evaluate(() => window.scrollTo(0, 0));
    const scroll = await scrollFrames(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    const firstBefore = await page.locator(RECORD).first().textContent();
    await page.getByLabel('Сортировка').selectOption('pnl_desc');
    const applyStarted = Date.now();
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.waitForFunction(
      ([before, record]) => {
        const first = document.querySelector(record);
        return !!first && first.textContent !== before;
      },
      [firstBefore, RECORD] as const,
      { timeout: 60_000 },
    );
    const applyMs = Date.now() - applyStarted;

    return [
      {
        area: 'big data',
        measure: 'seed of 10,000 closed + 200 open positions',
        value: `${seedSeconds.toFixed(1)} s`,
        note: 'server start with DEMO_HISTORY=10000 DEMO_OPEN=200',
      },
      {
        area: 'big data',
        measure: 'sign-in → first of the open positions',
        value: ms(firstCard),
        note: `${drawnCount} of ${expected} cards in the document (the rest as a scroll brings them in)`,
      },
      {
        area: 'big data',
        measure: 'history scroll: dropped frames',
        value: String(scroll.dropped),
        note: `${scroll.frames} frames, worst ${scroll.worst.toFixed(0)} ms; ${loadedText.trim()} (${totalText.trim()})`,
      },
      { area: 'big data', measure: "history filter: 'Применить' → re-sorted list", value: ms(applyMs) },
    ];
  } finally {
    await context.close();
    await server.stop();
  }
}
