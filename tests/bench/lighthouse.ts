// Lighthouse 12 (mobile emulation, simulated throttling) against the running server, median of 3.
// Signed-in pages: the browser's own profile signs in first and Lighthouse keeps its storage.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../support/browser';
import { loginAs } from '../support/login';
import { freePort } from '../support/server';
import { median, type Row } from './table';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

async function once(url: string, user?: string): Promise<Record<string, number>> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lpops-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: 'ru-RU',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--remote-debugging-port=${port}`,
    ],
  });
  try {
    if (user) {
      // Sign in once in the profile Lighthouse will use; it must not reset that storage.
      const page = await browser.newPage();
      const { origin, pathname } = new URL(url);
      await page.goto(`${origin}/login?redirect=${encodeURIComponent(pathname)}`);
      await loginAs(page, user);
      await page.waitForURL((u) => u.pathname === pathname, { timeout: 60_000 });
      await page.close();
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: user !== undefined,
    });
    // A run Lighthouse itself could not complete scores 0: it is not a measurement.
    if (!result || result.lhr.runtimeError) throw new Error(result?.lhr.runtimeError?.message ?? 'no result');
    const cats = result.lhr.categories;
    return Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((cats[c]?.score ?? 0) * 100)]));
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export async function benchLighthouse(baseUrl: string, runs = 3): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, route, user] of [
    ["'/' (signed out)", '/', undefined],
    ['login card (/mining signed out)', '/mining', undefined],
    ['/mining/history (trader)', '/mining/history', 'trader'],
    ['/hedge-bots (trader)', '/hedge-bots', 'trader'],
  ] as const) {
    const results: Array<Record<string, number>> = [];
    let failed = 0;
    for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
      try {
        results.push(await once(`${baseUrl}${route}`, user));
      } catch {
        failed++;
      }
    }
    for (const c of CATEGORIES) {
      rows.push({
        area: 'lighthouse',
        measure: `${name} ${c}`,
        value: String(median(results.map((r) => r[c]))),
        note: `runs: ${results.map((r) => r[c]).join(', ')}${failed ? `; ${failed} run(s) Lighthouse could not complete, repeated` : ''}`,
      });
    }
  }
  return rows;
}
