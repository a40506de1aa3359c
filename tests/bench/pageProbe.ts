// Instruments a page before any of its scripts run: when a selector first appears, long tasks,
// React commits (through the devtools hook React calls even in production builds), and messages
// arriving from the data worker on Comlink's ports.
import type { BrowserContext, Page } from 'playwright-core';

export interface ProbeState {
  firstSeen: Record<string, number>;
  longTasks: number[];
  commits: number;
  portMessages: number;
}

declare global {
  interface Window {
    __probe?: ProbeState;
  }
}

// Kept as a string: a function would be compiled by tsx with name helpers the page does not have.
const PROBE = `(() => {
  const sels = __SELECTORS__;
  const state = { firstSeen: {}, longTasks: [], commits: 0, portMessages: 0 };
  window.__probe = state;
  const check = () => {
    for (const s of sels) if (!(s in state.firstSeen) && document.querySelector(s)) state.firstSeen[s] = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) state.longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  } catch (e) {}
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(),
    inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {},
    onCommitFiberRoot() { state.commits++; }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  };
  const add = MessagePort.prototype.addEventListener;
  MessagePort.prototype.addEventListener = function (type, listener, options) {
    if (type === 'message' && typeof listener === 'function') {
      const wrapped = function (ev) { state.portMessages++; return listener.call(this, ev); };
      return add.call(this, type, wrapped, options);
    }
    return add.call(this, type, listener, options);
  };
})();`;

export async function installProbe(target: BrowserContext | Page, selectors: string[]): Promise<void> {
  await target.addInitScript({ content: PROBE.replace('__SELECTORS__', JSON.stringify(selectors)) });
}

export async function readProbe(page: Page): Promise<ProbeState> {
  return page.evaluate(() => window.__probe!);
}
