// The operator's tools of issue 54 against the reference backend: a bot's journal that takes a
// stop live while it is open, pages and a text download, 10 000 entries in a virtualised list; the
// breakdown by period checked against GET /api/positions/history; a bot's wallet, offline too;
// trades on its price chart, read with the keyboard; the hedge card's «Логи».
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { periodStartOf } from '../../src/domain/rules/history/periods';
import type { PeriodUnit } from '../../src/domain/contracts/values';
import type { MiningPosition } from '../../src/domain/contracts/types';
import { baseUrl, launchBrowser } from '../support/browser';
import { DEMO_PASSWORD, loginAs } from '../support/login';

const ZONE = 'Europe/Moscow';
let browser: Browser;
let token = '';

before(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username_or_email: 'trader', password: DEMO_PASSWORD }),
  });
  token = ((await res.json()) as { access_token: string }).access_token;
});
after(async () => {
  await browser?.close();
});

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  assert.ok(res.ok, `${method} ${url}: ${res.status}`);
  return (await res.json()) as T;
}

async function signedIn(url: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ru-RU', timezoneId: ZONE, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${url}`);
  await loginAs(page, 'trader');
  await page.getByLabel('Имя пользователя или e-mail').waitFor({ state: 'detached' });
  return page;
}

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').trim();
/** '−1 234,56 $' → -1234.56 */
const money = (s: string) => Number(plain(s).replace(/[ $]/g, '').replace('−', '-').replace('+', '').replace(',', '.'));

/** A bot of the trader's for this file alone, on a strategy of theirs. */
async function ownBot(name: string): Promise<number> {
  const strategies = await api<Array<{ strategy_id: number; symbol: string }>>('GET', '/api/strategies');
  const strategy = strategies.find((s) => s.symbol.startsWith('ETH')) ?? strategies[0];
  const bot = await api<{ bot_id: number }>('POST', '/api/bots', {
    name,
    network: 'arbitrum',
    symbol: 'ETH/USDT',
    wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    private_key: `0x${'5ec7e7'.repeat(10)}abcd`,
    rpc_url: 'https://arb1.arbitrum.io/rpc',
    strategy_id: strategy.strategy_id,
  });
  return bot.bot_id;
}

