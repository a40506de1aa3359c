// The eight dashboard and analytics pages mean something (issue 22): each leads with its own
// blocks from the backend's figures, the risk score explains itself, reports export, and a
// signed-out visitor still sees the spec's samples labelled 'демо-данные'.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';
import { appShown } from '../support/frames';
import { loginAs } from '../support/login';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const titles = (page: Page) => page.getByRole('heading', { level: 2 }).allInnerTexts();

describe('dashboard variants, signed in', () => {
  it('lead with performance, portfolio, risk and reports; the risk score says what it is made of', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU', acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/mining`);
    await appShown(page);
    await loginAs(page, 'trader');
    await page.getByRole('heading', { level: 1, name: 'Обзор майнинга' }).waitFor();

    const lead: Record<string, string> = {
      '/dashboard/performance': 'PnL по дням',
      '/analytics/performance': 'PnL по дням',
      '/dashboard/portfolio': 'Распределение капитала',
      '/dashboard/risk': 'Оценка риска',
      '/analytics/risk': 'Оценка риска',
      '/analytics/reports': 'Отчёт по периодам',
    };
    const seen = new Set<string>();
    for (const [path, first] of Object.entries(lead)) {
      await page.goto(`${baseUrl()}${path}`);
      await appShown(page);
      await page.getByRole('heading', { level: 2, name: first }).waitFor();
      const list = await titles(page);
      assert.equal(list[0], first, `${path} leads with ${first}: ${list.join(', ')}`);
      assert.equal(await page.getByText('демо-данные').count(), 0, `${path}: real figures`);
      seen.add(list.slice(0, 2).join('|'));
    }
    assert.ok(seen.size >= 4, 'the variants differ');

    // per bot: the demo trader's bots with their PnL
    await page.goto(`${baseUrl()}/dashboard/performance`);
    await appShown(page);
    const perBot = page.getByRole('region', { name: 'PnL по ботам' });
    await perBot.getByRole('row').nth(1).waitFor();
    // every bot of the trader, by name (the demo trader owns 'LP Alpha')
    assert.match(plain(await perBot.innerText()), /LP Alpha/);
    assert.equal(await perBot.getByRole('row').count(), 1 + (await perBot.getByRole('row').filter({ hasText: /USDT/ }).count()));

    // the risk score: one number and its three parts, consistent with the card on '/'
    await page.goto(`${baseUrl()}/dashboard/risk`);
    await appShown(page);
    const score = page.getByRole('region', { name: 'Оценка риска' });
    await score.getByRole('row').nth(3).waitFor();
    const text = plain(await score.innerText());
    const value = /(\d+) \/ 100/.exec(text)?.[1];
    assert.ok(value, text);
    assert.match(text, /Макс\. просадка/);
    assert.match(text, /VaR 95% к капиталу/);
    assert.match(text, /Риск открытых позиций/);
    await page.getByRole('region', { name: 'Риск открытых позиций' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('region', { name: 'Просадка' }).locator('svg[role="img"]').waitFor();
    await page.goto(`${baseUrl()}/`);
    await appShown(page);
    const card = page.getByRole('group', { name: 'Ключевые показатели' }).getByRole('region', { name: 'Оценка риска' });
    await card.getByText(/просадка/).waitFor();
    assert.match(plain(await card.innerText()), new RegExp(`${value} / 100 · (низкий|средний|высокий)`));

    // reports: weeks by default, an export of the report
    await page.goto(`${baseUrl()}/analytics/reports`);
    await appShown(page);
    const reports = page.getByRole('region', { name: 'Отчёт по периодам' });
    await reports.getByRole('row').nth(1).waitFor();
    await reports.getByRole('button', { name: 'По месяцам' }).click();
    assert.equal(await reports.getByRole('button', { name: 'По месяцам' }).getAttribute('aria-pressed'), 'true');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      reports.getByRole('button', { name: 'Выгрузить отчёт CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    assert.equal(csv.charCodeAt(0), 0xfeff);
    assert.match(csv.slice(1).split('\r\n')[0], /^Начало периода;Позиций;PnL;Win rate;Макс\. просадка$/);
    assert.match(csv.split('\r\n')[1], /^\d\d\.\d\d\.\d{4} 00:00:00;\d+;-?\d+,\d\d;\d+,\d\d;\d+,\d\d$/);
    await context.close();
  });
});

describe('dashboard variants, signed out', () => {
  it("show the spec's samples labelled демо-данные, and ask to sign in where the spec has none", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/dashboard/risk`);
    await appShown(page);
    const score = page.getByRole('region', { name: 'Оценка риска' });
    await score.waitFor();
    assert.match(plain(await score.innerText()), /демо-данные/);
    await page
      .getByRole('region', { name: 'Риск открытых позиций' })
      .getByText(/Доступно после входа/)
      .waitFor();
    await page.goto(`${baseUrl()}/dashboard/performance`);
    await appShown(page);
    await page.getByRole('region', { name: 'PnL по дням' }).getByText('демо-данные').waitFor();
    await context.close();
  });
});
