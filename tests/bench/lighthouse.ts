// Lighthouse 12 (mobile emulation, simulated throttling) against the running server, median of 3.
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../support/browser';
import { freePort } from '../support/server';
import { median, type Row } from './table';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

async function once(url: string): Promise<Record<string, number>> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
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
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    // A run Lighthouse itself could not complete scores 0: it is not a measurement.
    if (!result || result.lhr.runtimeError) throw new Error(result?.lhr.runtimeError?.message ?? 'no result');
    const cats = result.lhr.categories;
    return Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((cats[c]?.score ?? 0) * 100)]));
  } finally {
    await browser.close();
  }
}

export async function benchLighthouse(baseUrl: string, runs = 3): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, path] of [
    ["'/' (signed out)", '/'],
    ['login card (/mining signed out)', '/mining'],
  ] as const) {
    const results: Array<Record<string, number>> = [];
    let failed = 0;
    for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
      try {
        results.push(await once(`${baseUrl}${path}`));
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
