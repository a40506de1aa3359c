// Backtests, their comparison and the what-if of price against the reference backend (issue 55),
// signed in as the demo trader: a 30-day backtest of the editor's draft, two strategies compared
// in one table, a server without the call, and the what-if of an open position.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, waitForServiceWorker } from '../support/browser';
import { loginAs } from '../support/login';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function signedIn(path: string, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport ? { viewport } : {});
  await page.goto(`${baseUrl()}${path}`);
  await loginAs(page, 'trader');
  await page.getByLabel('Имя пользователя или e-mail').waitFor({ state: 'detached' });
  return { context, page };
}

/** '−1 234,56 $' → -1234.56 */
function money(text: string): number {
  const clean = text
    .replace(/[\s\u00a0\u202f$%]/g, '')
    .replace('−', '-')
    .replace(',', '.');
  const n = Number(clean);
  assert.ok(Number.isFinite(n), `a number: «${text}»`);
  return n;
}

async function figure(result: Locator, key: string): Promise<number> {
  const dd = result.locator(`[data-figure="${key}"] dd`);
  // the hint under the value is its own line
  return money((await dd.evaluate((el) => el.firstChild?.textContent ?? '')) as string);
}

describe('backtests from the strategy editor', () => {
  it('runs the draft on 30 days, compares two strategies and reads the table', async () => {
    const { context, page } = await signedIn('/mining/strategies');
    await page.getByRole('heading', { level: 1, name: 'Стратегии' }).waitFor();
    await page.locator('button[aria-pressed]').first().click();
    const form = page.getByRole('form');
    await form.waitFor();
    // an unsaved change: the backtest runs on the draft as it is in the editor
    await form.getByLabel('Ширина канала').fill('9');
    await form.getByLabel('Ширина канала').press('Tab');
    const panel = page.locator('[data-backtest]');
    await panel.getByText('с несохранёнными изменениями').waitFor();

    await panel.getByRole('button', { name: '30 дней' }).click();
    assert.equal(await panel.getByRole('button', { name: '30 дней' }).getAttribute('aria-pressed'), 'true');
    await panel.getByRole('button', { name: 'Проверить на истории' }).click();
    const result = panel.locator('[data-backtest-result]');
    await result.waitFor({ timeout: 60_000 });
    const note = (await result.innerText()).replace(/\u00a0/g, ' ');
    assert.match(note, /симуляция на истории рынка этого сервера с \d\d\.\d\d\.\d{4}, \d\d:\d\d по \d\d\.\d\d\.\d{4}/);
    assert.match(note, /пул Uniswap v3 WETH\/USDT 0,05 % \(arbitrum\), комиссия пула 0,05 %/);
    for (const label of [
      'Комиссии',
      'Ценовой PnL',
      'Непостоянные потери',
      'Расходы',
      'Хедж',
      'Итог',
      'Годовых',
      'Перевыставлений',
      'Время в диапазоне',
      'Макс. просадка',
    ])
      await result.getByText(label, { exact: true }).waitFor();
    // the total on screen is the sum of the parts on screen
    const [fees, price, hedge, costs, net] = await Promise.all(['fees', 'pricePnl', 'hedge', 'costs', 'net'].map((k) => figure(result, k)));
    assert.ok(Math.abs(fees + price + hedge - costs - net) < 0.011, `${fees} + ${price} + ${hedge} − ${costs} = ${net}`);
    await result.locator('[data-series="equity"]').waitFor({ timeout: 30_000 });
    await result.locator('[data-series="hodl"]').waitFor();
    await result.locator('[data-markers] path, [data-markers] circle').first().waitFor();

    // the comparison: the draft and another saved strategy, one table
    await panel.getByRole('button', { name: 'Сравнить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сравнение стратегий' });
    await dialog.waitFor();
    const boxes = dialog.getByRole('checkbox');
    assert.equal(await boxes.first().isChecked(), true, 'the draft is picked');
    await boxes.nth(1).check();
    await dialog.getByRole('button', { name: '30 дней' }).click();
    await dialog.getByRole('button', { name: 'Сравнить' }).click();
    const table = dialog.getByRole('table', { name: 'Сравнение стратегий на истории' });
    await table.waitFor({ timeout: 60_000 });
    const headers = await table.locator('thead th').allInnerTexts();
    assert.equal(headers.length, 3, `a column a strategy: ${headers.join(' | ')}`);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())));
    const byLabel = new Map(rows.map((r) => [r[0], r.slice(1)]));
    for (const label of ['Комиссии', 'Итог', 'Годовых', 'Перевыставлений', 'Время в диапазоне', 'Макс. просадка'])
      assert.equal(byLabel.get(label)?.length, 2, `row «${label}»`);
    // each column adds up too, and the draft's column is the single result's
    for (const i of [0, 1]) {
      const v = (label: string) => money(byLabel.get(label)![i]);
      assert.ok(Math.abs(v('Комиссии') + v('Ценовой PnL') + v('Хедж') - v('Расходы') - v('Итог')) < 0.011);
    }
    await dialog.getByText(/Все стратегии прогнаны на одном периоде/).waitFor();
    await dialog.locator('[data-series="s0"]').waitFor({ timeout: 30_000 });
    await dialog.locator('[data-series="s1"]').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('says a server without the call does not support it, and keeps the editor working', async () => {
    const { context, page } = await signedIn('/mining/strategies');
    // the backend lacks the route (the data worker's request answers 404 as an older backend would)
    await context.route('**/api/strategies/backtest', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ detail: 'Not Found' }) }),
    );
    await page.locator('button[aria-pressed]').first().click();
    const panel = page.locator('[data-backtest]');
    await panel.getByRole('button', { name: '7 дней' }).click();
    await panel.getByRole('button', { name: 'Проверить на истории' }).click();
    await panel.getByText('Сервер не поддерживает проверку на истории').waitFor({ timeout: 30_000 });
    assert.equal(await page.getByRole('alert').count(), 0, 'no error shown');
    await page.getByRole('form').getByRole('button', { name: 'Сохранить' }).waitFor();
    await context.close();
  });
});

