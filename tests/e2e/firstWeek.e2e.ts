// Issue 52 part B in Chromium against the reference server: unknown mining sub-paths and bare
// section addresses (item 9), the strategy editor refusing bounds in place and showing what saving
// corrects (item 4), and the overview's blocks telling loading from empty (item 3).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, waitForServiceWorker } from '../support/browser';
import { loginAs } from '../support/login';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function signedIn(user: string, path: string) {
  const { context, page } = await newPage(browser);
  await page.goto(`${baseUrl()}${path}`);
  await loginAs(page, user);
  await page.getByLabel('Имя пользователя или e-mail').waitFor({ state: 'detached' });
  return { context, page };
}

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('first week, part B', () => {
  it('shows only «Страница не найдена» for an unknown mining page; bare sections lead to their first page', async () => {
    const { context, page } = await signedIn('trader', '/mining/foo');
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
    await page.getByRole('navigation', { name: 'Разделы майнинга' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Обзор майнинга' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Обновить' }).count(), 0);
    assert.equal(await page.getByText('Данные ещё не загружены').count(), 0);

    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('navigation', { name: 'Разделы обзора' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Страница не найдена' }).count(), 0);
    await page.goto(`${baseUrl()}/analytics`);
    await page.getByRole('heading', { level: 1, name: 'Аналитика' }).waitFor();
    await context.close();
  });

  it('refuses an inverted or collapsed bound in place and lists what saving corrects before saving', async () => {
    const { context, page } = await signedIn('trader', '/mining/strategies');
    await page.getByRole('button', { name: 'Новая стратегия' }).click();
    const form = page.getByRole('form', { name: 'Новая стратегия' });
    await form.getByRole('img', { name: 'График цены с каналом' }).waitFor();
    await form.getByLabel('Единица ширины').selectOption('USDT');
    await form.getByLabel('Ширина канала').fill('200');
    await form.getByLabel('Ширина канала').press('Tab');
    // The page's own fields: after saving, the form is named after the strategy.
    const lower = page.getByLabel('Нижняя граница канала');
    const upper = page.getByLabel('Верхняя граница канала');
    const channel = async () => [Number(await lower.inputValue()), Number(await upper.inputValue())];
    const [low, up] = await channel();
    assert.ok(Math.abs(up - low - 200) < 1, `a 200 USDT channel (${low}–${up})`);

    // Above the upper bound: refused, the channel untouched.
    await lower.fill(String(Math.round(up + 2000)));
    await lower.press('Tab');
    const refusal = form.getByRole('alert').filter({ hasText: 'не принято' });
    await refusal.waitFor();
    assert.match(plain(await refusal.textContent()), /не принято: Верхняя граница канала должна быть больше нижней$/);
    assert.deepEqual(await channel(), [low, up]);

    // A hair below the upper bound: a collapsed channel, refused naming the narrowest one.
    await lower.fill(String(up - 0.5));
    await lower.press('Tab');
    await form.getByRole('alert').filter({ hasText: 'Канал слишком узкий: между границами нужно не меньше 1 USDT' }).waitFor();
    assert.deepEqual(await channel(), [low, up]);

    // A sound bound is taken as typed.
    await lower.fill(String(low + 50));
    await lower.press('Tab');
    assert.deepEqual(await channel(), [low + 50, up]);
    assert.equal(await form.getByRole('alert').filter({ hasText: 'не принято' }).count(), 0);

    // A size over 100 %: the correction is shown before saving, and what is saved is what was shown.
    await form.getByLabel('Название').fill(`E2E канал ${Date.now() % 100000}`);
    await form.getByLabel('Размер позиции, %').fill('500');
    await form.getByLabel('Размер позиции, %').press('Tab');
    const corrections = form.getByText('При сохранении будет исправлено:');
    await corrections.waitFor();
    assert.match(plain(await corrections.textContent()), /Размер позиции, %: 500,00 → 100,00/);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Стратегия сохранена').waitFor();
    assert.equal(await page.getByLabel('Размер позиции, %').inputValue(), '100');
    assert.deepEqual(await channel(), [low + 50, up]);
    await context.close();
  });

  it('says the overview blocks are loading or out of reach, never empty, until the positions answer', async () => {
    const { context, page } = await newPage(browser);
    // Every text the equity and risk blocks ever show, recorded as the page changes.
    await context.addInitScript(`
      window.__seen = new Set();
      new MutationObserver(() => {
        for (const block of document.querySelectorAll('section[aria-label="Кривая капитала"], section[aria-label="Метрики риска"]'))
          for (const p of block.querySelectorAll('p')) window.__seen.add(p.textContent);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    `);
    // The profile needs a sign-in and reads no positions.
    await page.goto(`${baseUrl()}/settings`);
    await loginAs(page, 'trader');
    await page.getByLabel('Имя пользователя или e-mail').waitFor({ state: 'detached' });

    // Offline before the overview ever asked for the closed positions: nothing mirrored either. The
    // service worker has precached the app's code by then (it controls the page once installed).
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Обзор' }).click();
    const equity = page.getByRole('region', { name: 'Кривая капитала' });
    await equity.getByText(/^(Загрузка данных\.\.\.|Нет соединения с сервером: данные появятся, когда оно восстановится)$/).waitFor();

    await context.setOffline(false);
    await equity.getByText(/^По \d+ закрыт/).waitFor({ timeout: 60_000 });
    const seen = (await page.evaluate('[...window.__seen]')) as string[];
    assert.ok(!seen.includes('Закрытых позиций пока нет — кривая появится после первой.'), seen.join(' | '));
    assert.ok(!seen.includes('Недостаточно истории для расчёта'), seen.join(' | '));
    await context.close();
  });

  it('keeps the positions sort and filters in the address; «Открыть позицию» opens the new-bot form', async () => {
    const { context, page } = await signedIn('trader', '/mining/positions');
    const arrange = page.getByRole('group', { name: 'Сортировка и фильтры позиций' });
    await arrange.getByLabel('Сортировка').selectOption({ label: 'PnL: сначала больший' });
    await page.waitForURL(/[?&]sort=pnl_desc/);
    await arrange.getByLabel('Сеть').selectOption({ label: 'Arbitrum' });
    await page.waitForURL(/[?&]network=arbitrum/);
    await page.locator('article[data-token]').first().waitFor();
    await page.reload();
    await arrange.getByLabel('Сортировка').waitFor();
    assert.equal(await arrange.getByLabel('Сортировка').inputValue(), 'pnl_desc');
    assert.equal(await arrange.getByLabel('Сеть').inputValue(), 'arbitrum');

    await page.goto(`${baseUrl()}/mining`);
    await page.getByRole('link', { name: 'Открыть позицию' }).click();
    await page.getByRole('dialog', { name: 'Новый бот майнинга' }).waitFor();
    await context.close();
  });
});
