// Issue 52 item 11 at 390 px: the sticky header is one row of at most 64 px, no button or select
// cuts its words (a select's chosen option is measured at its own content width, since a select's
// scrollWidth does not grow with its text), and the e-mail verification notice keeps apart from
// the page's title. Screens an operator opens in the first week, as admin and as a new account.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { appShown } from '../support/frames';
import { loginAs } from '../support/login';

const PHONE = { width: 390, height: 844 };
const HEADER_MAX_PX = 64;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/**
 * Buttons and selects on screen whose words do not fit them, as 'what: needs N px, has M px'.
 * No named helpers inside: the page runs the function as it is written (no bundler's helpers there).
 */
function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, select')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden' || el.closest('[inert], #last-frame'))
        continue;
      if (el instanceof HTMLSelectElement) {
        const probe = el.cloneNode(true) as HTMLSelectElement;
        probe.removeAttribute('id');
        Object.assign(probe.style, {
          fieldSizing: 'content',
          width: 'auto',
          minWidth: '0',
          maxWidth: 'none',
          position: 'absolute',
          visibility: 'hidden',
        });
        el.after(probe);
        probe.value = el.value;
        const needs = probe.getBoundingClientRect().width;
        probe.remove();
        if (needs > box.width + 1)
          out.push(`select «${el.selectedOptions[0]?.textContent}»: needs ${Math.ceil(needs)} px, has ${Math.floor(box.width)} px`);
      } else if (el.scrollWidth > el.clientWidth + 1) {
        out.push(`button «${el.textContent?.trim()}»: needs ${el.scrollWidth} px, has ${el.clientWidth} px`);
      }
    }
    return out;
  });
}

async function headerHeight(page: Page): Promise<number> {
  return page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().height);
}

describe('the first week at 390 px', () => {
  it("as admin: a one-row header of at most 64 px, and no button or select cuts its words on the first week's screens", async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl()}/mining/history`);
    await appShown(page);
    await loginAs(page, 'admin');
    await page.getByRole('heading', { level: 1, name: 'История позиций' }).waitFor();
    await page.getByLabel('Сортировка').waitFor();

    const problems: string[] = [];
    const screens: Array<[string, () => Promise<unknown>]> = [
      ['/mining/history', () => page.getByLabel('Сортировка').waitFor()],
      ['/', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
      ['/mining/bots', () => page.getByRole('article').first().waitFor()],
      ['/mining/strategies', () => page.getByRole('button', { name: 'Новая стратегия' }).waitFor()],
      ['/hedge-bots', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
      ['/admin', () => page.getByRole('button', { name: 'Управление пользователями' }).waitFor()],
      ['/settings/api', () => page.locator('#server-2').waitFor()],
    ];
    for (const [path, ready] of screens) {
      await page.goto(`${baseUrl()}${path}`);
      await ready();
      const height = await headerHeight(page);
      if (height > HEADER_MAX_PX) problems.push(`${path}: header ${height} px`);
      for (const clipped of await clippedControls(page)) problems.push(`${path}: ${clipped}`);
    }
    // The users tab, with its table turned into cards.
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('tab', { name: 'Пользователи' }).click();
    await page.getByRole('button', { name: 'Создать пользователя' }).waitFor();
    for (const clipped of await clippedControls(page)) problems.push(`/admin users: ${clipped}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('a new account waiting for its e-mail: the notice keeps apart from the title', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    const name = `phone${Date.now().toString(36)}`;
    await page.goto(`${baseUrl()}/register`);
    await appShown(page);
    await page.getByLabel('Имя пользователя', { exact: true }).fill(name);
    await page.getByLabel('E-mail').fill(`${name}@example.com`);
    await page.getByLabel('Пароль', { exact: true }).fill('long enough 1');
    await page.getByLabel('Повторите пароль').fill('long enough 1');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('button', { name: new RegExp(`^Меню пользователя: ${name}, `) }).waitFor();
    await page.goto(`${baseUrl()}/settings`);
    const notice = page.getByText(/^Подтвердите адрес электронной почты/);
    await notice.waitFor();
    const title = page.getByRole('heading', { level: 1 }).first();
    const gap = (await title.boundingBox())!.y - ((await notice.boundingBox())!.y + (await notice.boundingBox())!.height);
    assert.ok(gap >= 12, `the notice ends ${gap} px above the title`);
    assert.ok((await headerHeight(page)) <= HEADER_MAX_PX);
    await context.close();
  });
});
