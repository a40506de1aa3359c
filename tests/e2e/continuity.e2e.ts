// Issue 24: a warm or offline start of /mining/positions keeps the positions on screen from the
// last frame until the running app shows them in its place. Every animation frame is sampled from
// an init script that runs before the page's own scripts: once positions were first visible they
// are never absent, and no loading or empty-state text shows after that. A click on the frame's
// view switch («Список») is answered by the frame itself, and the app shows the same view from the
// hand-over on, without a frame of the other in between. A signed-out browser shows
// the login card, never 'Инициализация сессии...', from its first paint.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, waitForServiceWorker } from '../support/browser';
import { appShown, framesStored } from '../support/frames';
import { loginAs } from '../support/login';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

interface Watch {
  /** animation frames sampled */
  frames: number;
  /** first frame index with a position visible, -1 until then */
  firstShown: number;
  /** frames after that without a visible position */
  gaps: number;
  /** texts of loading or empty states seen after positions were first shown */
  texts: string[];
  /** a position was visible from the last frame before the app had rendered one */
  fromFrame: boolean;
  /** whether the hand-over has happened (no #last-frame, app visible) */
  handedOver: boolean;
  /** a click was made on «Список» in the last frame */
  clickedOnFrame: boolean;
  /** the frame's view before that click, and right after it (the switch pressed, the cards' data-mode) */
  frameViewBefore: string | null;
  frameViewAfter: string | null;
  /** views shown in the frames sampled after the click (the frame's, then the app's) */
  viewsAfterClick: string[];
}

// A string: tsx would add helpers to a function that the page does not have. A position counts as
// visible in the last frame, or in #root once the app is no longer hidden under it.
const WATCH = `(() => {
  const FORBIDDEN = /^(Инициализация сессии\\.\\.\\.|Проверка авторизации\\.\\.\\.|Загрузка\\.\\.\\.|Загрузка данных\\.\\.\\.|Данные ещё не загружены)$/m;
  const w = { frames: 0, firstShown: -1, gaps: 0, texts: [], fromFrame: false, handedOver: false, clickedOnFrame: false, frameViewBefore: null, frameViewAfter: null, viewsAfterClick: [] };
  const viewOf = (scope) => {
    const pressed = scope.querySelector('[data-frame-switch] [aria-pressed="true"]');
    return (pressed ? pressed.textContent.trim() : '?') + '/' + (scope.querySelector('[data-mode]')?.getAttribute('data-mode') ?? '?');
  };
  window.__continuity = w;
  const sample = () => {
    const frame = document.getElementById('last-frame');
    const root = document.getElementById('root');
    const appShown = !!root && !root.hasAttribute('aria-hidden');
    const inFrame = !!frame && !!frame.querySelector('article[data-token]');
    const inApp = appShown && !!root.querySelector('article[data-token]');
    if ((inFrame || inApp) && w.firstShown < 0) {
      w.firstShown = w.frames;
      w.fromFrame = inFrame;
    }
    if (w.firstShown >= 0 && !inFrame && !inApp) w.gaps++;
    if (w.firstShown >= 0) {
      const found = FORBIDDEN.exec(document.body ? document.body.innerText : '');
      if (found && !w.texts.includes(found[1])) w.texts.push(found[1]);
    }
    w.handedOver = !frame && appShown;
    if (w.clickedOnFrame) {
      const view = frame ? viewOf(frame) : appShown && root.querySelector('[data-mode]') ? viewOf(root) : null;
      if (view && w.viewsAfterClick[w.viewsAfterClick.length - 1] !== view) w.viewsAfterClick.push(view);
    }
    // Clicks are answered (or noted) once public/frame-boot.js has run (it adds the entry's module script to
    // <head>); the frame can paint a few milliseconds before that script arrives from the precache.
    const booted = !!document.head.querySelector('script[type="module"]');
    if (inFrame && booted && !w.clickedOnFrame && window.__clickOnFrame) {
      const button = Array.from(frame.querySelectorAll('button')).find((b) => b.textContent.trim() === 'Список');
      if (button) {
        frame.inert = false;
        const box = button.getBoundingClientRect();
        frame.inert = true;
        w.frameViewBefore = viewOf(frame);
        document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 }));
        w.frameViewAfter = viewOf(frame);
        w.clickedOnFrame = true;
      }
    }
    w.frames++;
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})();`;

/** Loads the positions and follows them for 30 animation frames after the hand-over. */
async function watchedStart(page: Page): Promise<Watch> {
  await page.goto(`${baseUrl()}/mining/positions`);
  await page.waitForFunction(() => (window as unknown as { __continuity?: Watch }).__continuity?.handedOver === true, null, {
    timeout: 30_000,
  });
  await page.locator('#root article[data-token]').first().waitFor();
  const end = ((await page.evaluate('window.__continuity.frames')) as number) + 30;
  await page.waitForFunction((n) => (window as unknown as { __continuity: Watch }).__continuity.frames >= n, end, { timeout: 30_000 });
  return (await page.evaluate('window.__continuity')) as Watch;
}

function assertContinuous(watch: Watch, label: string): void {
  assert.ok(watch.firstShown >= 0, `${label}: positions were shown`);
  assert.equal(watch.fromFrame, true, `${label}: the first positions came from the last frame`);
  assert.equal(watch.gaps, 0, `${label}: positions absent in ${watch.gaps} animation frames after first shown`);
  assert.deepEqual(watch.texts, [], `${label}: no loading or empty-state text after the positions`);
}

