// The mining section against the reference backend, signed in as the demo trader (issue 7):
// bots (create, edit, start/stop, delete, wallet connect), the strategy editor, positions with
// charts, history filters and paging, and an offline reload of the positions.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, waitForServiceWorker } from '../support/browser';
import { FRAME_COUNT, framesStored } from '../support/frames';
import { loginAs } from '../support/login';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function signedIn(user: string, path: string, init?: string) {
  const { context, page } = await newPage(browser);
  // A string, not a function: tsx would wrap a function with helpers the page does not have.
  if (init) await context.addInitScript(init);
  // A login route shows only the login card until the user signs in, then the page itself.
  await page.goto(`${baseUrl()}${path}`);
  await loginAs(page, user);
  await page.getByLabel('Имя пользователя или e-mail').waitFor({ state: 'detached' });
  return { context, page };
}

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

function botCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

describe('mining section as trader', () => {
  it('creates, edits, starts, stops and deletes a bot', async () => {
    const { context, page } = await signedIn('trader', '/mining/bots');
    await page.getByRole('heading', { level: 1, name: 'Боты майнинга' }).waitFor();
    await page.getByRole('button', { name: 'Обновить' }).waitFor();
    await page.locator('article[data-bot]').first().waitFor();

    await page.getByRole('button', { name: 'Создать бота' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый бот майнинга' });
    await dialog.getByRole('button', { name: 'Создать', exact: true }).click();
    await dialog.getByText('Пожалуйста, заполните все обязательные поля').waitFor();
    await dialog.getByRole('button', { name: 'Подключить кошелёк' }).click();
    await dialog.getByText('MetaMask не установлен').waitFor();
    assert.equal(await dialog.getByLabel('RPC URL').inputValue(), 'https://arb1.arbitrum.io/rpc');

    const name = `E2E бот ${Date.now() % 100000}`;
    await dialog.getByLabel('Название').fill(name);
    await dialog.getByLabel('Сеть').selectOption('polygon');
    await dialog.getByLabel('Торговая пара').selectOption('BTC/USDT');
    await dialog.getByLabel('Адрес кошелька').fill('0x1111111111111111111111111111111111111111');
    await dialog.getByLabel('Приватный ключ').fill('0x' + 'ab'.repeat(32));
    await dialog.getByRole('button', { name: 'Создать', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = botCard(page, name);
    await card.waitFor();
    assert.match(await card.innerText(), /BTC\/USDT · Polygon/);
    assert.match(await card.innerText(), /Остановлен/);

    await card.getByRole('button', { name: 'Изменить' }).click();
    const edit = page.getByRole('dialog', { name: 'Редактирование бота' });
    assert.equal(await edit.getByLabel('Приватный ключ').inputValue(), '', 'the key is never shown back');
    await edit.getByLabel('Название').fill(`${name} v2`);
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await edit.waitFor({ state: 'detached' });
    const renamed = botCard(page, `${name} v2`);
    await renamed.waitFor();

    await renamed.getByRole('button', { name: 'Запустить' }).click();
    await renamed.getByRole('button', { name: 'Остановить' }).waitFor();
    await renamed.getByText('Активен').waitFor();
    await renamed.getByRole('button', { name: 'Остановить' }).click();
    const stop = page.getByRole('dialog', { name: 'Остановка бота' });
    await stop.getByRole('button', { name: `Остановить ${name} v2` }).click();
    await stop.waitFor({ state: 'detached' });
    await renamed.getByRole('button', { name: 'Запустить' }).waitFor();
    await renamed.getByText('Остановлен').waitFor();

    await renamed.getByRole('button', { name: 'Удалить' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удаление бота' });
    await confirm.getByText('Удалить этого бота?').waitFor();
    await confirm.getByText(/Слот не вернётся/).waitFor();
    await confirm.getByRole('button', { name: `Удалить ${name} v2` }).click();
    await renamed.waitFor({ state: 'detached' });
    await context.close();
  });

  it('fills the wallet address from a browser wallet', async () => {
    const { context, page } = await signedIn(
      'trader',
      '/mining/bots',
      "window.ethereum = { request: async ({ method }) => (method === 'eth_requestAccounts' ? ['0x2222222222222222222222222222222222222222'] : null) };",
    );
    await page.getByRole('button', { name: 'Создать бота' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый бот майнинга' });
    await dialog.getByRole('button', { name: 'Подключить кошелёк' }).click();
    const wallet = dialog.getByLabel('Адрес кошелька');
    for (let i = 0; i < 50 && (await wallet.inputValue()) === ''; i++) await page.waitForTimeout(100);
    assert.equal(await wallet.inputValue(), '0x2222222222222222222222222222222222222222');
    assert.equal(await dialog.getByText(/MetaMask/).count(), 0, 'no wallet error');
    await context.close();
  });

  it('creates and saves a strategy through the editor and shows the sanitised values', async () => {
    const { context, page } = await signedIn('trader', '/mining/strategies');
    await page.getByRole('heading', { level: 1, name: 'Стратегии' }).waitFor();
    await page.getByRole('button', { name: 'Новая стратегия' }).click();
    const form = page.getByRole('form', { name: 'Новая стратегия' });
    await form.getByRole('img', { name: 'График цены с каналом' }).waitFor();
    assert.equal(await form.getByLabel('Ширина канала').inputValue(), '12');
    assert.equal(await form.getByLabel('Стоп-лоссы вверху 1, %').inputValue(), '90');

    // Drag the upper channel line up: the upper bound follows.
    const before = Number(await form.getByLabel('Верхняя граница канала').inputValue());
    const handle = form.locator('rect[data-drag="upper"]');
    const box = await handle.boundingBox();
    assert.ok(box);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 40, { steps: 5 });
    await page.mouse.up();
    const dragged = Number(await form.getByLabel('Верхняя граница канала').inputValue());
    assert.ok(dragged > before, `dragging moved the bound up (${before} → ${dragged})`);

    const name = `E2E стратегия ${Date.now() % 100000}`;
    await form.getByLabel('Название').fill(`   ${name}   `);
    await form.getByLabel('Размер позиции, %').fill('250');
    await form.getByLabel('Размер позиции, %').press('Tab');
    await form.getByLabel('Доля канала выше цены, %').fill('99');
    await form.getByLabel('Доля канала выше цены, %').press('Tab');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Стратегия сохранена').waitFor();
    assert.equal(await page.getByLabel('Название').first().inputValue(), name);
    assert.equal(await page.getByLabel('Размер позиции, %').inputValue(), '100');
    assert.equal(await page.getByLabel('Доля канала выше цены, %').inputValue(), '95');
    await page.getByRole('button', { name: new RegExp(name) }).waitFor();

    // Reopened from the server, the stored values are the sanitised ones.
    await page.getByRole('button', { name: 'Отмена' }).click();
    await page.getByRole('button', { name: new RegExp(name) }).click();
    assert.equal(await page.getByLabel('Размер позиции, %').inputValue(), '100');

    await page.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('dialog', { name: 'Удаление стратегии' }).getByText('Удалить стратегию?').waitFor();
    await page.getByRole('dialog', { name: 'Удаление стратегии' }).getByText(`Стратегию «${name}» не использует ни один бот.`).waitFor();
    await page
      .getByRole('dialog', { name: 'Удаление стратегии' })
      .getByRole('button', { name: `Удалить ${name}` })
      .click();
    // «Удалить …» names it too: wait until no button does (first() keeps the locator strict-safe).
    await page
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows open positions as cards that fold their hedge, fees and chart until asked, and the detail panel', async () => {
    const { context, page } = await signedIn('trader', '/mining/positions');
    const card = page.locator('article[data-token]').first();
    await card.waitFor();
    const token = await card.getAttribute('data-token');
    const text = plain(await card.innerText());
    assert.match(text, /Токен #\d+/);
    assert.match(text, /(Низкий|Средний|Высокий) риск/);
    assert.match(text, /Нижняя граница[\s\S]*Текущая цена[\s\S]*Верхняя граница/);
    assert.match(text, /Текущая стоимость[\s\S]*PnL[\s\S]*Заработанные комиссии/);
    assert.match(text, /Хеджирование\s+(Активен|Закрыт|Ликвидирован|не активно)/);
    // folded until asked for
    const chartButton = card.getByRole('button', { name: 'График' });
    assert.equal(await chartButton.getAttribute('aria-expanded'), 'false');
    assert.equal(await card.getByRole('img', { name: /График позиции #\d+/ }).count(), 0, 'no chart until asked for');
    assert.doesNotMatch(text, /Чистая прибыль/);
    await chartButton.click();
    await card.getByRole('img', { name: `График позиции #${token}` }).waitFor();
    await card.getByRole('button', { name: 'Комиссии и итог' }).click();
    await card.getByText('Чистая прибыль').waitFor();
    // the choice holds for that card after a reload
    await page.reload();
    const again = page.locator(`#root article[data-token="${token}"]`);
    await again.getByRole('img', { name: `График позиции #${token}` }).waitFor();
    assert.equal(await again.getByRole('button', { name: 'Комиссии и итог' }).getAttribute('aria-expanded'), 'true');
    await again.getByRole('button', { name: 'График' }).click();
    await again.getByRole('img', { name: /График позиции/ }).waitFor({ state: 'detached' });
    await again.getByRole('button', { name: 'Подробнее' }).click();
    const detail = page.getByRole('dialog', { name: /Позиция #\d+/ });
    await detail.getByText('Тип канала').waitFor();
    await detail.getByRole('button', { name: 'Закрыть' }).first().click();
    await page.getByRole('button', { name: 'Список' }).click();
    await page.locator('[data-mode="list"] article[data-token]').first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Список' }).getAttribute('aria-pressed'), 'true');
    await context.close();
  });

  it('statistics name each figure for what it is: the |total − daily| of the overview beside the true impermanent loss, rewards apart from fees', async () => {
    const { context, page } = await signedIn('trader', '/mining/statistics');
    const defi = page.getByRole('region', { name: 'DeFi-метрики' });
    await defi.getByText('PnL до сегодняшнего дня (модуль)').waitFor();
    await defi.getByText(/\|общий PnL − PnL за день\|: так считаются «непостоянные потери»/).waitFor();
    await defi.getByText('Непостоянные потери открытых позиций').waitFor();
    await defi.getByText(/минус стоимость простого удержания/).waitFor();
    await defi.getByText('Награды за неделю').waitFor();
    await defi.getByText(/с 00:00 UTC, по времени начисления/).waitFor();
    await page
      .getByRole('region', { name: 'Вложено в позиции' })
      .getByText(/не объём торгов/)
      .waitFor();
    // the open positions lose against holding (or break even), never gain; the figure comes with
    // the positions statistics, which may land after the labels (drawn from the system statistics)
    const ilCard = defi.getByRole('region', { name: 'Непостоянные потери открытых позиций' });
    await ilCard.getByText(/\d/).first().waitFor();
    const il = plain(await ilCard.innerText());
    assert.match(il, /(−|-)\s?\d|0,00/);
    await page.goto(`${baseUrl()}/mining`);
    await page.getByText(/за сегодня · закрытые с 00:00 UTC/).waitFor();
    await context.close();
  });

  it('a position card itemises gas, the swap at mint and the hedge’s funding', async () => {
    const { context, page } = await signedIn('trader', '/mining/positions');
    const card = page.locator('article[data-token]').first();
    await card.waitFor();
    await card.getByRole('button', { name: 'Комиссии и итог' }).click();
    await card.getByText('Газ: создание (закрытие оплачивается при выходе)').waitFor();
    const text = plain(await card.innerText());
    // an open position has paid the gas to mint; the gas to close comes at its exit
    assert.match(text, /Газ: создание \(закрытие оплачивается при выходе\)/);
    assert.match(text, /PnL без учёта газа на закрытие/);
    assert.match(text, /Своп при создании/);
    assert.match(text, /Фандинг хеджа/);
    await context.close();
  });

  it('filters the history through the URL and loads more pages', async () => {
    const { context, page } = await signedIn('trader', '/mining/history');
    const footer = page.getByText(/^Показано \d+ из [\d\u00a0]+ позици[йи]$/);
    await footer.waitFor();
    const first = /Показано (\d+) из ([\d ]+) позици/.exec(plain(await footer.innerText()));
    assert.ok(first);
    assert.equal(first[1], '25');
    const total = first[2].replace(/ /g, '');
    assert.ok(Number(total) > 50, 'the demo history has hundreds of positions');
    await page.getByRole('button', { name: 'Загрузить еще' }).click();
    await page.getByText(new RegExp(`^Показано 50 из ${first[2].replace(/ /g, '\\s')} позици[йи]$`)).waitFor();
    const rendered = await page.getByRole('row', { name: /^Позиция #\d+/ }).count();
    assert.ok(rendered > 0 && rendered < 50, `the list is virtualised: ${rendered} of 50 rows in the page`);

    await page.getByLabel('Статус').selectOption('closed');
    await page.getByLabel('Лимит').selectOption('10');
    await page.getByLabel('Сортировка').selectOption('pnl_desc');
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.waitForURL(/status=closed/);
    assert.match(page.url(), /limit=10/);
    assert.match(page.url(), /sort=pnl_desc/);
    await page.getByText(/^Показано 10 из [\d\u00a0]+ позици[йи]$/).waitFor();
    await page
      .getByText(/Выход по (верхнему|нижнему) каналу|Ручное закрытие|Системная очистка/)
      .first()
      .waitFor();

    await page.reload();
    await page.getByText(/^Показано 10 из [\d\u00a0]+ позици[йи]$/).waitFor();
    assert.equal(await page.getByLabel('Статус').inputValue(), 'closed');
    assert.equal(await page.getByLabel('Лимит').inputValue(), '10');
    await context.close();
  });

  it('reloads /mining/positions offline with the last-known positions and the offline notice', async () => {
    const { context, page } = await signedIn('trader', '/mining/positions');
    await page.locator('article[data-token]').first().waitFor();
    await waitForServiceWorker(page);
    const tokens = await page.locator('article[data-token]').evaluateAll((els) => els.map((e) => e.getAttribute('data-token')));
    await context.setOffline(true);
    await page.reload();
    await page.getByText(/нет соединения — данные на \d{2}:\d{2}/).waitFor({ timeout: 20_000 });
    await page.locator('article[data-token]').first().waitFor();
    const offline = await page.locator('article[data-token]').evaluateAll((els) => els.map((e) => e.getAttribute('data-token')));
    assert.ok(
      offline.some((t) => tokens.includes(t)),
      'the same positions are shown offline',
    );
    await context.close();
  });
});

// Records, from the first byte of the document, whether the service worker's last frame showed a
// position before the running app did. A string: tsx would add helpers to a function.
const FRAME_WATCH = `(() => {
  const seen = { frame: false, framePosition: false, livePosition: false, positionBeforeApp: false };
  window.__frameWatch = seen;
  new MutationObserver(() => {
    if (document.getElementById('last-frame')) seen.frame = true;
    const inFrame = !!document.querySelector('#last-frame article[data-token]');
    const inApp = !!document.querySelector('#root article[data-token]');
    if (inFrame && !seen.livePosition) seen.positionBeforeApp = true;
    seen.framePosition ||= inFrame;
    seen.livePosition ||= inApp;
  }).observe(document, { childList: true, subtree: true });
})();`;

describe('last frame', () => {
  it('shows the last-known positions before the app has started, hands over to it, and is gone after logout', async () => {
    const { context, page } = await signedIn('trader', '/mining/positions');
    await page.locator('article[data-token]').first().waitFor();
    await waitForServiceWorker(page);
    await framesStored(page);

    await context.addInitScript(FRAME_WATCH);
    const next = await context.newPage();
    await next.goto(`${baseUrl()}/mining/positions`);
    await next.locator('#root article[data-token]').first().waitFor();
    await next.locator('#last-frame').waitFor({ state: 'detached' });
    const watch = (await next.evaluate('window.__frameWatch')) as Record<string, boolean>;
    assert.deepEqual(watch, { frame: true, framePosition: true, livePosition: true, positionBeforeApp: true });
    assert.equal(await next.locator('article[data-token]').first().isVisible(), true);
    // The frame is inert while it shows; the app underneath takes keyboard and clicks after it.
    await next.getByRole('heading', { level: 1 }).first().waitFor();
    await next.close();

    await page.getByRole('button', { name: /^Меню пользователя:/ }).click();
    await page.getByRole('group', { name: 'Меню пользователя' }).getByRole('button', { name: 'Выйти' }).click();
    await page.getByLabel('Имя пользователя или e-mail').waitFor();
    assert.equal(await page.evaluate(FRAME_COUNT), 0, 'logout drops every frame');
    const after = await context.newPage();
    await after.goto(`${baseUrl()}/mining/positions`);
    await after.getByLabel('Имя пользователя или e-mail').waitFor();
    assert.equal(((await after.evaluate('window.__frameWatch')) as Record<string, boolean>).frame, false, 'no frame once signed out');
    await context.close();
  });
});

describe('mining section for a viewer', () => {
  it('hides creating, starting, stopping and deleting', async () => {
    const { context, page } = await signedIn('viewer', '/mining/bots');
    await page.getByRole('heading', { level: 1, name: 'Боты майнинга' }).waitFor();
    await page
      .getByText(/Ботов майнинга пока нет|Загрузка данных/)
      .or(page.locator('article[data-bot]'))
      .first()
      .waitFor();
    assert.equal(await page.getByRole('button', { name: 'Создать бота' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /Запустить|Остановить|Удалить/ }).count(), 0);
    await page.goto(`${baseUrl()}/mining/strategies`);
    await page.getByRole('heading', { level: 1, name: 'Стратегии' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Новая стратегия' }).count(), 0);
    await context.close();
  });
});