describe('a bot’s journal', () => {
  it('shows a stop, with its type, at the top of the open journal without a reload', async () => {
    const id = await ownBot('Журнал e2e');
    try {
      await api('POST', `/api/bots/${id}/start`);
      const page = await signedIn(`/mining/bots/${id}/journal`);
      const list = page.getByRole('list', { name: 'Журнал бота «Журнал e2e»' });
      await list.getByText('Бот запущен').waitFor();
      assert.match(await list.getByRole('listitem').first().innerText(), /Позиция #\d+ открыта: ETH\/USDT/);
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

      await api('POST', `/api/bots/${id}/stop`);
      const first = list.getByRole('listitem').first();
      await first.getByText('Бот остановлен: плавная остановка').waitFor();
      // local time with seconds, the level as a badge; the positions it closed just below
      assert.match(plain(await first.locator('time').innerText()), /^\d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d$/);
      assert.equal(await first.getByText('info', { exact: true }).count(), 1);
      assert.match(await list.getByRole('listitem').nth(1).innerText(), /Позиция #\d+ закрыта: ручное закрытие/);
      assert.equal(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), true);

      // the level filter and the search go to the server and narrow the list
      await page.getByLabel('Уровень').selectOption('warning');
      await page.getByText('Нет записей с таким уровнем или текстом').waitFor();
      await page.getByLabel('Уровень').selectOption('all');
      await page.getByLabel('Поиск по тексту').fill('ЗАПУЩЕН');
      await list.getByText('Бот запущен').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-entry]').length === 1);

      // the download holds what the filter matches, one line an entry
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Скачать .txt' }).click()]);
      const text = fs
        .readFileSync((await download.path())!, 'utf8')
        .trimEnd()
        .split('\n');
      assert.match(text[0], /^Журнал бота «Журнал e2e» \(#\d+\), выгружен /);
      assert.deepEqual(
        text.slice(1).map((l) => l.split('\t').slice(1)),
        [['INFO', 'Бот запущен']],
      );

      // the filter is the page's address: a reload keeps it
      await page.waitForURL((u) => u.searchParams.get('q') === 'ЗАПУЩЕН');
      await page.reload();
      assert.equal(await page.getByLabel('Поиск по тексту').inputValue(), 'ЗАПУЩЕН');
      await list.getByText('Бот запущен').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-entry]').length === 1);
      await page.context().close();
    } finally {
      await api('DELETE', `/api/bots/${id}`);
    }
  });

  it('pages through 10 000 entries with «Загрузить еще»; the list stays virtualised', async () => {
    const id = await ownBot('Длинный журнал e2e');
    const dataDir = process.env.E2E_DATA_DIR;
    assert.ok(dataDir, 'E2E_DATA_DIR is set by tests/run-browser.ts');
    const db = new Database(path.join(dataDir, 'app.sqlite'));
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare('INSERT INTO bot_logs (bot_id, level, message, created_at) VALUES (?, ?, ?, ?)');
    const start = Date.now() - 10_000 * 60_000;
    db.transaction(() => {
      for (let i = 1; i <= 10_000; i++)
        insert.run(id, i % 50 === 0 ? 'warning' : 'info', `Запись ${i} из 10 000`, new Date(start + i * 60_000).toISOString());
    })();
    db.close();
    try {
      const page = await signedIn(`/mining/bots/${id}/journal`);
      const list = page.getByRole('list', { name: 'Журнал бота «Длинный журнал e2e»' });
      await list.getByText('Запись 10000 из 10 000').waitFor();
      const more = page.getByRole('button', { name: 'Загрузить еще' });
      const shown = page.getByText(/^Записей на экране: \d+/);
      const count = async () => Number(/Записей на экране: (\d+)/.exec(plain(await shown.innerText()))![1]);
      for (let pages = 1; pages <= 101 && (await more.count()) > 0; pages++) {
        const before = await count();
        await more.click();
        // the next page is on screen, and the button back (or gone with the last page)
        await page.waitForFunction((n) => Number(/Записей на экране: (\d+)/.exec(document.body.innerText)?.[1]) > n, before);
        await page.getByRole('button', { name: 'Загрузка...' }).waitFor({ state: 'detached' });
      }
      assert.match(plain(await shown.innerText()), /^Записей на экране: 10001 ·/);
      assert.equal(await more.count(), 0);
      // the end of the list is reached by scrolling; only the rows near the view are in the page
      // rows are measured as they come into view: the total height settles after a few scrolls
      await page.waitForFunction(
        () => {
          const box = document.querySelector('[role="list"]')!.parentElement!;
          box.scrollTo({ top: box.scrollHeight });
          return [...document.querySelectorAll('[data-entry]')].some((e) => e.textContent?.includes('Бот создан (arbitrum, ETH/USDT)'));
        },
        null,
        { polling: 100 },
      );
      const rows = await list.getByRole('listitem').count();
      assert.ok(rows < 80, `rows in the page: ${rows}`);
      await page.context().close();
    } finally {
      await api('DELETE', `/api/bots/${id}`);
    }
  });
});

/** Every closed position the history lists for a bot (or all the trader's mining bots). */
async function closedHistory(botId?: number): Promise<MiningPosition[]> {
  const all: MiningPosition[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await api<{ positions: MiningPosition[]; total: number }>(
      'GET',
      `/api/positions/history?status=closed&limit=1000&offset=${offset}${botId ? `&bot_id=${botId}` : ''}`,
    );
    all.push(...page.positions);
    if (all.length >= page.total || page.positions.length === 0) return all;
  }
}

/** The rows of the period table for a choice: the period's start (ISO), positions closed, PnL. */
async function periodRows(page: Page, choice: string): Promise<Array<{ start: string; closed: number; pnl: number }>> {
  const table = page.locator(`[data-periods-for="${choice}"]`).getByRole('table', { name: 'Таблица PnL по периодам' });
  await table.locator('tbody tr').first().waitFor();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((r) => ({ start: r.getAttribute('data-period') ?? '', cells: [...r.children].map((c) => c.textContent ?? '') })),
    );
  return rows.map((r) => ({ start: r.start, closed: Number(plain(r.cells[1]).replace(/ /g, '')), pnl: money(r.cells[2]) }));
}

