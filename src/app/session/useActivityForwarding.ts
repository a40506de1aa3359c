import { useEffect } from 'react';
import { TRACKED_ACTIVITY_EVENTS } from '../../domain/rules/accounts/sessionRules';
import { createActivityGate } from './activityGate';
import type { SessionPort } from './port';

/**
 * Forwards the user's activity (docs/product.md §9 events, at most once per 60 s) and page visibility to the
 * worker, which owns the inactivity and validation timers. Only while signed in.
 */
export function useActivityForwarding(port: SessionPort, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const gate = createActivityGate();
    const onActivity = () => {
      if (gate(Date.now())) void Promise.resolve(port.session.activity()).catch(() => undefined);
    };
    const onVisibility = () => {
      void Promise.resolve(port.session.visibility(document.visibilityState === 'visible')).catch(() => undefined);
    };
    const options: AddEventListenerOptions = { capture: true, passive: true };
    for (const type of TRACKED_ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      for (const type of TRACKED_ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [port, enabled]);
}
