// Size budgets (issue 9): sizes are deterministic, so exceeding tests/budget.json fails `npm test`.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';
import { precacheTotal, routeChunks, screenSize } from '../support/sizes';

const budget = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../budget.json'), 'utf8')) as Record<string, number>;
const distDir = process.env.E2E_DIST_DIR ?? '';

let browser: Browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('size budgets', () => {
  it('the first screen (/ signed out) stays within the JS and CSS budget', async () => {
    const size = await screenSize(browser, `${baseUrl()}/`, distDir, (p) => p.getByRole('heading', { level: 1 }).first().waitFor());
    assert.ok(size.js <= budget.firstScreenJs, `'/' loads ${kb(size.js)} gzip JS, budget ${kb(budget.firstScreenJs)}: ${JSON.stringify(size.files)}`);
    assert.ok(size.css <= budget.firstScreenCss, `'/' loads ${kb(size.css)} gzip CSS, budget ${kb(budget.firstScreenCss)}`);
  });

  it('the login card stays within the JS and CSS budget', async () => {
    const size = await screenSize(browser, `${baseUrl()}/mining`, distDir, (p) => p.getByRole('button').first().waitFor());
    assert.ok(size.js <= budget.firstScreenJs, `login card loads ${kb(size.js)} gzip JS, budget ${kb(budget.firstScreenJs)}: ${JSON.stringify(size.files)}`);
    assert.ok(size.css <= budget.firstScreenCss, `login card loads ${kb(size.css)} gzip CSS`);
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
