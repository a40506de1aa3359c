// How a position's status, channel type and risk read on screen, and when a fresh copy reads the same.
import type { PositionRisk } from '../../../domain/rules/mining/positionRisk';
import type { MiningPosition } from '../../../domain/contracts/types';
import { miningRu } from '../../i18n/sections/mining';
import type { BadgeTone } from '../../ui/Badge';
import type { StatusTone } from '../../ui/StatusMark';

const t = miningRu.positions;

export function statusText(status: string): string {
  return (t.status as Record<string, string>)[status] ?? status;
}

/** A hedge's status ('active' → 'Активен'); an unknown one is shown as sent. */
export function hedgeStatusText(status: string): string {
  return (t.hedgeStatuses as Record<string, string>)[status] ?? status;
}

const STATUS_TONE: Record<string, StatusTone> = { open: 'positive', closed: 'muted', rebalancing: 'warning' };

/** The colour of a status's dot; an unknown status is marked as information. */
export function statusTone(status: string): StatusTone {
  return STATUS_TONE[status] ?? 'info';
}

export function channelTypeText(type: string): string {
  return (t.channelType as Record<string, string>)[type] ?? type;
}

export const RISK_TONE: Record<PositionRisk, BadgeTone> = { low: 'positive', medium: 'warning', high: 'negative' };

export { signTone } from '../../ui/sign';

/**
 * Whether two copies of a position show the same: live pushes bring a fresh copy of every open
 * position, and the server stamps `last_update` when one changes.
 */
export function samePositionVersion(a: MiningPosition, b: MiningPosition): boolean {
  return a.token_id === b.token_id && a.last_update === b.last_update && a.status === b.status && a.time_in_position === b.time_in_position;
}

/** Where a price sits in the channel: its share of the way from the lower bound (0–1, held at the edge it left by). */
export function rangePlace(price: number, lower: number, upper: number): { share: number; side: 'below' | 'inside' | 'above' } | null {
  if (![price, lower, upper].every(Number.isFinite) || !(upper > lower)) return null;
  if (price < lower) return { share: 0, side: 'below' };
  if (price > upper) return { share: 1, side: 'above' };
  return { share: (price - lower) / (upper - lower), side: 'inside' };
}
