// Derived position risk of docs/product.md §4/§9: low with no flag, medium with 1-2, high with 3 or more.
import type { MiningPosition } from '../../contracts/types';

export type PositionRisk = 'low' | 'medium' | 'high';
export type RiskFlag = 'price_move' | 'long_hold' | 'losing';

const PRICE_MOVE_LIMIT = 0.05; // above 5 % from entry
const HOLD_LIMIT_S = 24 * 3600; // above 24 h
const PNL_PERCENT_LIMIT = -0.05; // pnl_percent below -0.05

/** 'h:m:s' (hours may exceed 24) → seconds; null when unreadable. */
export function parseTimeInPosition(value: string | null | undefined): number | null {
  if (!value) return null;
  const parts = value.split(':').map(Number);
  if (parts.length !== 3 || parts.some((p) => !Number.isFinite(p) || p < 0)) return null;
  return parts[0] * 3600 + parts[1] * 60 + parts[2];
}

/** Seconds in position: the duration field, else time_in_position. */
export function secondsInPosition(p: Pick<MiningPosition, 'duration' | 'time_in_position'>): number {
  if (typeof p.duration === 'number' && Number.isFinite(p.duration)) return p.duration;
  return parseTimeInPosition(p.time_in_position) ?? 0;
}

type RiskInput = Pick<MiningPosition, 'entry_price' | 'current_price' | 'duration' | 'time_in_position' | 'pnl_percent'>;

export function riskFlags(p: RiskInput): RiskFlag[] {
  const flags: RiskFlag[] = [];
  if (
    p.entry_price > 0 &&
    Number.isFinite(p.current_price) &&
    Math.abs(p.current_price - p.entry_price) / p.entry_price > PRICE_MOVE_LIMIT
  ) {
    flags.push('price_move');
  }
  if (secondsInPosition(p) > HOLD_LIMIT_S) flags.push('long_hold');
  if (Number.isFinite(p.pnl_percent) && p.pnl_percent < PNL_PERCENT_LIMIT) flags.push('losing');
  return flags;
}

export function riskFromFlagCount(count: number): PositionRisk {
  if (count <= 0) return 'low';
  return count >= 3 ? 'high' : 'medium';
}

export function positionRisk(p: RiskInput): PositionRisk {
  return riskFromFlagCount(riskFlags(p).length);
}
