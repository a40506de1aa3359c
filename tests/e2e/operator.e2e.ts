// Issue 22 as an operator meets it: every section two clicks away at 1440 and 390 px (mouse and
// keyboard, the admin panel only for an admin), a header that keeps one row from 768 to 1440 px,
// phone layouts (demo tables as cards, the current tab in view, wrapping labels), the session
// countdown in the header, an update found when the tab becomes visible, and the finish of numbers
// (one minus glyph, units, grouped thousands, unknown as '—', names from the catalogue).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, waitForServiceWorker } from '../support/browser';
import { loginAs } from '../support/login';
import { startServer, type RunningServer } from '../support/server';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** Signs in on the login screen, which then opens `url` (public pages show no login card). */
async function signIn(page: Page, url: string, username: string) {
  const { origin, pathname } = new URL(url);
  await page.goto(`${origin}/login?redirect=${encodeURIComponent(pathname)}`);
  await loginAs(page, username);
  await page.waitForURL((u) => u.pathname === pathname);
  await page.getByRole('button', { name: /^Меню пользователя: .+, / }).waitFor({ timeout: 30_000 });
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Разделы', exact: true });

/** No element of the page is wider than the screen (no sideways scroll). */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The element lies within the screen's width. */
async function inView(page: Page, locator: ReturnType<Page['getByText']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

describe('Every section two clicks away', () => {
  it('at 1440 px: "Разделы" opens every section by mouse and by keyboard; no admin panel for a trader', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await signIn(page, `${baseUrl()}/mining/history`, 'trader');
    const main = page.getByRole('navigation', { name: 'Основная навигация' });
    assert.deepEqual(await main.getByRole('link').allInnerTexts(), ['Обзор', 'Майнинг'], "'/' and '/mining' stay the main navigation");

    const button = sections(page).getByRole('button', { name: 'Разделы' });
    await button.click();
    assert.deepEqual(await sections(page).getByRole('link').allInnerTexts(), [
      'Хедж-боты',
      'Управление позициями',
      'Сигналы',
      'Спот',
      'Фьючерсы',
      'Настройки',
    ]);
    await sections(page).getByRole('link', { name: 'Хедж-боты' }).click();
    await page.getByRole('heading', { level: 1, name: 'Хедж-боты' }).waitFor();
    assert.equal(await button.getAttribute('aria-expanded'), 'false', 'the list closes once a section is chosen');

    // Keyboard only: focus the button, open it, walk down with the arrows, follow the link.
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Сигналы');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Сигналы' }).waitFor();
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.ok(await button.evaluate((el) => el === document.activeElement), 'Escape returns focus to the button');
    await context.close();
  });

  it('at 390 px: "Меню", then the section; the admin sees "Админ-панель"', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await signIn(page, `${baseUrl()}/mining`, 'admin');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await sections(page).getByRole('link', { name: 'Админ-панель' }).click();
    await page.getByRole('heading', { level: 1, name: 'Админ-панель' }).waitFor();
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await sections(page).getByRole('link', { name: 'Фьючерсы' }).click();
    await page.getByRole('heading', { level: 1, name: 'Фьючерсы' }).waitFor();
    assert.equal(await sections(page).isVisible(), false, 'the menu folds again after the choice');
    assert.ok((await pageWidth(page)) <= PHONE.width);
    await context.close();
  });

  it('keeps the header on one row, untruncated, from 768 to 1440 px', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await signIn(page, `${baseUrl()}/mining`, 'admin');
    await page.getByText('24h PnL').waitFor();
    const heights: number[] = [];
    for (const width of [768, 800, 960, 1024, 1199, 1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const m = await page.evaluate(() => {
        const header = document.querySelector('header')!;
        const cut = [...header.querySelectorAll<HTMLElement>('*')].filter(
          (e) => e.offsetParent !== null && getComputedStyle(e).textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth,
        );
        return { height: header.offsetHeight, cut: cut.map((e) => e.textContent), scroll: document.documentElement.scrollWidth };
      });
      assert.deepEqual(m.cut, [], `nothing cut at ${width} px`);
      assert.ok(m.scroll <= width, `no sideways scroll at ${width} px`);
      heights.push(m.height);
    }
    assert.ok(Math.max(...heights) < 70, `one row at every width (heights ${heights.join(', ')})`);
    assert.match(await page.getByRole('button', { name: /^Меню пользователя:/ }).innerText(), /Администратор демо$/);
    await context.close();
  });
});

