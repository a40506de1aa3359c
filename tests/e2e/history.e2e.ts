// The position history as an operator reads it (issue 22): a dense table sorted by its headers on a
// desktop, compact cards on a phone, filters by bot and pair in the address, the totals of the
// filtered set from the server, open positions without an exit, and the export of the filtered set.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
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

async function signedIn(path: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ru-RU', acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  await loginAs(page, 'trader');
  await page.getByLabel('Имя пользователя или e-mail').waitFor({ state: 'detached' });
  return { context, page };
}

/** The totals block's figure under a label. */
async function total(page: Page, label: string): Promise<string> {
  const totals = page.getByRole('region', { name: 'Итоги по фильтру' });
  await totals.getByText(/^\d+$/).first().waitFor();
  return plain(await totals.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').innerText());
}

/** The trader's bots by name, as the history's bot filter offers them. */
async function botNames(page: Page): Promise<string[]> {
  const select = page.getByLabel('Бот', { exact: true });
  await select.locator('option').nth(1).waitFor({ state: 'attached' });
  return (await select.locator('option').allInnerTexts()).slice(1);
}

const footer = (page: Page) => page.getByText(/^Показано \d+ из [\d\u00a0]+ позици[йи]$/);
async function shownTotal(page: Page): Promise<number> {
  await footer(page).waitFor();
  return Number(/из ([\d ]+)/.exec(plain(await footer(page).innerText()))![1].replace(/ /g, ''));
}

describe('history table at 1440 px', () => {
  it('one row per position with its bot, columns sorted by the server, totals of the filtered set', async () => {
    const { context, page } = await signedIn('/mining/history', 1440);
    const table = page.getByRole('table', { name: 'История позиций' });
    await table
      .getByRole('row', { name: /^Позиция #\d+/ })
      .first()
      .waitFor();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    assert.deepEqual(
      headers.map((h) => h.replace(/[▲▼↕]/g, '').trim()),
      [
        'Позиция',
        'Бот',
        'Открыта',
        'Закрыта',
        'Длительность',
        'Вход',
        'Выход',
        'Изменение',
        'Полный размер',
        'Комиссии',
        'PnL',
        'ROI',
        'Причина выхода',
      ],
    );
    // dense: a row is a fraction of the old 190 px card
    const box = await table
      .getByRole('row', { name: /^Позиция #\d+/ })
      .first()
      .boundingBox();
    assert.ok(box && box.height <= 60, `row height ${box?.height}`);
    const firstRow = await table
      .getByRole('row', { name: /^Позиция #\d+/ })
      .first()
      .getByRole('cell')
      .allInnerTexts();
    assert.ok((await botNames(page)).includes(firstRow[1].split('\n')[0]), `the row names its bot: ${firstRow[1]}`);

    // open positions come first (newest close first): no exit, the current price labelled
    const openRow = table
      .getByRole('row', { name: /^Позиция #\d+/ })
      .filter({ hasText: '· Открыта' })
      .first();
    const openCells = (await openRow.getByRole('cell').allInnerTexts()).map(plain);
    assert.equal(openCells[3], '—');
    assert.match(openCells[6], /^—\nтекущая \d[\d ]*,\d\d$/);

    // totals come from the server for every matching position, not the 25 on screen
    const all = await shownTotal(page);
    assert.equal(await total(page, 'Позиций'), String(all));
    assert.match(await total(page, 'Win rate'), /^\d+,\d+ %\s*\d+ из \d+ закрытых$/);

    // the PnL header sorts by the server's pnl_desc, then pnl_asc
    const pnlHeader = table.getByRole('columnheader', { name: /PnL/ });
    assert.equal(await pnlHeader.getAttribute('aria-sort'), 'none');
    await pnlHeader.getByRole('button').click();
    await page.waitForURL(/sort=pnl_desc/);
    assert.equal(await pnlHeader.getAttribute('aria-sort'), 'descending');
    // the PnL column of the rows shown; a row without that cell reads NaN, so a wrong column fails
    const pnls = async () => {
      const cells = await table
        .getByRole('row', { name: /^Позиция #\d+/ })
        .evaluateAll((rows) => rows.map((r) => r.querySelectorAll('[role="cell"]')[10]?.textContent ?? null));
      return cells.map((c) => (c === null ? NaN : Number(plain(c).replace(/ |\$/g, '').replace('−', '-').replace(',', '.'))));
    };
    // read until the new order has arrived (the rows follow the URL), then judge it
    const sortedRows = async (order: (a: number, b: number) => number) => {
      const deadline = Date.now() + 10_000;
      let list = await pnls();
      while (JSON.stringify(list) !== JSON.stringify([...list].sort(order)) && Date.now() < deadline) {
        await page.waitForTimeout(100);
        list = await pnls();
      }
      assert.ok(list.length > 1, `rows to compare: ${list.length}`);
      assert.ok(!list.some(Number.isNaN), `every row has a PnL: ${list.join(', ')}`);
      assert.ok(new Set(list).size > 1, `the PnLs differ: ${list.join(', ')}`);
      return list;
    };
    await page.waitForFunction(() => document.querySelector('[role="columnheader"][aria-sort="descending"]') !== null);
    const desc = await sortedRows((a, b) => b - a);
    assert.deepEqual(
      desc,
      [...desc].sort((a, b) => b - a),
    );
    await pnlHeader.getByRole('button').click();
    await page.waitForURL(/sort=pnl_asc/);
    await page.waitForFunction(() => document.querySelector('[role="columnheader"][aria-sort="ascending"]') !== null);
    const asc = await sortedRows((a, b) => a - b);
    assert.deepEqual(
      asc,
      [...asc].sort((a, b) => a - b),
    );
    assert.equal(await page.getByLabel('Сортировка').inputValue(), 'pnl_asc', 'the filter form follows the header');
    await context.close();
  });

  it('filters by bot and pair through the address, and the totals follow', async () => {
    const { context, page } = await signedIn('/mining/history', 1440);
    const all = await shownTotal(page);
    const botSelect = page.getByLabel('Бот', { exact: true });
    await botSelect.locator('option').nth(1).waitFor({ state: 'attached' });
    const bots = await botSelect.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    assert.ok(bots.length >= 2, 'the trader has bots to choose');
    // the bot with fewer positions than all
    let chosen = '';
    let ofBot = 0;
    for (const id of bots) {
      await page.goto(`${baseUrl()}/mining/history?bot=${id}`);
      ofBot = await shownTotal(page);
      if (ofBot > 0 && ofBot < all) {
        chosen = id;
        break;
      }
    }
    assert.ok(chosen, 'some bot holds part of the history');
    assert.equal(await page.getByLabel('Бот', { exact: true }).inputValue(), chosen);
    assert.equal(await total(page, 'Позиций'), String(ofBot));

    await page.getByLabel('Пара').selectOption('BTC/USDT');
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.waitForURL(/pair=BTC%2FUSDT|pair=BTC\/USDT/);
    assert.match(page.url(), new RegExp(`bot=${chosen}`));
    await page.getByText('История позиций пуста').waitFor();
    assert.equal(await total(page, 'Позиций'), '0');
    assert.match(await total(page, 'Win rate'), /^—\s*0 из 0 закрытых$/);

    // a bad value in the address is dropped by the route's validation, never sent to the server
    await page.goto(`${baseUrl()}/mining/history?bot=abc&pair=DOGE/USDT&status=closed`);
    await footer(page).waitFor();
    assert.equal(await page.getByLabel('Бот', { exact: true }).inputValue(), '');
    assert.equal(await page.getByLabel('Пара').inputValue(), '');
    assert.equal(await page.getByLabel('Статус').inputValue(), 'closed');
    assert.ok((await shownTotal(page)) < all, 'closed only, every bot and pair');
    await context.close();
  });

  it('exports the whole filtered set as CSV for Russian spreadsheet programs', async () => {
    const { context, page } = await signedIn('/mining/history?status=closed', 1440);
    const all = await shownTotal(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Экспорт CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^history-\d{4}-\d\d-\d\d\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    assert.equal(text.charCodeAt(0), 0xfeff, 'UTF-8 byte-order mark');
    const lines = text.slice(1).trimEnd().split('\r\n');
    assert.equal(lines.length, all + 1, 'every position of the filter, not only the loaded page');
    assert.match(lines[0], /^Позиция;Бот;Пара;Сеть;Статус;Открыта;Закрыта;/);
    const cells = lines[1].split(';');
    assert.equal(cells[4], 'Закрыта');
    assert.match(cells[5], /^\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d$/);
    assert.match(cells[16], /^-?\d+,\d\d$/, 'PnL with a decimal comma and an ASCII minus');
    await page.getByText(`Выгружено позиций: ${all}.`).waitFor();
    await context.close();
  });
});

describe('mining overview', () => {
  it("lines up the active positions' columns from row to row, at 1440 and 390 px", async () => {
    for (const width of [1440, 390]) {
      const { context, page } = await signedIn('/mining', width);
      const list = page.getByRole('region', { name: 'Активные позиции' }).getByRole('listitem');
      await list.nth(1).waitFor();
      const lefts = await list.evaluateAll((items) =>
        items.map((li) => [...li.children].map((c) => Math.round(c.getBoundingClientRect().left))),
      );
      assert.ok(lefts.length >= 2);
      for (const row of lefts) assert.deepEqual(row, lefts[0], `columns at ${width} px: ${JSON.stringify(lefts)}`);
      // the bots' names arrive with the bot list
      await page.waitForFunction(() => !/Бот #\d+/.test(document.querySelector('#mining-active-title')?.parentElement?.textContent ?? ''));
      assert.match(plain(await list.first().innerText()), /^#\d+ \w+\/USDT \S.*\n/, 'each row names its bot');
      await context.close();
    }
  });
});

describe('history cards at 390 px', () => {
  it('compact cards that name their bot, with no sideways scrolling', async () => {
    const { context, page } = await signedIn('/mining/history', 390);
    const card = page.getByRole('article', { name: /^Позиция #\d+/ }).first();
    await card.waitFor();
    assert.equal(await page.getByRole('table').count(), 0);
    const box = await card.boundingBox();
    assert.ok(box && box.height < 360, `card height ${box?.height}`);
    const bot = /Бот: (.+)/.exec(plain(await card.innerText()))?.[1];
    assert.ok(bot && (await botNames(page)).includes(bot), `the card names its bot: ${bot}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scroll (${overflow} px)`);
    await context.close();
  });
});
