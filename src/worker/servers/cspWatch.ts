// What the worker's Content-Security-Policy refused, as the browser reports it: a blocked request
// fails like any network failure, and only the `securitypolicyviolation` event on the worker's
// scope tells the two apart ("Проверить соединение" names the cause: docs/decisions/0120). The
// event comes a moment after the failed request, so a question about an origin waits a little.
import type { Clock } from '../clock';

/** How long a failed request's origin waits for the browser's report before it is called not refused. */
export const CSP_REPORT_WAIT_MS = 1_500;

export interface CspWatch {
  /** Whether the policy refused a connection to `origin` (waits up to CSP_REPORT_WAIT_MS for the report). */
  refused(origin: string): Promise<boolean>;
}

interface ViolationLike {
  blockedURI?: string;
  effectiveDirective?: string;
}

export function watchCsp(
  scope: { addEventListener(type: 'securitypolicyviolation', listener: (e: ViolationLike) => void): void },
  clock: Clock,
): CspWatch {
  const refused = new Set<string>();
  const waiting = new Set<{ origin: string; done: (refused: boolean) => void }>();
  scope.addEventListener('securitypolicyviolation', (event) => {
    if (event.effectiveDirective !== 'connect-src' || !event.blockedURI) return;
    let origin: string;
    try {
      origin = new URL(event.blockedURI).origin;
    } catch {
      return;
    }
    refused.add(origin);
    for (const waiter of [...waiting]) if (waiter.origin === origin) waiter.done(true);
  });
  return {
    refused(origin) {
      if (refused.has(origin)) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter = {
          origin,
          done: (answer: boolean) => {
            waiting.delete(waiter);
            clock.clearTimeout(timer);
            resolve(answer);
          },
        };
        const timer = clock.setTimeout(() => waiter.done(false), CSP_REPORT_WAIT_MS);
        waiting.add(waiter);
      });
    },
  };
}