describe('PnL by period', () => {
  for (const [unit, button] of [
    ['day', 'По дням'],
    ['week', 'По неделям'],
  ] as Array<[PeriodUnit, string]>) {
    it(`${button}: each period holds what the history lists as closed in it (${ZONE})`, async () => {
      const page = await signedIn('/mining/statistics');
      const section = page.getByRole('region', { name: 'PnL по периодам', exact: true });
      await section.getByRole('button', { name: button }).click();
      await section.getByText(`Закрытые позиции по времени закрытия, часовой пояс ${ZONE}`).waitFor();
      const bots = await api<Array<{ bot_id: number; name: string; running: boolean }>>('GET', '/api/bots');
      // a stopped bot's periods never move; every bot's, all but the current period (positions close now)
      const stopped = bots.find((b) => !b.running)!;
      for (const scope of [stopped, null]) {
        await section.getByLabel('Бот').selectOption(scope ? String(scope.bot_id) : '');
        const choice = `${unit}:${scope ? scope.bot_id : 'all'}`;
        const rows = await periodRows(page, choice);
        const history = await closedHistory(scope?.bot_id);
        const checked = scope ? rows : rows.slice(1);
        assert.ok(checked.length > 1);
        let counted = 0;
        for (const row of checked) {
          const start = Date.parse(row.start);
          const inside = history.filter((p) => periodStartOf(Date.parse(p.exit_timestamp!), unit, ZONE) === start);
          counted += inside.length;
          assert.equal(row.closed, inside.length, `${row.start}: positions`);
          const pnl = inside.reduce((s, p) => s + p.pnl, 0);
          assert.ok(Math.abs(row.pnl - pnl) <= 0.01 + 0.005 * inside.length, `${row.start}: PnL ${row.pnl} vs ${pnl}`);
        }
        assert.ok(counted > 0, 'the periods hold positions');
        // the total row adds the periods up
        const total = page.locator(`[data-periods-for="${choice}"] tfoot tr td`);
        assert.equal(
          Number(plain(await total.first().innerText()).replace(/ /g, '')),
          rows.reduce((s, r) => s + r.closed, 0),
        );
      }
      // the same table as a CSV file for Russian spreadsheets
      const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Экспорт CSV' }).click()]);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      assert.ok(csv.startsWith('\uFEFFПериод;Начало периода;Конец периода;Закрыто позиций;PnL, USD;'));
      await page.context().close();
    });
  }
});