describe('Phone layouts at 390 px', () => {
  it('shows the demo tables as cards, the current tab in view and whole exit reasons', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await signIn(page, `${baseUrl()}/futures/positions`, 'trader');
    // Each cell is labelled by its column (data-label, shown before the value at this width).
    const cells = (row: string) => page.getByRole('row').filter({ hasText: row }).getByRole('cell');
    await cells('BTC/USDT').first().waitFor();
    for (const [index, label] of [
      [2, 'Размер'],
      [3, 'Плечо'],
      [4, 'PnL'],
      [5, 'ROE'],
    ] as const) {
      const cell = cells('BTC/USDT').nth(index);
      assert.equal(await cell.getAttribute('data-label'), label);
      assert.ok(await inView(page, cell), `${label} of BTC/USDT is on screen`);
    }
    assert.equal(plain(await cells('BTC/USDT').nth(2).innerText()), '0,4000 BTC');
    assert.ok((await pageWidth(page)) <= PHONE.width);
    await page.goto(`${baseUrl()}/spot/orders`);
    for (const index of [3, 4]) assert.ok(await inView(page, cells('ETH/USDT').nth(index)), `column ${index} of an order`);

    await page.goto(`${baseUrl()}/mining/history`);
    const tabs = page.getByRole('navigation', { name: 'Разделы майнинга' });
    const current = tabs.getByRole('link', { name: 'История' });
    await page.waitForFunction(() => document.querySelector('[aria-label="Разделы майнинга"] [aria-current="page"]') !== null);
    assert.ok(await inView(page, current), "the current tab 'История' is on screen");

    await page.goto(baseUrl());
    const activity = page.getByRole('heading', { name: 'Последние события' }).locator('xpath=ancestor::section[1]');
    const item = activity.getByRole('listitem').first();
    await item.waitFor();
    const cut = await activity.evaluate((block) =>
      [...block.querySelectorAll<HTMLElement>('li *')].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
    );
    assert.deepEqual(cut, [], 'no label of the activity list is cut');
    assert.ok((await pageWidth(page)) <= PHONE.width);
    await context.close();
  });
});

