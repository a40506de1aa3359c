// The demo sections of issue 8: the position management demo's close flow (CLOSED for good),
// and the signals, spot and futures placeholders, each labelled 'демо-данные'.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const tile = (page: Page, name: string) => page.getByRole('group', { name: 'Сводка по позициям' }).getByRole('region', { name });
const position = (page: Page, id: number) => page.getByRole('listitem', { name: `Позиция #${id}` });

describe('Position management demo', () => {
  it('closes a position for good, keeps it closed across a reload, filters and switches views', async () => {
    const { context, page } = await newPage(browser);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/positions')) requests.push(r.url());
    });
    await page.goto(`${baseUrl()}/positions`);
    await page.getByRole('heading', { level: 1, name: 'Управление позициями' }).waitFor();
    await page.getByText('демо-данные', { exact: true }).first().waitFor();
    assert.equal(await page.getByRole('listitem', { name: /^Позиция #/ }).count(), 6);
    assert.match(await tile(page, 'Закрытые').innerText(), /1$/);

    await page.getByRole('button', { name: 'Закрыть позицию #3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Закрыть позицию #3?' });
    await dialog.getByRole('button', { name: 'Закрыть позицию', exact: true }).click();
    await position(page, 3).getByText('CLOSED', { exact: true }).waitFor();
    await page.getByText('Позиция #3 закрыта.').waitFor();
    assert.equal(await position(page, 3).getByRole('button').count(), 0, 'a closed position cannot be acted on');
    assert.match(await tile(page, 'Закрытые').innerText(), /2$/);
    assert.match(await tile(page, 'Открытые').innerText(), /4$/);

    await page.reload();
    await position(page, 3).getByText('CLOSED', { exact: true }).waitFor();

    await page.getByLabel('Сеть').selectOption('base');
    assert.equal(await page.getByRole('listitem', { name: /^Позиция #/ }).count(), 1);
    await page.getByRole('button', { name: 'OPEN', exact: true }).click();
    await page.getByText('Нет позиций под выбранные фильтры.').waitFor();
    await page.getByLabel('Сеть').selectOption('all');
    await page.getByRole('button', { name: 'Список', exact: true }).click();
    assert.equal(await page.getByRole('row').count(), 5); // header + 4 open
    assert.deepEqual(requests, [], 'the demo never calls the backend');
    await context.close();
  });
});

describe('Signals, spot and futures demos', () => {
  it('are labelled демо-данные and show what the spec lists', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl()}/signals`);
    await page.getByRole('heading', { level: 1, name: 'Сигналы' }).waitFor();
    await page.getByText('демо-данные', { exact: true }).waitFor();
    const first = page.getByRole('list', { name: 'Лента сигналов' }).getByRole('listitem').first();
    for (const text of ['Индикаторы', 'Новости', 'ML-модель', 'On-chain', 'Решение', 'Уверенность'])
      await first.getByText(text).first().waitFor();

    // Counting only one source changes the decisions; the choice is kept in this browser.
    await page.goto(`${baseUrl()}/signals/settings`);
    await page.getByLabel('Новости').uncheck();
    await page.getByLabel('Порог уверенности, %').fill('150');
    await page.getByText('Введите число от 0 до 100').waitFor();
    await page.getByLabel('Порог уверенности, %').fill('80');
    await page.reload();
    assert.equal(await page.getByLabel('Новости').isChecked(), false);
    assert.equal(await page.getByLabel('Порог уверенности, %').inputValue(), '80');
    await page.goto(`${baseUrl()}/signals/active`);
    await page.getByText('Показаны действующие сигналы с уверенностью от 80 %.').waitFor();

    await page.goto(`${baseUrl()}/spot/orders`);
    await page.getByRole('heading', { level: 1, name: 'Спот: ордера' }).waitFor();
    await page.getByText('демо-данные', { exact: true }).waitFor();
    for (const h of ['Пара', 'Тип', 'Количество', 'Цена', 'Статус'])
      await page.getByRole('columnheader', { name: h, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Купить' }).click();
    await page.getByText('Торговля в демо-разделе недоступна.').waitFor();

    await page.goto(`${baseUrl()}/futures/leverage`);
    await page.getByRole('heading', { level: 1, name: 'Фьючерсы: плечо' }).waitFor();
    await page.getByText('демо-данные', { exact: true }).waitFor();
    const meter = page.getByRole('meter', { name: 'Текущее плечо' });
    assert.equal(await meter.getAttribute('aria-valuenow'), '2.5');
    assert.equal(await meter.getAttribute('aria-valuemax'), '10');
    await page.getByRole('button', { name: 'Изменить плечо' }).waitFor();

    await page.goto(`${baseUrl()}/futures/analytics`);
    await page.getByRole('region', { name: 'Win rate' }).getByText('75,00 %').waitFor();

    await page.goto(`${baseUrl()}/futures/positions`);
    for (const h of ['Пара', 'Тип', 'Размер', 'Плечо', 'PnL', 'ROE'])
      await page.getByRole('columnheader', { name: h, exact: true }).waitFor();
    await context.close();
  });
});
