// The frame of issue 6 against the real backend: sign-in per demo role, wrong password, logout,
// the access-denied page, a session that expires (its own server with short token lifetimes),
// going offline while signed in, and the header folding at 390 px.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, waitForServiceWorker } from '../support/browser';
import { DEMO_PASSWORD, loginAs } from '../support/login';
import { startServer } from '../support/server';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const LOGIN_LABEL = 'Имя пользователя или e-mail';

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Меню пользователя:/ }).click();
  return page.getByRole('group', { name: 'Меню пользователя' });
}

async function signIn(page: Page, url: string, username: string, password = DEMO_PASSWORD) {
  await page.goto(url);
  await page.getByLabel(LOGIN_LABEL).waitFor();
  await loginAs(page, username, password);
}

describe('Frame: sign-in, session, guard', () => {
  it('keeps "/" public and shows only the login card on a login route', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(baseUrl());
    await page.getByRole('navigation', { name: 'Основная навигация' }).waitFor();
    assert.equal(await page.getByLabel(LOGIN_LABEL).count(), 0);
    await page.getByRole('button', { name: 'Меню пользователя: Гость' }).waitFor();

    // The server selector: Server1 is the page's own server; an unset slot leads to its form (issue 20).
    const server = page.getByRole('combobox', { name: 'Сервер' });
    await page.waitForFunction(() => document.querySelector('select[aria-label="Сервер"]')?.textContent?.includes('не настроен'));
    assert.deepEqual(await server.locator('option').allInnerTexts(), [
      'Server1',
      'Server2 — не настроен',
      'Server3 — не настроен',
      'Server4 — не настроен',
    ]);
    await server.selectOption({ label: 'Server3 — не настроен' });
    await page.waitForURL(`${baseUrl()}/settings/api#server-3`);
    assert.equal(await page.getByRole('combobox', { name: 'Сервер' }).inputValue(), '1');
    await page.locator('#server-3').getByText('Не настроен', { exact: true }).waitFor();

    await page.goto(`${baseUrl()}/mining/bots`);
    await page.getByRole('heading', { name: 'Вход в систему' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Основная навигация' }).count(), 0, 'no header around the login card');
    assert.equal(await page.getByLabel(LOGIN_LABEL).getAttribute('required'), '');
    assert.equal(await page.getByLabel('Пароль', { exact: true }).getAttribute('required'), '');
    await context.close();
  });

  const roles: Array<[string, string]> = [
    ['admin', 'Администратор'],
    ['trader', 'Трейдер'],
    ['premium', 'Премиум'],
    ['user', 'Пользователь'],
    ['viewer', 'Наблюдатель'],
  ];
  for (const [username, label] of roles) {
    it(`signs in as ${username} and shows the label ${label} and the menu`, async () => {
      const { context, page } = await newPage(browser);
      await signIn(page, `${baseUrl()}/mining`, username);
      await page.getByRole('heading', { level: 1, name: 'Обзор майнинга' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Основная навигация' });
      assert.deepEqual(await nav.getByRole('link').allInnerTexts(), ['Обзор', 'Майнинг']);
      await page.getByText('24h PnL').waitFor();
      await page.getByText('Активные', { exact: true }).waitFor();

      const menu = await openUserMenu(page);
      await menu.getByText(label, { exact: true }).waitFor();
      await menu.getByText(`${username}@demo.local`).waitFor();
      await menu.getByTestId('session-panel').waitFor();
      assert.match(await menu.getByTestId('session-panel').innerText(), /\d+ ч \d{2} мин/);
      assert.match(await menu.getByTestId('limit-bots').innerText(), /^\d+ \/ \d+$/);
      // Counts group their thousands ('50 000').
      assert.match(await menu.getByTestId('limit-api').innerText(), /^\d{1,3}([\s\u00a0]\d{3})*$/);
      assert.match(await menu.getByTestId('limit-concurrent').innerText(), /^\d{1,3}([\s\u00a0]\d{3})*$/);
      await menu.getByRole('link', { name: 'Настройки профиля' }).waitFor();
      await menu.getByRole('button', { name: 'Помощь' }).waitFor();
      await menu.getByRole('button', { name: 'Выйти' }).waitFor();
      await page.keyboard.press('Escape');
      assert.equal(await page.getByRole('group', { name: 'Меню пользователя' }).count(), 0);

      // The admin panel: open to the admin, the access-denied page for everyone else.
      await page.goto(`${baseUrl()}/admin`);
      if (username === 'admin') {
        await page.getByRole('heading', { level: 1, name: 'Админ-панель' }).waitFor();
      } else {
        await page.getByRole('heading', { name: 'Доступ запрещен' }).waitFor();
        assert.equal(await page.getByTestId('user-role').innerText(), label);
      }
      await context.close();
    });
  }

  it('shows the server message in a red box for a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, `${baseUrl()}/mining`, 'trader', 'wrong-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.ok((await alert.innerText()).trim().length > 0);
    await page.getByLabel(LOGIN_LABEL).waitFor();
    assert.equal(await page.getByLabel('Пароль', { exact: true }).inputValue(), '');
    await context.close();
  });

  it('logs out back to the login card, and stays out after a reload', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, `${baseUrl()}/mining`, 'trader');
    await page.getByRole('heading', { level: 1, name: 'Обзор майнинга' }).waitFor();
    const menu = await openUserMenu(page);
    await menu.getByRole('button', { name: 'Выйти' }).click();
    await page.getByLabel(LOGIN_LABEL).waitFor();
    await page.reload();
    await page.getByLabel(LOGIN_LABEL).waitFor();
    await context.close();
  });

  it('shows the access-denied page to a trader on /admin, with a working Back button', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, `${baseUrl()}/mining`, 'trader');
    await page.getByRole('heading', { level: 1, name: 'Обзор майнинга' }).waitFor();
    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Обзор' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('heading', { name: 'Доступ запрещен' }).waitFor();
    await page.getByText('У вас нет прав для доступа к этой странице').waitFor();
    await page.getByText('Требуемая роль: admin').waitFor();
    assert.equal(await page.getByTestId('required-roles').innerText(), 'Администратор');
    assert.equal(await page.getByTestId('user-role').innerText(), 'Трейдер');
    await page.getByRole('button', { name: 'Назад' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it('keeps the user signed in when the network goes away', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, `${baseUrl()}/mining`, 'trader');
    await page.getByRole('heading', { level: 1, name: 'Обзор майнинга' }).waitFor();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    // Coming back to the tab validates the session: a network error must keep it.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    // The worker saw the failed request (so the check really ran offline) and kept the session.
    await page.getByRole('status').filter({ hasText: 'Нет соединения' }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    assert.equal(await page.getByLabel(LOGIN_LABEL).count(), 0, 'no login card while offline');
    await page.getByRole('button', { name: /^Меню пользователя: .*Трейдер$/ }).waitFor();

    // A reload without network: the shell from the service worker, the session from IndexedDB.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Обзор майнинга' }).waitFor();
    assert.equal(await page.getByLabel(LOGIN_LABEL).count(), 0);
    await page.getByRole('button', { name: /^Меню пользователя: .*Трейдер$/ }).waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('folds the navigation behind "Меню" at 390 px; Escape closes it and returns focus', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(baseUrl());
    const nav = page.getByRole('navigation', { name: 'Основная навигация' });
    const toggle = page.getByRole('button', { name: 'Открыть меню' });
    await toggle.waitFor();
    assert.equal(await nav.isVisible(), false);
    await toggle.click();
    await nav.getByRole('link', { name: 'Майнинг' }).waitFor();
    assert.ok(await nav.isVisible());
    await page.keyboard.press('Escape');
    assert.equal(await nav.isVisible(), false);
    assert.ok(await page.getByRole('button', { name: 'Открыть меню' }).evaluate((el) => el === document.activeElement));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no horizontal scroll at 390 px (scrollWidth ${width})`);
    await context.close();
  });

  it('expires a session no renewal can reach: one notice, then the login card', async () => {
    // Refresh tokens that live 1 s: no renewal can come (issue 52), so the session ends with its
    // 30 s access token, well after the page has shown.
    const server = await startServer({ env: { ACCESS_TOKEN_TTL: '30', REFRESH_TOKEN_TTL: '1' }, distDir: process.env.E2E_DIST_DIR });
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, `${server.baseUrl}/mining`, 'trader');
      await page.getByRole('heading', { level: 1, name: 'Обзор майнинга' }).waitFor();
      await page.getByText('Сессия истекла', { exact: true }).waitFor({ timeout: 45_000 });
      await page.getByText('Пожалуйста, войдите в систему снова').waitFor();
      const notices = page.getByRole('region', { name: 'Уведомления' });
      assert.equal(await notices.getByRole('alert').count(), 1, 'one expiry notice, not two stacked');
      assert.equal(await notices.getByRole('status').count(), 0);
      await page.getByLabel(LOGIN_LABEL).waitFor();
      await page.getByRole('button', { name: 'Перейти ко входу' }).click();
      await page.waitForURL(/\/login\?redirect=/);
      await page.getByLabel(LOGIN_LABEL).waitFor();
    } finally {
      await context.close();
      await server.stop();
    }
  });

  it('registers, verifies the e-mail, resets the password through the link and signs in with it', async () => {
    // Its own server: the e-mail tokens are read from what it prints instead of sending mail.
    const server = await startServer({ distDir: process.env.E2E_DIST_DIR });
    let out = '';
    server.process.stdout?.on('data', (d) => {
      out += String(d);
    });
    const tokenFor = async (what: string, email: string) => {
      const pattern = new RegExp(`${what} для ${email.replace('.', '\\.')}: токен (\\S+)`, 'g');
      for (let i = 0; i < 50; i += 1) {
        const found = [...out.matchAll(pattern)].at(-1)?.[1];
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no ${what} token in the server output`);
    };
    const { context, page } = await newPage(browser);
    try {
      const email = 'newbie@example.com';
      await page.goto(`${server.baseUrl}/register`);
      await page.getByLabel('Имя пользователя', { exact: true }).fill('newbie');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Пароль', { exact: true }).fill('first-pass-1');
      await page.getByLabel('Повторите пароль').fill('first-pass-1');
      await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await page.waitForURL(`${server.baseUrl}/`);
      await page.getByRole('button', { name: /^Меню пользователя: newbie, Пользователь$/ }).waitFor();
      await page.getByText('Подтвердите адрес электронной почты по ссылке из письма', { exact: false }).first().waitFor();
      await (await openUserMenu(page)).getByRole('button', { name: 'Выйти' }).click();
      await page.getByRole('button', { name: 'Меню пользователя: Гость' }).waitFor();

      const verify = await tokenFor('Подтверждение e-mail', email);
      await page.goto(`${server.baseUrl}/verify-email?token=${encodeURIComponent(verify)}`);
      await page.getByText('E-mail подтверждён.').waitFor();
      await page.goto(`${server.baseUrl}/verify-email?token=${encodeURIComponent(verify)}`);
      await page.getByRole('alert').waitFor(); // a used link is refused

      await page.goto(`${server.baseUrl}/forgot-password`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Отправить ссылку' }).click();
      await page.getByText('Если этот адрес зарегистрирован, на него отправлена ссылка для сброса пароля.').waitFor();
      const reset = await tokenFor('Сброс пароля', email);
      await page.goto(`${server.baseUrl}/reset-password?token=${encodeURIComponent(reset)}`);
      await page.getByLabel('Новый пароль', { exact: true }).fill('second-pass-2');
      await page.getByLabel('Повторите новый пароль').fill('second-pass-2');
      await page.getByRole('button', { name: 'Сменить пароль' }).click();
      await page.getByText('Пароль изменён. Теперь войдите с новым паролем.').waitFor();

      await page.goto(`${server.baseUrl}/login?redirect=%2Fmining`);
      await loginAs(page, 'newbie', 'first-pass-1');
      await page.getByRole('alert').waitFor();
      await loginAs(page, email, 'second-pass-2');
      await page.waitForURL(`${server.baseUrl}/mining`);
      await page.getByRole('heading', { level: 1, name: 'Обзор майнинга' }).waitFor();
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
