// What a user sees of /mining/positions, sampled on every animation frame from an init script that
// runs before the page's own scripts: through warm and offline reloads (the last frame, then the
// app in its place), through a scroll over the demo admin's positions and a switch of the view
// between the list and the grid. It fails on a frame,
// once positions were shown, where the list is absent, where a card on screen is not whole (its
// token, its figures), or where part of the list on screen holds no card. The last frame is a
// picture: inert, marked «Восстановление…», and a click on it does nothing. A signed-out browser
// shows the login card, never 'Инициализация сессии...', from its first paint.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, waitForServiceWorker } from '../support/browser';
import { framesStored } from '../support/frames';
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
  /** first frame index with positions on screen, -1 until then */
  firstShown: number;
  /** whether the first positions were the last frame's */
  fromFrame: boolean;
  /** what was wrong in a frame after that, with where it was seen ('frame' or 'app') */
  faults: string[];
  /** texts of loading states seen after positions were first shown */
  texts: string[];
  /** whether the last frame said it is restoring, and was inert */
  strip: boolean;
  inert: boolean;
  /** whether the hand-over has happened (no #last-frame, app visible) */
  handedOver: boolean;
  /** a click was made on the frame's «Список» (when window.__clickFrame is set) */
  clickedOnFrame: boolean;
}

// A string: tsx would add helpers to a function that the page does not have. `window.__check()`
// samples the frame about to be painted: the layer on screen (the last frame while it is there,
// else the app once it is visible), its list of cards, and every card on screen.
const WATCH = `(() => {
  const LOADING = /^(Инициализация сессии\\.\\.\\.|Проверка авторизации\\.\\.\\.|Загрузка\\.\\.\\.|Загрузка данных\\.\\.\\.)$/m;
  const w = { frames: 0, firstShown: -1, fromFrame: false, faults: [], texts: [], strip: false, inert: false, handedOver: false, clickedOnFrame: false };
  window.__watch = w;
  const fault = (text) => { if (w.faults.length < 20) w.faults.push(w.frames + ': ' + text); };
  // A card is whole with its token and every figure it shows first (the channel's and the money's).
  const whole = (card) => /Токен #\\d+/.test(card.textContent) && card.querySelectorAll('dd').length >= 15 &&
    Array.from(card.querySelectorAll('dd')).every((dd) => dd.textContent.trim() !== '');
  // The part of the screen the list spans that no row covers (the gap between rows aside).
  const uncovered = (list) => {
    const box = list.getBoundingClientRect();
    const from = Math.max(box.top, 0);
    const to = Math.min(box.bottom, innerHeight);
    let reached = from;
    let open = 0;
    const rows = Array.from(list.children).map((r) => r.getBoundingClientRect()).filter((r) => r.bottom > from && r.top < to).sort((a, b) => a.top - b.top);
    for (const r of rows) { if (r.top > reached + 20) open += r.top - reached; reached = Math.max(reached, r.bottom); }
    if (to > reached + 20) open += to - reached;
    return Math.round(open);
  };
  window.__check = () => {
    const frame = document.getElementById('last-frame');
    const root = document.getElementById('root');
    // (an empty #root, before the app's script has run, shows nothing)
    const appShown = !!root && !!root.firstElementChild && !root.hasAttribute('aria-hidden') && root.style.visibility !== 'hidden';
    if (frame && appShown) fault('the last frame and the app both visible');
    const layer = frame ?? (appShown ? root : null);
    const where = frame ? 'frame' : 'app';
    const list = layer && layer.querySelector('[data-mode]');
    const cards = list ? Array.from(list.querySelectorAll('article[data-token]')) : [];
    if (cards.length > 0 && w.firstShown < 0) { w.firstShown = w.frames; w.fromFrame = !!frame; }
    if (frame) {
      w.strip ||= frame.textContent.includes('Восстановление…');
      w.inert ||= frame.inert;
      // A click on the frame's «Список»: at its point, as a hand's lands, and on the button itself.
      const button = window.__clickFrame && !w.clickedOnFrame && Array.from(frame.querySelectorAll('button')).find((b) => b.textContent.trim() === 'Список');
      if (button) {
        const box = button.getBoundingClientRect();
        document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.click();
        button.click();
        w.clickedOnFrame = true;
      }
    }
    w.handedOver = !frame && appShown;
    if (w.firstShown < 0) return;
    if (!list || cards.length === 0) { fault(where + ': no list'); return; }
    for (const card of cards) {
      const r = card.getBoundingClientRect();
      if (r.bottom > 0 && r.top < innerHeight && !whole(card)) fault(where + ': card ' + card.dataset.token + ' on screen not whole');
    }
    const open = uncovered(list);
    if (open > 0) fault(where + ': ' + open + ' px of the list on screen without a card at ' + Math.round(scrollY));
    const loading = LOADING.exec(document.body.innerText);
    if (loading && !w.texts.includes(loading[1])) w.texts.push(loading[1]);
  };
  const sample = () => {
    window.__check();
    w.frames++;
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})();`;

