/** Spec §9: activity is forwarded at most once per 60 s. */
export const ACTIVITY_THROTTLE_MS = 60_000;

/** Spec §9 "Tracked activity events". */
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart', 'click'] as const;

/** A leading-edge throttle: the first call passes, then one per interval. Pure on the clock it is given. */
export function createActivityGate(intervalMs = ACTIVITY_THROTTLE_MS): (now: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}