describe('what-if of price', () => {
  it('shows the values of an open position at −30 %…+30 % from the overview, at 390 px', async () => {
    const { context, page } = await signedIn('/mining', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Анализ рисков' }).click();
    const dialog = page.getByRole('dialog', { name: 'Анализ рисков' });
    const table = dialog.getByRole('table', { name: 'Стоимость при разных ценах' });
    await table.waitFor();
    const changes = (await table.locator('tbody th').allInnerTexts()).map((c) => c.replace(/\u00a0/g, ' '));
    assert.ok(changes.some((c) => c.includes('−30,00 %')) && changes.some((c) => c.includes('+30,00 %')), changes.join(' | '));
    assert.ok(changes.some((c) => c.includes('текущая цена')));
    await dialog.locator('[data-series="total"]').waitFor({ timeout: 30_000 });
    // keyboard: the chart takes the focus and the arrows read it out
    await dialog.getByRole('group', { name: /Стоимость LP, хеджа и вместе/ }).focus();
    await page.keyboard.press('Home');
    await dialog.locator('[data-readout]').filter({ hasText: 'LP' }).waitFor();
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('opens «Сценарии» in a position’s detail, offline on the last-known position too', async () => {
    const { context, page } = await signedIn('/mining/positions');
    await page.locator('article[data-token]').first().waitFor();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByText(/нет соединения — данные на \d{2}:\d{2}/).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Подробнее' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Сценарии' }).click();
    const table = dialog.getByRole('table', { name: 'Стоимость при разных ценах' });
    await table.waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Скрыть сценарии' }).getAttribute('aria-expanded'), 'true');
    // the channel is marked: a row at each bound, or the note of marks beyond ±30 %
    assert.match((await table.locator('tbody th').allInnerTexts()).join(' | '), /текущая цена/);
    const shown = await dialog.innerText();
    assert.match(shown, /низ канала/);
    assert.match(shown, /верх канала/);
    await context.close();
  });
});