const watchOf = (page: Page) => page.evaluate('window.__watch') as Promise<Watch>;

/** Loads the positions and follows them until 30 animation frames after the hand-over. */
async function watchedStart(page: Page): Promise<Watch> {
  await page.goto(`${baseUrl()}/mining/positions`);
  await page.waitForFunction(() => (window as unknown as { __watch?: Watch }).__watch?.handedOver === true, null, { timeout: 30_000 });
  const end = (await watchOf(page)).frames + 30;
  await page.waitForFunction((n) => (window as unknown as { __watch: Watch }).__watch.frames >= n, end, { timeout: 30_000 });
  return watchOf(page);
}

function assertSeen(watch: Watch, label: string): void {
  assert.ok(watch.firstShown >= 0, `${label}: positions were shown`);
  assert.deepEqual(watch.faults, [], `${label}: every frame shows the list with its cards whole`);
  assert.deepEqual(watch.texts, [], `${label}: no loading text after the positions`);
}

function assertFromFrame(watch: Watch, label: string): void {
  assert.equal(watch.fromFrame, true, `${label}: the first positions came from the last frame`);
  assert.equal(watch.strip, true, `${label}: the frame says «Восстановление…»`);
  assert.equal(watch.inert, true, `${label}: the frame is inert`);
}

/** A browser signed in as `user` on the positions page, with that page's last frame stored. */
async function signedInWithFrame(user = 'trader', viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, { viewport });
  await page.goto(`${baseUrl()}/mining/positions`);
  await loginAs(page, user);
  await page.locator('article[data-token]').first().waitFor();
  await waitForServiceWorker(page);
  await framesStored(page);
  return { context, page };
}

describe('positions on screen, frame by frame', () => {
  it('through warm and offline reloads: from the last frame to the app, never without the cards', async () => {
    const { context } = await signedInWithFrame();
    await context.addInitScript(WATCH);
    const warm = await context.newPage();
    const seen = await watchedStart(warm);
    assertSeen(seen, 'warm');
    assertFromFrame(seen, 'warm');
    await warm.close();

    await context.setOffline(true);
    for (let i = 1; i <= 3; i++) {
      const offline = await context.newPage();
      const watch = await watchedStart(offline);
      assertSeen(watch, `offline ${i}`);
      assertFromFrame(watch, `offline ${i}`);
      await offline.close();
    }

    // A click on the frame's «Список» does nothing: the frame is a picture, and the app comes up in
    // the view the frame shows (the grid), where the same press then works.
    const clicked = await context.newPage();
    await clicked.addInitScript('window.__clickFrame = true');
    const watch = await watchedStart(clicked);
    assertSeen(watch, 'offline, clicked on the frame');
    assert.equal(watch.clickedOnFrame, true, 'the frame was clicked');
    assert.equal(await clicked.locator('[data-mode]').getAttribute('data-mode'), 'grid', 'no click reached the app');
    await clicked.getByRole('button', { name: 'Список' }).click();
    await clicked.locator('[data-mode="list"] article[data-token]').first().waitFor();
    await context.setOffline(false);
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`through a scroll over the demo admin's positions and back, and a view switch, at ${viewport.width} px`, async () => {
      const { context, page } = await signedInWithFrame('admin', viewport);
      await page.evaluate(WATCH);
      // A brisk hand: 150 px a frame down to the end and back up, each frame checked as it will be
      // painted (right after the scroll, before the page has heard of it), then once more after.
      const scrolled = (await page.evaluate(`(async () => {
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        let steps = 0;
        for (const step of [150, -150]) {
          for (;;) {
            await frame();
            const before = scrollY;
            scrollBy(0, step);
            window.__check();
            steps++;
            if (scrollY === before) break;
          }
        }
        await frame();
        return steps;
      })()`)) as number;
      assert.ok(scrolled >= 10, `the list is long enough to scroll through (${scrolled} frames)`);
      // Then to the list and back to the grid, every frame sampled as before.
      for (const view of ['Список', 'Плитка']) {
        const end = (await watchOf(page)).frames + 30;
        await page.getByRole('button', { name: view }).click();
        await page.waitForFunction((n) => (window as unknown as { __watch: Watch }).__watch.frames >= n, end);
      }
      assertSeen(await watchOf(page), `scroll and view switch at ${viewport.width} px`);
      await context.close();
    });
  }
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

describe('the stored frame', () => {
  it('is markup and its stylesheets: no token, no data beside it', async () => {
    const { context, page } = await signedInWithFrame();
    const { frame, auth } = (await page.evaluate(STORED('/mining/positions'))) as {
      frame: Record<string, unknown>;
      auth: { accessToken: string; refreshToken: string };
    };
    assert.deepEqual(Object.keys(frame).sort(), ['html', 'htmlClass', 'path', 'savedAt', 'styles', 'userId']);
    assert.match(String(frame.html), /Восстановление…/);
    const stored = JSON.stringify(frame);
    assert.ok(!stored.includes(auth.accessToken) && !stored.includes(auth.refreshToken), 'no token in the frame');
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
