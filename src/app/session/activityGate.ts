import { ACTIVITY_THROTTLE_MS } from '../../domain/rules/accounts/sessionRules';

/** A leading-edge throttle: the first call passes, then one per interval. Pure on the clock it is given. */
export function createActivityGate(intervalMs = ACTIVITY_THROTTLE_MS): (now: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}
