// Size budgets (issue 9): sizes are deterministic, so exceeding tests/budget.json fails `npm test`.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';
import { precacheTotal, routeChunks, screenSize, staticClosure, workerChunk } from '../support/sizes';

const budget = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../budget.json'), 'utf8')) as Record<string, number>;
const distDir = process.env.E2E_DIST_DIR ?? '';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('size budgets', () => {
  it("the first screen ('/') stays within the JS and CSS budget", () => {
    const size = staticClosure(distDir, ['src/app/dashboard/DashboardSection.tsx']);
    assert.ok(
      size.js <= budget.firstScreenJs,
      `'/' needs ${kb(size.js)} gzip JS, budget ${kb(budget.firstScreenJs)}: ${size.files.join(', ')}`,
    );
    assert.ok(size.css <= budget.firstScreenCss, `'/' needs ${kb(size.css)} gzip CSS, budget ${kb(budget.firstScreenCss)}`);
  });

  it('the login card needs the entry and its own chunk, within the budget', async () => {
    const entry = staticClosure(distDir, []);
    const card = staticClosure(distDir, ['src/app/session/LoginCard.tsx']);
    assert.ok(entry.js < card.js, "the card's code is not in the entry ('/' never shows it)");
    assert.ok(card.js <= budget.firstScreenJs, `the login card needs ${kb(card.js)} gzip JS, budget ${kb(budget.firstScreenJs)}`);
    // In the browser: signed out on /mining, the card shows without the mining screens' code.
    const seen = await screenSize(browser, `${baseUrl()}/mining`, distDir, (p) => p.getByRole('button', { name: 'Войти' }).waitFor());
    const mining = seen.files.filter((f) => /MiningSection/.test(f.file));
    assert.deepEqual(mining, [], 'the login card does not load the mining section');
    // Signed out on '/', which never shows the card, its code is not fetched.
    const home = await screenSize(browser, `${baseUrl()}/`, distDir, (p) => p.getByRole('heading', { level: 1 }).first().waitFor());
    assert.deepEqual(
      home.files.filter((f) => /LoginCard/.test(f.file)),
      [],
      "'/' signed out does not load the login card",
    );
  });

  it('the data worker stays within its budget', () => {
    const worker = workerChunk(distDir);
    assert.ok(worker.gzip <= budget.dataWorkerJs, `${worker.file} is ${kb(worker.gzip)} gzip, budget ${kb(budget.dataWorkerJs)}`);
  });

  it('no single chunk exceeds the route-chunk budget', () => {
    const [largest] = routeChunks(distDir);
    assert.ok(largest, 'the build has chunks');
    assert.ok(largest.gzip <= budget.routeChunkJs, `${largest.file} is ${kb(largest.gzip)} gzip, budget ${kb(budget.routeChunkJs)}`);
  });

  it('the precache stays within budget', () => {
    const total = precacheTotal(distDir);
    assert.ok(total.entries > 0);
    assert.ok(total.bytes <= budget.precacheTotal, `precache is ${kb(total.bytes)}, budget ${kb(budget.precacheTotal)}`);
  });
});