describe('a bot’s page', () => {
  it('marks the bot’s trades on its chart, readable with the keyboard; shows its wallet, offline with its age', async () => {
    const bots = await api<Array<{ bot_id: number; name: string; running: boolean }>>('GET', '/api/bots');
    const bot = bots.find((b) => b.running)!;
    const page = await signedIn(`/mining/bots/${bot.bot_id}`);
    await page.getByRole('heading', { name: bot.name }).waitFor();
    const mark = page.locator('[data-trade]').first();
    await mark.waitFor();
    await mark.focus();
    const tooltip = page.locator('[data-trade-tooltip]');
    await tooltip.waitFor();
    const said = plain((await tooltip.textContent()) ?? '');
    assert.match(said, /^(Открытие|Закрытие) позиции #\d+Цена: [\d ,]+Время: \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
    assert.match(said, /PnL( пока)?: [+−]?[\d ,]+ \$$/);
    await page.keyboard.press('Escape');

    const wallet = page.getByRole('region', { name: 'Кошелёк' });
    const total = money(await wallet.locator('[data-wallet-total]').innerText());
    const balance = await api<{ total_usd: number }>('GET', `/api/bots/${bot.bot_id}/wallet/balance`);
    assert.ok(Math.abs(total - balance.total_usd) < 0.01, `${total} vs ${balance.total_usd}`);
    const link = wallet.getByRole('link', { name: /^Открыть транзакцию 0x/ }).first();
    assert.match((await link.getAttribute('href')) ?? '', /^https:\/\/arbiscan\.io\/tx\/0x[0-9a-f]{64}$/);

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Обновить' }).click();
    await wallet
      .getByText(/нет соединения — данные на \d\d:\d\d/)
      .first()
      .waitFor();
    assert.equal(money(await wallet.locator('[data-wallet-total]').innerText()), total);
    await wallet
      .getByText(/^Данные на \d\d\.\d\d\.\d{4}, \d\d:\d\d \(\d+\s(с|мин) назад\)$/)
      .first()
      .waitFor();
    await page.context().close();
  });

  it('is reached from the bot’s card; an address naming no bot says the page is not found', async () => {
    const bots = await api<Array<{ bot_id: number; name: string }>>('GET', '/api/bots');
    const page = await signedIn('/mining/bots');
    await page.getByRole('link', { name: `Журнал бота ${bots[0].name}` }).click();
    await page.waitForURL((u) => u.pathname === `/mining/bots/${bots[0].bot_id}/journal`);
    await page.locator('[data-entry]').first().waitFor();
    await page.goto(`${baseUrl()}/mining/bots/abc`);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await page.context().close();
  });

  it('at 390 px the journal, the chart and the wallet fit the screen', async () => {
    const bots = await api<Array<{ bot_id: number; running: boolean }>>('GET', '/api/bots');
    const bot = bots.find((b) => b.running)!;
    const page = await signedIn(`/mining/bots/${bot.bot_id}`, 390);
    await page.locator('[data-trade]').first().waitFor();
    await page.locator('[data-tx]').first().waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(await overflow(), 0);
    await page.getByRole('link', { name: 'Журнал', exact: true }).click();
    await page.locator('[data-entry]').first().waitFor();
    assert.equal(await overflow(), 0);
    await page.context().close();
  });
});

describe('a position’s chart', () => {
  it('marks where its bot opened that position', async () => {
    const id = await ownBot('Сделки на графике e2e');
    try {
      await api('POST', `/api/bots/${id}/start`);
      const open = await api<{ positions: MiningPosition[] }>('GET', `/api/positions/history?bot_id=${id}&status=open&limit=10&offset=0`);
      const position = open.positions[0];
      assert.ok(position, 'the started bot opened a position');
      // Only this bot's positions (the list is virtualised), the card's chart unfolded.
      const page = await signedIn(`/mining/positions?by_bot=${id}`);
      await page.locator(`article[data-token="${position.token_id}"]`).getByRole('button', { name: 'График' }).click();
      const block = page.getByRole('region', { name: new RegExp(`График позиции #${position.token_id}\\b`) });
      await block.scrollIntoViewIfNeeded();
      const mark = block.locator(`[data-trade="open-${position.token_id}"]`);
      await mark.waitFor();
      await mark.focus();
      const said = plain((await block.locator('[data-trade-tooltip]').textContent()) ?? '');
      assert.match(said, new RegExp(`^Открытие позиции #${position.token_id}Цена: `));
      await page.context().close();
    } finally {
      await api('DELETE', `/api/bots/${id}`);
    }
  });
});

describe('the hedge card’s «Логи»', () => {
  it('opens the hedge bot’s journal', async () => {
    const page = await signedIn('/hedge-bots');
    await page.getByRole('button', { name: 'Подробнее' }).first().click();
    await page.getByRole('button', { name: /^Журнал хедж-бота / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-entry]').first().waitFor();
    assert.match(await dialog.getByRole('listitem').first().innerText(), /(Хедж|Позиция) #\d+|Хедж-бот/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
