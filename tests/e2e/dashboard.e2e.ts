// The overview dashboard of issue 8 against the real backend: signed out it shows the spec's
// sample values labelled 'демо-данные' with its charts; signed in as trader the figures are the
// backend's, checked against the API itself.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { DEMO_PASSWORD, loginAs } from '../support/login';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function apiToken(username: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username_or_email: username, password: DEMO_PASSWORD }),
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
}

async function signInThenGo(page: Page, username: string, path: string) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Имя пользователя или e-mail').waitFor();
  await loginAs(page, username);
  await page.getByRole('button', { name: /^Меню пользователя: (?!Гость)/ }).waitFor();
  await page.goto(`${baseUrl()}${path}`);
}

const cards = (page: Page) => page.getByRole('group', { name: 'Ключевые показатели' }).getByRole('region');
const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('Overview dashboard', () => {
  it('signed out: eight cards and every block labelled демо-данные, charts drawn, the spec network split', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(baseUrl());
    await page.getByRole('heading', { level: 1, name: 'Обзор' }).waitFor();
    await page.getByText('Показатели ниже — образец, а не данные ваших ботов. Войдите, чтобы увидеть показатели своих ботов.').waitFor();
    assert.equal(await cards(page).count(), 8);
    for (let i = 0; i < 8; i++) assert.match(await cards(page).nth(i).innerText(), /демо-данные/);
    await block(page, 'Кривая капитала')
      .getByRole('img', { name: /^График капитала/ })
      .waitFor();
    await block(page, 'Активность по часам')
      .getByRole('img', { name: /^Активность по часам/ })
      .waitFor();
    const pie = block(page, 'Распределение по сетям');
    await pie.getByRole('img', { name: 'Arbitrum 45,00 %, Ethereum 25,00 %, Base 20,00 %, Polygon 10,00 %', exact: true }).waitFor();
    for (const name of ['Кривая капитала', 'Распределение по сетям', 'Активность по часам', 'Метрики риска', 'Последние события']) {
      assert.match(await block(page, name).innerText(), /демо-данные/, name);
    }
    for (const metric of ['VaR 95%', 'Max Drawdown', 'Sharpe', 'Sortino'])
      await block(page, 'Метрики риска').getByText(metric, { exact: true }).waitFor();
    for (const action of ['Создать бота', 'Анализ рисков', 'Экстренное закрытие', 'Отчёт PnL', 'Оповещения', 'Экспорт']) {
      assert.equal(await block(page, 'Быстрые действия').getByText(action, { exact: true }).count(), 1, action);
    }
    // The market overview is public data: real tickers from the backend's market feed.
    await block(page, 'Обзор рынка').getByRole('cell', { name: 'ETH/USDT' }).waitFor();
    assert.doesNotMatch(await block(page, 'Обзор рынка').innerText(), /демо-данные/);
    await context.close();
  });

  it('titles and subtitles follow the path, with the eight-entry sub-navigation', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl()}/analytics/risk`);
    await page.getByRole('heading', { level: 1, name: 'Аналитика рисков' }).waitFor();
    await page.getByText('Просадки и волатильность').waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Разделы обзора' }).getByRole('link').count(), 8);
    await page.getByRole('navigation', { name: 'Разделы обзора' }).getByRole('link', { name: 'Портфель' }).click();
    await page.getByRole('heading', { level: 1, name: 'Портфель' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/portfolio');
    await context.close();
  });

  it('signed in as trader: the backend’s figures, no demo label outside the market block', async () => {
    const token = await apiToken('trader');
    const bots = await api<Array<{ network: string }>>(token, '/api/bots');
    const botStats = await api<{ total_bots: number }>(token, '/api/bots/statistics');

    const { context, page } = await newPage(browser);
    await signInThenGo(page, 'trader', '/');
    await page.getByRole('heading', { level: 1, name: 'Обзор' }).waitFor();
    await block(page, 'Кривая капитала')
      .getByRole('img', { name: /^График капитала/ })
      .waitFor({ timeout: 20_000 });
    assert.equal(
      await page.getByText('Показатели ниже — образец, а не данные ваших ботов. Войдите, чтобы увидеть показатели своих ботов.').count(),
      0,
    );
    assert.equal(await cards(page).count(), 8);
    for (let i = 0; i < 8; i++) {
      const text = await cards(page).nth(i).innerText();
      assert.doesNotMatch(text, /демо-данные/);
    }
    assert.match(await block(page, 'Активные боты').innerText(), new RegExp(`из ${botStats.total_bots}`));

    // Network split from the trader's bots, as the API lists them.
    const counts = new Map<string, number>();
    for (const b of bots) counts.set(b.network, (counts.get(b.network) ?? 0) + 1);
    // The pie and its legend load with their block: wait for it before reading.
    await block(page, 'Распределение по сетям').getByRole('img').first().waitFor({ timeout: 20_000 });
    const legend = await block(page, 'Распределение по сетям').innerText();
    for (const [network] of counts) assert.match(legend.toLowerCase(), new RegExp(network), network);
    assert.doesNotMatch(legend, /демо-данные/);

    // Risk metrics and hourly activity come from the closed history (the trader has 200+).
    await block(page, 'Метрики риска')
      .getByText(/^По \d+ дн\. и [\d\u00a0]+ (закрытым позициям|закрытой позиции)$/)
      .waitFor();
    await block(page, 'Активность по часам')
      .getByRole('img', { name: /^Активность по часам/ })
      .waitFor();
    await block(page, 'Последние события')
      .getByText(/^Закрыта позиция #\d+$/)
      .first()
      .waitFor();
    await context.close();
  });

  it('works at 390 px without sideways scrolling, drawing a chart only once its block nears the screen', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(baseUrl());
    await block(page, 'Кривая капитала')
      .getByRole('img', { name: /^График капитала/ })
      .waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
    // far below the first screen on a phone: its chart (and the chart's code) waits for a scroll
    const far = block(page, 'Активность по часам');
    const top = await far.evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(top > 844 + 300, `the block starts below the first screen (${top} px)`);
    assert.equal(await far.getByRole('img').count(), 0, 'no chart before the block nears the screen');
    await far.scrollIntoViewIfNeeded();
    await far.getByRole('img', { name: /^Активность по часам/ }).waitFor();
    await context.close();
  });
});
