/** Spec §9: the expiry warning starts when under 5 minutes remain. */
export const EXPIRY_WARNING_MS = 5 * 60_000;

/** Remaining session time as hours and minutes ('1 ч 05 мин'); never negative. */
export function formatRemaining(ms: number): string {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${hours} ч ${String(minutes).padStart(2, '0')} мин`;
}

export function isExpiring(ms: number): boolean {
  return ms < EXPIRY_WARNING_MS;
}
