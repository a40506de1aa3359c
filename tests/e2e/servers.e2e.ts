// Issue 20 in Chromium: two reference backends of their own (ports, data folders and simulator
// seeds apart). Server A serves the PWA and lets its page reach B (SERVERS_CONFIG "allowed"); B
// trusts A's page (CORS_ORIGINS). The second server is set up in /settings/api, the user signs in
// on both, switches between them and sees each one's bots and positions, reads both servers'
// last-known data offline, and no request to one server ever carries the other's token.
// Issue 52: the runner's own server, with no SERVERS_CONFIG, adds B from /settings/api: the check
// names the page's policy (CSP) as the block, saving and reloading lifts it, a server that does not
// trust the page is named as CORS, and the user signs in on B and sees its data.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, waitForServiceWorker } from '../support/browser';
import { DEMO_PASSWORD, loginAs } from '../support/login';
import { freePort, startServer, type RunningServer } from '../support/server';

let browser: Browser;
let a: RunningServer;
let b: RunningServer;

before(async () => {
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: run browser tests with `npm run test:browser`');
  const [portA, portB] = [await freePort(), await freePort()];
  const originA = `http://127.0.0.1:${portA}`;
  const originB = `http://127.0.0.1:${portB}`;
  [a, b] = await Promise.all([
    startServer({ distDir, port: portA, env: { SIM_SEED: '11', SERVERS_CONFIG: JSON.stringify({ allowed: [originB] }) } }),
    startServer({ port: portB, env: { SIM_SEED: '29', CORS_ORIGINS: `${originA},${baseUrl()}` } }),
  ]);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await Promise.all([a?.stop(), b?.stop()]);
});

/** The user's open positions' tokens as the server itself gives them. */
async function openTokens(server: RunningServer, username: string): Promise<string[]> {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username_or_email: username, password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${server.baseUrl}/api/positions/open`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { positions?: Array<{ token_id: number }> } | Array<{ token_id: number }>;
  return (Array.isArray(body) ? body : (body.positions ?? [])).map((p) => String(p.token_id));
}

/** Every bearer token each server received from the browser: requests (the data worker's included) and sockets. */
function recordTokens(context: BrowserContext) {
  const byOrigin = new Map<string, Set<string>>();
  const note = (url: string, token: string | null | undefined) => {
    if (!token) return;
    const origin = new URL(url).origin;
    byOrigin.set(origin, (byOrigin.get(origin) ?? new Set()).add(token));
  };
  context.on('request', (request) => {
    void request.allHeaders().then(
      (headers) => note(request.url(), headers.authorization?.replace(/^Bearer /, '')),
      () => undefined,
    );
  });
  const onPage = (page: Page) =>
    page.on('websocket', (ws) => note(ws.url().replace(/^ws/, 'http'), new URL(ws.url()).searchParams.get('token')));
  context.pages().forEach(onPage);
  context.on('page', onPage);
  return byOrigin;
}

/**
 * Waits until the positions on the page are exactly the user's open positions on `server` (the
 * simulator opens and closes positions as it runs, so both sides are read again until they agree).
 */
async function showsPositionsOf(page: Page, server: RunningServer, username: string): Promise<string[]> {
  let last = '';
  for (let attempt = 0; attempt < 40; attempt += 1) {
    // every card of the list: the page is tall enough to hold them all (the list draws those on screen)
    const shown = await page.locator('article[data-token]').evaluateAll((els) => els.map((e) => e.getAttribute('data-token') ?? ''));
    const expected = await openTokens(server, username);
    if (shown.length > 0 && [...shown].sort().join() === [...expected].sort().join()) return shown;
    last = `page ${shown} / server ${expected}`;
    await page.waitForTimeout(500);
  }
  throw new Error(`the page does not show ${username}'s positions on ${server.baseUrl}: ${last}`);
}

const selector = (page: Page) => page.getByRole('combobox', { name: 'Сервер' });

