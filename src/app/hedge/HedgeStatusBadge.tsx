import { hedgeStatusOf } from '../../domain/rules/hedge/hedgeStatus';
import type { HedgeBotStatus } from '../../domain/contracts/types';
import { hedgeRu } from '../i18n/sections/hedge';
import { Badge, type BadgeTone } from '../ui/Badge';

const TONES: Record<HedgeBotStatus, BadgeTone> = { running: 'positive', stopped: 'neutral', paused: 'warning', error: 'negative' };

/** Работает / Остановлен / Приостановлен / Ошибка (docs/product.md §4). */
export function HedgeStatusBadge({ status }: { status: string }) {
  const s = hedgeStatusOf(status);
  return <Badge tone={TONES[s]}>{hedgeRu.status[s]}</Badge>;
}
