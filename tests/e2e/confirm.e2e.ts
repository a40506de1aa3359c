// Issue 19 in Chromium against the reference backend, as the demo premium user (whose bot no other
// browser test relies on): a position close and a bot stop are asked first, naming what they do;
// cancelling (Esc or 'Отмена') changes nothing and gives focus back; confirming does exactly what
// the button said. Offline, command controls are disabled with the reason, and a command that can
// no longer reach the server says so.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, waitForServiceWorker } from '../support/browser';
import { loginAs } from '../support/login';

const OFFLINE = 'Нет соединения с сервером: действие не выполнено';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function signedIn(path: string) {
  const { context, page } = await newPage(browser);
  await page.goto(`${baseUrl()}${path}`);
  await loginAs(page, 'premium');
  await page.getByLabel('Имя пользователя или e-mail').waitFor({ state: 'detached' });
  return { context, page };
}

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const tokens = async (page: Page) =>
  page.locator('article[data-token]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-token')).sort());
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('confirmations before consequential actions', () => {
  it('closes a position only after a question that shows its PnL; cancel changes nothing', async () => {
    const { context, page } = await signedIn('/mining/positions');
    const card = page.locator('article[data-token]').first();
    await card.waitFor();
    const before = await tokens(page);
    const token = await card.getAttribute('data-token');
    const close = card.getByRole('button', { name: 'Закрыть позицию' });
    await close.click();
    const dialog = page.getByRole('dialog', { name: 'Закрыть позицию' });
    assert.match(plain(await dialog.innerText()), new RegExp(`Закрыть позицию #${token}\\?`));
    assert.match(plain(await dialog.innerText()), /Текущий PnL [+−]?[\d ]+,\d\d \$/);
    assert.equal(await focusedText(page), 'Отмена', 'focus moves into the dialog, onto the safe choice');

    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await focusedText(page), 'Закрыть позицию', 'focus returns to the button that opened it');
    await page.waitForTimeout(300);
    assert.deepEqual(await tokens(page), before, 'cancel closed nothing');

    await close.click();
    await dialog.getByRole('button', { name: `Закрыть позицию #${token}` }).click();
    await page.locator(`article[data-token="${token}"]`).waitFor({ state: 'detached' });
    await page.getByText('Позиция закрыта').waitFor();
    await context.close();
  });

  it('stops a bot only after naming its open positions; Esc cancels; confirm stops it and closes them', async () => {
    const { context, page } = await signedIn('/mining/bots');
    const bot = page.getByRole('article', { name: 'Premium LP', exact: true });
    await bot.getByText('Активен').waitFor();
    await bot.getByRole('button', { name: 'Остановить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Остановка бота' });
    await dialog.getByText('Остановить бота «Premium LP»?').waitFor();
    assert.match(
      plain(await dialog.innerText()),
      /Будут закрыты все открытые позиции бота: \d+, их текущий PnL|Открытых позиций у бота нет/,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    await bot.getByText('Активен').waitFor();

    await bot.getByRole('button', { name: 'Остановить' }).click();
    await dialog.getByRole('button', { name: 'Остановить Premium LP' }).click();
    await dialog.waitFor({ state: 'detached' });
    await bot.getByText('Остановлен').waitFor();
    await page.goto(`${baseUrl()}/mining/positions`);
    await page.getByText('Активных позиций нет').waitFor();

    // Leave the demo as it was: the bot running again.
    await page.goto(`${baseUrl()}/mining/bots`);
    await bot.getByRole('button', { name: 'Запустить' }).click();
    await bot.getByText('Активен').waitFor();
    await context.close();
  });

  it('offline: command controls are disabled with the reason, and a command already asked says it did not run', async () => {
    const { context, page } = await signedIn('/mining/bots');
    const bot = page.getByRole('article', { name: 'Premium LP', exact: true });
    await bot.getByText('Активен').waitFor();
    // The reload to '/' below happens offline: the shell must come from the service worker.
    await waitForServiceWorker(page);
    // A question asked while online, answered after the connection dropped.
    await bot.getByRole('button', { name: 'Остановить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Остановка бота' });
    await dialog.waitFor();
    await context.setOffline(true);
    const confirm = dialog.getByRole('button', { name: 'Остановить Premium LP' });
    if (await confirm.isEnabled()) await confirm.click();
    await dialog.getByText(OFFLINE).waitFor();
    await page.keyboard.press('Escape');

    // Once the app knows it is offline, the controls say so before anything is tried.
    const stop = bot.getByRole('button', { name: 'Остановить' });
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Остановить' && b.disabled && b.title === text),
      OFFLINE,
      { timeout: 20_000 },
    );
    assert.equal(await stop.getAttribute('title'), OFFLINE);
    await page.goto(`${baseUrl()}/`).catch(() => undefined);
    const emergency = page.getByRole('button', { name: 'Экстренное закрытие' });
    await page.waitForFunction(
      (text) =>
        [...document.querySelectorAll('button')].some((b) => b.textContent === 'Экстренное закрытие' && b.disabled && b.title === text),
      OFFLINE,
      { timeout: 20_000 },
    );
    assert.equal(await emergency.isDisabled(), true);
    await context.setOffline(false);
    await context.close();
  });
});