describe('Server1–Server4: the operator’s own backends', () => {
  it('sets up a second server, signs in on both, switches, reads both offline, and never sends a token to the other', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 6000 } });
    const sent = recordTokens(context);

    // Server1 is the page's own origin (A): sign in as the trader.
    await page.goto(`${a.baseUrl}/mining/bots`);
    await loginAs(page, 'trader');
    await page.getByRole('article', { name: 'LP Alpha', exact: true }).waitFor();
    await waitForServiceWorker(page);
    assert.deepEqual(await selector(page).locator('option').allInnerTexts(), [
      'Server1',
      'Server2 — не настроен',
      'Server3 — не настроен',
      'Server4 — не настроен',
    ]);

    // An unset slot leads to its form in /settings/api.
    await selector(page).selectOption({ label: 'Server2 — не настроен' });
    await page.waitForURL(/\/settings\/api#server-2$/);
    const form = page.locator('#server-2');
    await form.getByLabel('Название').fill('Резерв');
    await form.getByLabel('Адрес API').fill('127.0.0.1');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await form.getByText('Адрес должен начинаться с http:// или https://').waitFor();
    await form.getByLabel('Адрес API').fill(`${b.baseUrl}/`);
    await form.getByRole('button', { name: 'Проверить соединение' }).click();
    await form.getByText(/^Соединение установлено: сервер отвечает и поддерживает контракт API \(вызовов проверено: \d+\)\.$/).waitFor();
    await form.getByText('Рыночные данные: основной и резервный источники отвечают.').waitFor();
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await form.getByText('Сервер сохранён.').waitFor();
    // An address neither this deployment nor the user allowed is named as the page policy's refusal.
    const other = page.locator('#server-3');
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    await other.getByLabel('Адрес API').fill(nowhere);
    await other.getByRole('button', { name: 'Проверить соединение' }).click();
    await other
      .getByText(`Браузер не пустил запрос к ${nowhere}: его запрещает политика безопасности страницы (CSP), а не сервер.`)
      .waitFor();
    await other.getByText(/^Сохраните сервер и перезагрузите страницу/).waitFor();

    // Switch to Резерв (B): not signed in there, the trader's session on A stays.
    await selector(page).selectOption({ label: 'Резерв' });
    await form.getByText('Выбран', { exact: true }).waitFor();
    await page.goto(`${a.baseUrl}/mining/bots`);
    await loginAs(page, 'admin');
    await page.getByRole('article', { name: 'Admin LP ETH', exact: true }).waitFor();
    await page.getByTestId('server-mark').getByText('Сервер: Резерв').waitFor();
    await page.goto(`${a.baseUrl}/mining/positions`);
    const positionsB = await showsPositionsOf(page, b, 'admin');

    // Back to Server1 on the same page: the trader's positions there, still signed in.
    await selector(page).selectOption({ label: 'Server1' });
    await page.getByTestId('server-mark').getByText('Сервер: Server1').waitFor();
    const positionsA = await showsPositionsOf(page, a, 'trader');
    assert.notDeepEqual(positionsA.sort(), positionsB.sort());
    await page.goto(`${a.baseUrl}/mining/bots`);
    await page.getByRole('article', { name: 'LP Alpha', exact: true }).waitFor();
    assert.equal(
      await page.getByRole('article', { name: 'Admin LP ETH', exact: true }).count(),
      0,
      "the trader on A does not see B's admin bots",
    );

    // The overview: a row per server, each leading to its server, with totals.
    await page.goto(`${a.baseUrl}/`);
    const rows = page.getByTestId('server-rows');
    await rows.getByRole('button', { name: 'Открыть Server1' }).waitFor();
    await rows.getByRole('button', { name: 'Открыть Резерв' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="server-rows"] tbody tr td:nth-child(2)').length === 2);
    await rows.locator('tr[data-server="1"]').getByText('В сети').waitFor();
    await rows.locator('tr[data-server="2"]').getByText('В сети').waitFor();
    await rows.getByText('Итого').waitFor();

    // Offline: both servers' last-known data, each from its own mirror.
    await context.setOffline(true);
    await page.reload();
    await rows
      .locator('tr[data-server="2"]')
      .getByText(/^Нет связи с \d{2}:\d{2}$/)
      .waitFor({ timeout: 20_000 });
    await rows.getByRole('button', { name: 'Открыть Резерв' }).click();
    await rows.locator('tr[data-server="2"]').getByText('(выбран)').waitFor();
    await page.goto(`${a.baseUrl}/mining/bots`);
    await page.getByRole('article', { name: 'Admin LP ETH', exact: true }).waitFor({ timeout: 20_000 });
    await page
      .getByText(/нет соединения — данные на \d{2}:\d{2}/)
      .first()
      .waitFor({ timeout: 20_000 });
    // B's admin sees every user's bots, LP Alpha among them: wait for A's list itself, not a name both share.
    await selector(page).selectOption({ label: 'Server1' });
    await page.getByTestId('server-mark').getByText('Сервер: Server1').waitFor({ timeout: 20_000 });
    await page.getByRole('article', { name: 'Admin LP ETH', exact: true }).waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByRole('article', { name: 'LP Alpha', exact: true }).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByRole('article', { name: 'Admin LP ETH', exact: true }).count(), 0);
    await context.setOffline(false);

    // No token went to a server that did not issue it.
    const toA = sent.get(a.baseUrl) ?? new Set<string>();
    const toB = sent.get(b.baseUrl) ?? new Set<string>();
    assert.ok(toA.size > 0 && toB.size > 0, `tokens seen: A ${toA.size}, B ${toB.size}`);
    for (const token of toA) assert.ok(!toB.has(token), 'a token of A was sent to B');
    await context.close();
  });
});

