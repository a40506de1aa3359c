// The last frames the data worker keeps (IndexedDB `frames` of the page's own server), for browser
// tests that reload a page shown with its last frame.
import type { Page } from 'playwright-core';

/** How many frames are stored; a string so tsx adds no helpers the page lacks. */
export const FRAME_COUNT = `new Promise((resolve) => {
  const open = indexedDB.open('lp-ops');
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('frames')) { db.close(); resolve(0); return; }
    const req = db.transaction('frames').objectStore('frames').count();
    req.onsuccess = () => { db.close(); resolve(req.result); };
  };
  open.onerror = () => resolve(-1);
})`;

/** Polls from Node: waitForFunction would take the pending promise itself for a truthy answer. */
export async function framesStored(page: Page): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (((await page.evaluate(FRAME_COUNT)) as number) <= 0) {
    if (Date.now() > deadline) throw new Error('no frame was stored');
    await page.waitForTimeout(200);
  }
}

/**
 * Waits until the app has taken the place of a page's last frame. Until then both are in the
 * document (the app hidden under the frame), so a locator can find a text twice or read the frame.
 */
export async function appShown(page: Page): Promise<void> {
  // a function, not a string: the page's CSP refuses to evaluate strings
  await page.waitForFunction(() => !document.getElementById('last-frame') && !document.getElementById('root')?.hasAttribute('aria-hidden'));
}
