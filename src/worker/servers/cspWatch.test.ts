import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../clock';
import { CSP_REPORT_WAIT_MS, watchCsp } from './cspWatch';

describe('what the policy refused', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from the browser’s report, which may come a moment after the failed request', async () => {
    let report: (e: { blockedURI?: string; effectiveDirective?: string }) => void = () => undefined;
    const csp = watchCsp({ addEventListener: (_type, listener) => (report = listener) }, systemClock);
    const asked = csp.refused('http://b.test');
    report({ blockedURI: 'http://b.test/api/health', effectiveDirective: 'connect-src' });
    await expect(asked).resolves.toBe(true);
    // known from then on, at once
    await expect(csp.refused('http://b.test')).resolves.toBe(true);
    // another directive, or no report within the wait: not refused by the policy
    report({ blockedURI: 'http://c.test/x.png', effectiveDirective: 'img-src' });
    const other = csp.refused('http://c.test');
    await vi.advanceTimersByTimeAsync(CSP_REPORT_WAIT_MS);
    await expect(other).resolves.toBe(false);
  });
});