describe('Numbers read one way', () => {
  it('one minus glyph, grouped thousands, units, leverage and names through the catalogue', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await signIn(page, `${baseUrl()}/mining/statistics`, 'trader');
    await page.getByRole('button', { name: /^Меню пользователя:/ }).click();
    assert.equal(plain(await page.getByTestId('limit-api').innerText()), '50 000');
    await page.keyboard.press('Escape');
    // (not /mining/bots: wallet addresses are long runs of hex digits)
    for (const route of ['/', '/dashboard/risk', '/mining', '/mining/statistics', '/signals', '/futures', '/spot', '/positions']) {
      await page.goto(`${baseUrl()}${route}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const text = await page.locator('main').innerText();
      assert.doesNotMatch(text, /(^|[\s(:])-\d/m, `no hyphen used as a minus on ${route}`);
      assert.doesNotMatch(text, /(?<![\d,])\d{5,}/, `thousands are grouped on ${route}`);
    }
    await page.goto(`${baseUrl()}/mining/bots`);
    await page
      .getByText(/ · Arbitrum$/)
      .first()
      .waitFor();
    assert.equal(await page.getByText(/ · arbitrum$/).count(), 0, 'network names are capitalised one way');
    await page.goto(`${baseUrl()}/futures/leverage`);
    await page.getByRole('heading', { level: 1, name: 'Фьючерсы: плечо' }).waitFor();
    assert.deepEqual(
      await page
        .locator('main p')
        .filter({ hasText: /^\d[\d,]*x$/ })
        .allInnerTexts(),
      ['2,5x', '10x'],
    );
    await context.close();
  });
});

describe('On a server of its own', () => {
  // Access tokens of 5 min 10 s whose refresh token lapses within a minute: the session really ends
  // (no renewal can come, issue 52), so its last 5 minutes are counted down from 10 s after sign-in,
  // and «Продлить» renews it past them. And a failing primary feed.
  let server: RunningServer;
  before(async () => {
    server = await startServer({
      env: { ACCESS_TOKEN_TTL: '310', REFRESH_TOKEN_TTL: '60', MARKET_PRIMARY_FAIL: '1' },
      distDir: process.env.E2E_DIST_DIR,
    });
  });
  after(async () => {
    await server?.stop();
  });

  it('counts the last minutes down in the header and extends the session from there', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, { viewport });
      await signIn(page, `${server.baseUrl}/mining`, 'trader');
      const chip = page.getByTestId('session-indicator');
      await chip.waitFor({ timeout: 30_000 });
      // (it appears as the last 5 minutes begin: '5:00' rounds the first second up)
      assert.match((await chip.getAttribute('title')) ?? '', /^Сессия закончится через ([0-4]:\d\d|5:00)\. Нажмите, чтобы продлить\.$/);
      assert.ok(await inView(page, chip), 'the countdown is on screen');
      assert.ok((await pageWidth(page)) <= viewport.width);
      await chip.click();
      await page.getByText('Сессия успешно продлена').waitFor();
      await chip.waitFor({ state: 'detached' });
      await context.close();
    }
  });

  it("shows the market overview's 24 h change as unknown while only the fallback feed answers", async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await signIn(page, server.baseUrl, 'trader');
    const market = page.getByRole('heading', { name: 'Обзор рынка' }).locator('xpath=ancestor::section[1]');
    const rows = market.getByRole('row').filter({ hasText: '/' });
    // The sample figures stand in until the worker's first tickers arrive (from the fallback feed).
    await market.getByRole('cell', { name: '—', exact: true }).first().waitFor({ timeout: 30_000 });
    const changes = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent));
    assert.ok(changes.length > 0);
    assert.deepEqual(new Set(changes), new Set(['—']), `no made-up 0,00 % (${changes.join(', ')})`);
    await context.close();
  });
});

describe('A new version', () => {
  it('is looked for when the tab becomes visible, and the prompt spans a phone screen', async () => {
    // A copy of the build, so that changing its service worker touches no other test.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lpops-update-'));
    fs.cpSync(process.env.E2E_DIST_DIR ?? '', dist, { recursive: true });
    const server = await startServer({ distDir: dist });
    const { context, page } = await newPage(browser, { viewport: PHONE });
    try {
      await page.goto(server.baseUrl);
      await waitForServiceWorker(page);
      for (const file of ['sw.js', 'sw.js.gz', 'sw.js.br']) fs.rmSync(path.join(dist, file), { force: true });
      fs.writeFileSync(
        path.join(dist, 'sw.js'),
        `${fs.readFileSync(path.join(process.env.E2E_DIST_DIR ?? '', 'sw.js'), 'utf8')}\n// next version\n`,
      );
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const prompt = page.getByRole('status').filter({ hasText: 'Доступна новая версия приложения.' });
      await prompt.waitFor({ timeout: 30_000 });
      const box = (await prompt.boundingBox())!;
      assert.ok(box.width >= PHONE.width - 2 * 16 - 1, `the prompt spans the width (${box.width} px)`);
      await prompt.getByRole('button', { name: 'Обновить' }).click();
      await prompt.waitFor({ state: 'detached', timeout: 30_000 });
    } finally {
      await context.close();
      await server.stop();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
