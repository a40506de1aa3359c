// The expanded hedge card lists up to 3 active hedge positions (docs/product.md §2, §9), then 'и еще N позиций...'.
// A hedge position with status 'active' counts as active (docs/product.md §4).
import type { HedgePosition } from '../../contracts/types';

const HEDGE_CARD_POSITIONS = 3;

export function isActiveHedgePosition(p: Pick<HedgePosition, 'status'>): boolean {
  return typeof p.status === 'string' && p.status.trim().toLowerCase() === 'active';
}

export function hedgeCardPositions<T extends Pick<HedgePosition, 'status'>>(
  positions: readonly T[],
  limit = HEDGE_CARD_POSITIONS,
): { shown: T[]; more: number } {
  const active = positions.filter(isActiveHedgePosition);
  return { shown: active.slice(0, limit), more: Math.max(0, active.length - limit) };
}