describe('a server the user adds, with no SERVERS_CONFIG (issue 52)', () => {
  it('names the page policy as the block, lifts it for the saved server on a reload, names CORS, and signs in there', async () => {
    const own = baseUrl(); // the runner's server: no SERVERS_CONFIG, so its page's policy is 'self' alone
    const { context, page } = await newPage(browser);
    await page.goto(`${own}/mining/bots`);
    await loginAs(page, 'trader');
    await page.getByRole('article', { name: 'LP Alpha', exact: true }).waitFor();
    await waitForServiceWorker(page);
    // The server's paper mode beside its name.
    await page.getByText('Бумажная торговля', { exact: true }).waitFor();

    await page.goto(`${own}/settings/api#server-2`);
    const slot2 = page.locator('#server-2');
    await slot2.getByLabel('Название').fill('Резерв');
    await slot2.getByLabel('Адрес API').fill(b.baseUrl);
    await slot2.getByRole('button', { name: 'Проверить соединение' }).click();
    await slot2
      .getByText(`Браузер не пустил запрос к ${b.baseUrl}: его запрещает политика безопасности страницы (CSP), а не сервер.`)
      .waitFor();
    await slot2.getByText(/^Сохраните сервер и перезагрузите страницу/).waitFor();
    await slot2.getByRole('button', { name: 'Сохранить' }).click();
    await slot2.getByText('Сервер сохранён. Браузер разрешит соединение с ним после перезагрузки страницы.').waitFor();
    // A (the first describe's server) answers, but does not trust this page.
    const slot3 = page.locator('#server-3');
    await slot3.getByLabel('Название').fill('Чужой');
    await slot3.getByLabel('Адрес API').fill(a.baseUrl);
    await slot3.getByRole('button', { name: 'Сохранить' }).click();
    await slot3.getByText('Сервер сохранён. Браузер разрешит соединение с ним после перезагрузки страницы.').waitFor();
    await slot3.getByRole('button', { name: 'Перезагрузить страницу' }).click();

    await page.locator('#server-2').getByRole('button', { name: 'Проверить соединение' }).click();
    await page
      .locator('#server-2')
      .getByText(/^Соединение установлено: сервер отвечает и поддерживает контракт API/)
      .waitFor({ timeout: 20_000 });
    await page.locator('#server-3').getByRole('button', { name: 'Проверить соединение' }).click();
    await page
      .locator('#server-3')
      .getByText(
        `Сервер ${a.baseUrl} отвечает, но не разрешает запросы с этой страницы (CORS): запустите его с CORS_ORIGINS=${own} (несколько адресов — через запятую).`,
      )
      .waitFor({ timeout: 20_000 });

    // Signed in on Резерв, its own data.
    await selector(page).selectOption({ label: 'Резерв' });
    await page.locator('#server-2').getByText('Выбран', { exact: true }).waitFor();
    await page.goto(`${own}/mining/bots`);
    await loginAs(page, 'admin');
    await page.getByRole('article', { name: 'Admin LP ETH', exact: true }).waitFor();
    await page.getByTestId('server-mark').getByText('Сервер: Резерв').waitFor();
    await context.close();
  });
});
