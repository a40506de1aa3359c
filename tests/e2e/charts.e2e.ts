// Charts an operator can read (issue 22): price tags on the right axis that never overlap and stay
// off the candles, distinct line colours, the entry time marked, an uncut time axis, tall position
// charts on a phone, and a read-out of the point under the mouse, a finger or the arrow keys on
// every chart (candles, equity curve, hourly bars).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';
import { loginAs } from '../support/login';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function open(path: string, width: number, options: { signIn?: boolean; touch?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'ru-RU',
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  if (options.signIn !== false) {
    await loginAs(page, 'trader');
    await page.getByLabel('Имя пользователя или e-mail').waitFor({ state: 'detached' });
  }
  return { context, page };
}

async function firstPositionChart(page: Page): Promise<Locator> {
  // A card's chart is folded until asked for.
  const card = page.locator('article[data-token]').first();
  await card.getByRole('button', { name: 'График' }).click();
  const block = card.getByRole('region', { name: /График позиции #\d+/ });
  await block.scrollIntoViewIfNeeded();
  await block.locator('svg[role="img"]').waitFor();
  return block;
}

const overlaps = (a: { y: number; height: number }, b: { y: number; height: number }) => a.y < b.y + b.height && b.y < a.y + a.height;

describe('position charts at 390 px, by touch', () => {
  it('are tall, tag prices on the right without overlap, mark the entry and read out a touched candle', async () => {
    const { context, page } = await open('/mining/positions', 390, { touch: true });
    const block = await firstPositionChart(page);
    const svg = block.locator('svg[role="img"]');
    const svgBox = (await svg.boundingBox())!;
    assert.ok(svgBox.height >= 300, `chart height ${svgBox.height}`);

    // tags: one per line, in the right gutter (right of every candle), none overlapping another
    const tags = await block.locator('[data-tag] rect').evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect().toJSON()));
    const lines = await block.locator('[data-line]').count();
    assert.equal(tags.length, lines);
    // the candles are drawn as paths (charts/candlePaths.ts): their group's box reaches the last candle's edge
    const candleRight = await svg.locator('[data-candles]').evaluate((g) => g.getBoundingClientRect().right);
    assert.ok(candleRight > svgBox.x + svgBox.width / 2, `candles drawn across the plot (right edge ${candleRight})`);
    for (const tag of tags) assert.ok(tag.x >= candleRight, 'tags stay off the candles');
    for (let i = 0; i < tags.length; i++)
      for (let j = i + 1; j < tags.length; j++) assert.ok(!overlaps(tags[i], tags[j]), `tags ${i} and ${j} overlap`);

    // distinct colours for the channel, entry, current price and stops
    const strokes = await block
      .locator('[data-line] > line')
      .evaluateAll((ls) => Object.fromEntries(ls.map((l) => [l.parentElement!.getAttribute('data-line'), getComputedStyle(l).stroke])));
    const distinct = new Set([strokes.upper, strokes.entry, strokes.current, strokes['stop-lower'] ?? strokes['stop-upper']]);
    assert.equal(distinct.size, 4, JSON.stringify(strokes));

    // the entry: marked on the time axis, or said to be before the chart's first candle
    const marked = await block.locator('[data-mark="entry"]').count();
    const legend = plain(await block.getByRole('list', { name: 'Линии графика' }).innerText());
    assert.match(legend, /Вход \d[\d ]*,\d\d · \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
    if (marked === 0) assert.match(legend, /раньше начала графика/);

    // time labels are whole and inside the chart (no ':7:30')
    const labels = await svg
      .locator('.visx-axis-bottom text')
      .evaluateAll((ts) => ts.map((t) => ({ text: t.textContent ?? '', box: t.getBoundingClientRect().toJSON() })));
    assert.ok(labels.length >= 2, `time labels: ${JSON.stringify(labels.map((l) => l.text))}`);
    for (const l of labels) {
      assert.match(l.text, /^(\d\d:\d\d|\d\d\.\d\d)$/);
      assert.ok(l.box.x >= svgBox.x && l.box.x + l.box.width <= svgBox.x + svgBox.width, `label ${l.text} is cut`);
    }

    // a touch reads out the candle under the finger, and it stays after the finger lifts
    const readout = block.locator('[data-readout]');
    const latest = plain(await readout.innerText());
    assert.match(latest, /^\d\d\.\d\d, \d\d:\d\d · откр\. .* · закр\. /);
    await svg.tap({ position: { x: 40, y: svgBox.height / 2 } });
    await block.locator('[data-crosshair]').waitFor();
    const touched = plain(await readout.innerText());
    assert.notEqual(touched.split(' · ')[0], latest.split(' · ')[0], 'another candle is read out');
    assert.match(touched, /курсор: \d/);
    await context.close();
  });
});

describe('position chart at 1440 px, by mouse and keyboard', () => {
  it('reads out the candle under the mouse and moves by the arrow keys', async () => {
    const { context, page } = await open('/mining/positions', 1440);
    const block = await firstPositionChart(page);
    const svg = block.locator('svg[role="img"]');
    const box = (await svg.boundingBox())!;
    const readout = block.locator('[data-readout]');
    await page.mouse.move(box.x + 60, box.y + box.height / 2);
    await block.locator('[data-crosshair]').waitFor();
    const hovered = plain(await readout.innerText());
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction((before) => document.querySelector('[data-readout]')?.textContent !== before, hovered);
    await page.mouse.move(0, 0);
    await block.locator('[data-crosshair]').waitFor({ state: 'detached' });

    const group = block.getByRole('group', { name: /График позиции #\d+\. Стрелки/ });
    await group.focus();
    await page.keyboard.press('End');
    const last = plain(await readout.innerText());
    await page.keyboard.press('ArrowLeft');
    const before = plain(await readout.innerText());
    assert.notEqual(before, last);
    assert.equal(await readout.getAttribute('aria-live'), 'polite', 'the keyboard read-out is announced');
    await context.close();
  });
});

describe('dashboard charts', () => {
  it('the equity curve and the hourly bars read out the point under the mouse, a finger or the keys', async () => {
    for (const touch of [false, true]) {
      const { context, page } = await open('/', touch ? 390 : 1440, { signIn: false, touch });
      for (const name of ['Кривая капитала', 'Активность по часам']) {
        const block = page.getByRole('region', { name });
        await block.scrollIntoViewIfNeeded();
        const svg = block.locator('svg[role="img"]');
        await svg.waitFor();
        const box = (await svg.boundingBox())!;
        const readout = block.locator('[data-readout]');
        const before = plain(await readout.innerText());
        if (touch) await svg.tap({ position: { x: box.width * 0.4, y: box.height / 2 } });
        else await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
        await block.locator('[data-crosshair]').waitFor();
        const after = plain(await readout.innerText());
        assert.notEqual(after, before, `${name}: the read-out follows the ${touch ? 'finger' : 'mouse'}`);
        assert.match(
          after,
          name === 'Кривая капитала' ? /^\d\d\.\d\d\.\d{4}, \d\d:\d\d · капитал / : /^\d\d:00–\d\d:00 · закрыто позиций: \d+$/,
        );
      }
      await context.close();
    }
  });
});
