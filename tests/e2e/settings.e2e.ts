// Settings of issue 8 against the real backend: the profile update (PUT /api/profile/me) and the
// avatar upload, the current session and logout, and the addresses in use (Server1: the page's own).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { appShown } from '../support/frames';
import { loginAs } from '../support/login';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function signIn(page: Page, username: string, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await appShown(page);
  await page.getByLabel('Имя пользователя или e-mail').waitFor();
  await loginAs(page, username);
}

describe('Settings', () => {
  it('updates the profile, keeps it after a reload, and refuses a bad e-mail without sending it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'premium', '/settings');
    await page.getByRole('heading', { level: 1, name: 'Профиль' }).waitFor();
    assert.equal(await page.getByLabel('Имя пользователя', { exact: true }).inputValue(), 'premium');

    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/profile/me')) puts.push(r.postData() ?? '');
    });

    await page.getByLabel('E-mail', { exact: true }).fill('premium@');
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await page.getByText('Введите корректный e-mail').waitFor();
    assert.equal(puts.length, 0);
    await page.getByRole('button', { name: 'Отменить изменения' }).click();

    const name = `Премиум Тестов ${Date.now() % 10_000}`;
    await page.getByLabel('Полное имя').fill(name);
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await page.getByText('Профиль сохранён.').waitFor();
    await page.waitForFunction(() => true);
    assert.equal(puts.length, 1);
    assert.deepEqual(JSON.parse(puts[0]), { full_name: name });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Профиль' }).waitFor();
    await page.waitForFunction(
      (expected) => (document.querySelector('input[autocomplete="name"]') as HTMLInputElement | null)?.value === expected,
      name,
    );
    await context.close();
  });

  it('uploads an image as avatar, refuses anything else', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'premium', '/settings');
    const file = page.getByLabel('Новый аватар');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Можно загрузить только изображение (PNG, JPEG, GIF, WebP)').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Загрузить аватар' }).isDisabled(), true);

    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Загрузить аватар' }).click();
    await page.getByText('Аватар обновлён.').waitFor();
    await page.getByRole('img', { name: /^Аватар пользователя/ }).waitFor();
    await context.close();
  });

  it('shows the current session and the addresses in use, and logs out', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'viewer', '/settings/security');
    await page.getByRole('heading', { name: 'Текущая сессия' }).waitFor();
    await page.goto(`${baseUrl()}/settings/api`);
    await appShown(page);
    await page.getByRole('heading', { level: 1, name: 'API и адреса' }).waitFor();
    const server1 = page.locator('#server-1');
    assert.equal(await server1.getByLabel('Адрес API').inputValue(), baseUrl());
    await server1.getByText(`${baseUrl().replace(/^http/, 'ws')}/ws/{botId}`, { exact: true }).waitFor();
    await server1.getByText('Вход выполнен: viewer').waitFor();
    await server1.getByText('Рыночные данные (необязательно)').click();
    await server1.getByText(`Пусто — ${baseUrl()}/market/primary`, { exact: true }).waitFor();

    await page.goto(`${baseUrl()}/settings/security`);

    await appShown(page);
    await page.getByRole('heading', { name: 'Текущая сессия' }).waitFor();
    const ua = await page.evaluate(() => navigator.userAgent);
    await page.getByRole('region', { name: 'Текущая сессия' }).getByText(ua, { exact: true }).waitFor();
    await page.getByText(/^\d+ ч \d+ мин$/).waitFor();
    await page.getByRole('button', { name: 'Выйти на этом устройстве' }).click();
    await page.getByRole('button', { name: 'Меню пользователя: Гость' }).waitFor();
    await page.goto(`${baseUrl()}/settings`);
    await appShown(page);
    await page.getByLabel('Имя пользователя или e-mail').waitFor();
    await context.close();
  });
});
