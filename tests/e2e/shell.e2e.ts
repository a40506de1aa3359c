// The installable shell: it loads, the service worker takes control, and a reload with the
// network off still shows the app (docs/architecture.md#layers-and-rooms, issue 2).
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

describe('PWA shell', () => {
  it('loads, is controlled by the service worker and reloads offline', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(baseUrl());
    await page.getByRole('navigation', { name: 'Основная навигация' }).waitFor();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    const response = await page.reload();
    assert.ok(response?.fromServiceWorker(), 'the offline reload is answered by the service worker');
    await page.getByRole('navigation', { name: 'Основная навигация' }).waitFor();

    // A deep link falls back to the cached index.html too.
    const deep = await page.goto(`${baseUrl()}/mining/positions`);
    assert.ok(deep?.fromServiceWorker());
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  it('takes the hashed assets straight from the precache, without waking the service worker', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(baseUrl());
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const routed = new Map<string, string | undefined>();
    cdp.on('Network.responseReceived', (event) => {
      const url = new URL(event.response.url);
      if (url.pathname.startsWith('/assets/')) routed.set(url.pathname, event.response.serviceWorkerRouterInfo?.actualSourceType);
    });
    await page.reload();
    await page.getByRole('navigation', { name: 'Основная навигация' }).waitFor();
    assert.ok(
      [...routed.keys()].some((p) => p.endsWith('.js')) && [...routed.keys()].some((p) => p.endsWith('.css')),
      `scripts and styles loaded: ${[...routed.keys()].join(', ')}`,
    );
    for (const [path, source] of routed) assert.equal(source, 'cache', `${path} comes from the cache by the static route`);
    await context.close();
  });

  it('serves a Russian standalone manifest with 192, 512 and maskable icons', async () => {
    const res = await fetch(`${baseUrl()}/manifest.webmanifest`);
    assert.equal(res.status, 200);
    const manifest = (await res.json()) as { lang: string; display: string; icons: Array<{ sizes: string; purpose: string }> };
    assert.equal(manifest.lang, 'ru');
    assert.equal(manifest.display, 'standalone');
    assert.ok(manifest.icons.some((i) => i.sizes === '192x192'));
    assert.ok(manifest.icons.some((i) => i.sizes === '512x512' && i.purpose === 'any'));
    assert.ok(manifest.icons.some((i) => i.purpose === 'maskable'));
  });

  it('names a PNG tab icon that is served (Chromium parses an SVG one on the main thread after every tab switch)', async () => {
    const body = await (await fetch(baseUrl())).text();
    const icons = [...body.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(icons, ['/icons/favicon-32.png']);
    const icon = await fetch(`${baseUrl()}${icons[0]}`);
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('content-type'), 'image/png');
  });

  it('sends hashed assets compressed and immutable, the shell and sw.js uncached', async () => {
    const html = await fetch(baseUrl(), { headers: { 'accept-encoding': 'br, gzip' } });
    assert.match(html.headers.get('cache-control') ?? '', /no-cache/);
    const body = await html.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(body)?.[1];
    assert.ok(script, 'index.html references a hashed script');
    const asset = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
    assert.match(asset.headers.get('content-encoding') ?? '', /br|gzip/);
    const sw = await fetch(`${baseUrl()}/sw.js`);
    assert.match(sw.headers.get('cache-control') ?? '', /no-cache/);
    assert.match(html.headers.get('content-security-policy') ?? '', /default-src 'self'/);
  });

  it('shows every route of the table with its title, and unknown sub-paths as not found', async () => {
    const { context, page } = await newPage(browser);
    // Login-only routes (/mining, /settings) show the login card until the user signs in.
    await page.goto(`${baseUrl()}/mining`);
    await loginAs(page, 'trader');
    await page.getByRole('heading', { level: 1, name: 'Обзор майнинга' }).waitFor();
    const titles: Array<[string, string]> = [
      ['/analytics/reports', 'Отчёты'],
      ['/mining/history', 'История позиций'],
      ['/futures/leverage', 'Фьючерсы: плечо'],
      ['/spot/orders', 'Спот: ордера'],
      ['/signals/active', 'Активные сигналы'],
      ['/settings/api', 'API и адреса'],
    ];
    for (const [path, title] of titles) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
    for (const path of ['/spot/nope', '/futures/x/y', '/mining/unknown']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    }
    await page.goto(`${baseUrl()}/dashboard/risk`);
    const sub = page.getByRole('navigation', { name: 'Разделы обзора' });
    await sub.getByRole('link').nth(7).waitFor();
    assert.equal(await sub.getByRole('link').count(), 8);
    const main = page.getByRole('navigation', { name: 'Основная навигация' });
    await main.getByRole('link').nth(1).waitFor();
    assert.equal(await main.getByRole('link').count(), 2);
    await context.close();
  });

  it('keeps the theme choice across a reload, dark by default; the browser theme colour follows it', async () => {
    const { context, page } = await newPage(browser);
    const themeColour = () => page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content'));
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.goto(baseUrl());
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('theme-dark')));
    assert.equal(await themeColour(), '#0b1020');
    await page.getByRole('button', { name: 'Включить светлую тему' }).click();
    assert.equal(await themeColour(), '#f4f6fb');
    assert.equal(await background(), 'rgb(244, 246, 251)', 'the theme colour is the page background');
    await page.reload();
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('theme-light')));
    assert.equal(await themeColour(), '#f4f6fb');
    await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
    assert.equal(await themeColour(), '#0b1020');
    await context.close();
  });
});