/** A browser signed in as the trader on the positions page, with that page's last frame stored. */
async function signedInWithFrame() {
  const { context, page } = await newPage(browser);
  await page.goto(`${baseUrl()}/mining/positions`);
  await loginAs(page, 'trader');
  await page.locator('article[data-token]').first().waitFor();
  await waitForServiceWorker(page);
  await framesStored(page);
  return { context, page };
}

describe('start continuity', () => {
  it('keeps the positions on screen through warm and offline reloads, and a click on the frame reaches the app', async () => {
    const { context } = await signedInWithFrame();
    await context.addInitScript(WATCH);

    const warm = await context.newPage();
    assertContinuous(await watchedStart(warm), 'warm');
    await warm.close();

    await context.setOffline(true);
    for (let i = 1; i <= 3; i++) {
      const offline = await context.newPage();
      assertContinuous(await watchedStart(offline), `offline ${i}`);
      await offline.close();
    }

    // A click on «Список» while the frame shows (at its point, as a hand's lands on the inert frame):
    // the frame shows the list at once, and so does the app from the hand-over on.
    const clicked = await context.newPage();
    await clicked.addInitScript('window.__clickOnFrame = true');
    const watch = await watchedStart(clicked);
    assertContinuous(watch, 'offline, clicked');
    if (watch.clickedOnFrame) {
      assert.equal(watch.frameViewBefore, 'Плитка/grid', 'the frame was taken in the grid');
      assert.equal(watch.frameViewAfter, 'Список/list', 'the frame answered the click itself');
      assert.deepEqual(watch.viewsAfterClick, ['Список/list'], 'the list from the click on, through the hand-over');
      await clicked.getByRole('button', { name: 'Список' }).and(clicked.locator('[aria-pressed="true"]')).waitFor();
    }
    await context.setOffline(false);
    await context.close();
  });
});

// The stored frame of a path and the stored tokens, read from the page's own server's database.
const STORED = (path: string) => `new Promise((resolve) => {
  const open = indexedDB.open('lp-ops');
  open.onsuccess = () => {
    const tx = open.result.transaction(['frames', 'auth'], 'readonly');
    const frame = tx.objectStore('frames').get(${JSON.stringify(path)});
    const auth = tx.objectStore('auth').get('current');
    tx.oncomplete = () => { open.result.close(); resolve({ frame: frame.result, auth: auth.result }); };
  };
})`;

// Whether the document ever held the frame's seed (the app takes it out as it starts).
const SEED_SEEN = `(() => {
  window.__seedSeen = false;
  new MutationObserver(() => {
    if (document.getElementById('last-frame-seed')) window.__seedSeen = true;
  }).observe(document, { childList: true, subtree: true });
})();`;

describe('the frame’s seed', () => {
  it('keeps what the page was drawn from beside the frame, never a token, and the app reads it once', async () => {
    const { context, page } = await signedInWithFrame();
    const { frame, auth } = (await page.evaluate(STORED('/mining/positions'))) as {
      frame: { seed?: { session: { user: { username: string } }; snapshots: Array<{ key: string; data: unknown }> }; scripts?: string[] };
      auth: { accessToken: string; refreshToken: string };
    };
    assert.equal(frame.seed?.session.user.username, 'trader');
    // keyed by the query's hash: ["snapshot","openPositions",{}]
    const positions = frame.seed?.snapshots.find((s) => s.key.includes('"openPositions"'));
    assert.ok(Array.isArray(positions?.data) && positions.data.length > 0, 'the open positions the page showed');
    const stored = JSON.stringify(frame);
    assert.ok(!stored.includes(auth.accessToken) && !stored.includes(auth.refreshToken), 'no token in the frame');
    assert.ok(!/token"?\s*:/i.test(JSON.stringify(frame.seed?.session)), 'no token field in the seed');
    assert.ok(
      frame.scripts?.some((src) => /\/assets\/MiningSection-[\w-]+\.js$/.test(src)),
      `the section's chunks: ${frame.scripts}`,
    );

    await context.addInitScript(SEED_SEEN);
    const warm = await context.newPage();
    await warm.goto(`${baseUrl()}/mining/positions`);
    await appShown(warm);
    await warm.locator('#root article[data-token]').first().waitFor();
    assert.equal(await warm.evaluate('window.__seedSeen'), true, 'the warm start carried the seed');
    assert.equal(await warm.locator('#last-frame-seed').count(), 0, 'taken out of the document');
    await context.close();
  });
});

// Every text a signed-out start renders before the login card, sampled on each DOM change.
const FIRST_TEXTS = `(() => {
  const seen = [];
  window.__firstTexts = seen;
  new MutationObserver(() => {
    const text = document.body ? document.body.innerText.trim() : '';
    if (text && seen[seen.length - 1] !== text) seen.push(text);
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

describe('signed-out start', () => {
  it('shows the login card first, not the session loading steps', async () => {
    const { context, page } = await newPage(browser);
    // A first visit and a return after logging out both start without a session.
    await page.goto(`${baseUrl()}/mining/positions`);
    await page.getByLabel('Имя пользователя или e-mail').waitFor();
    await context.addInitScript(FIRST_TEXTS);
    for (const path of ['/mining/positions', '/mining']) {
      const next = await context.newPage();
      await next.goto(`${baseUrl()}${path}`);
      await next.getByLabel('Имя пользователя или e-mail').waitFor();
      const texts = (await next.evaluate('window.__firstTexts')) as string[];
      assert.ok(texts.length > 0, 'texts were recorded');
      assert.match(texts[0], /Вход в систему/, `${path}: the first text on screen is the login card`);
      assert.ok(!texts.some((t) => t.includes('Инициализация сессии')), `${path}: no session loading steps`);
      await next.close();
    }
    await context.close();
  });
});
