// An alert as the server sends it (the list, a live `alert` message, a push message's payload):
// read defensively, and folded into a kept list of the newest ALERTS_KEPT.
import { isAppLink } from './alertLink';
import { ALERTS_KEPT } from './alertRules';
import type { AlertItem, AlertList } from '../../contracts/push';
import { ALERT_KINDS, isOneOf } from '../../contracts/values';

const int = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const intOrNull = (v: unknown): v is number | null => v === null || int(v);
const text = (v: unknown, max = 2000): v is string => typeof v === 'string' && v.length <= max;

/** The alert in a value, or null when anything is missing, malformed, or its link leaves the app. */
export function parseAlertItem(value: unknown): AlertItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!int(v.id) || v.id < 1 || !isOneOf(ALERT_KINDS, v.kind)) return null;
  if (!text(v.title, 200) || !text(v.body) || !text(v.tag, 100) || !text(v.created_at, 40) || !isAppLink(v.url)) return null;
  if (!intOrNull(v.bot_id) || !intOrNull(v.position_id)) return null;
  return {
    id: v.id,
    kind: v.kind,
    title: v.title,
    body: v.body,
    url: v.url,
    tag: v.tag,
    bot_id: v.bot_id,
    position_id: v.position_id,
    created_at: v.created_at,
    read: v.read === true,
    quiet: v.quiet === true,
  };
}

/** What a push message carries: an alert and whose it is, or the settings' test (nothing secret). */
export type PushPayload =
  { type: 'alert'; user_id: number; alert: AlertItem } | { type: 'test'; user_id: number; title: string; body: string };

/** A push message's data (JSON text or an object), or null. */
export function parsePushPayload(data: unknown): PushPayload | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!int(v.user_id) || v.user_id < 1) return null;
  if (v.type === 'test')
    return text(v.title, 200) && text(v.body) ? { type: 'test', user_id: v.user_id, title: v.title, body: v.body } : null;
  const alert = v.type === 'alert' ? parseAlertItem(v.alert) : null;
  return alert ? { type: 'alert', user_id: v.user_id, alert } : null;
}

/** The list with a newly arrived alert first (once: an alert already listed changes nothing). */
export function foldAlert(list: AlertList | null, item: AlertItem): AlertList {
  const items = list?.items ?? [];
  if (items.some((a) => a.id === item.id)) return list ?? { items, unread: 0 };
  const next = [item, ...items].sort((a, b) => b.id - a.id).slice(0, ALERTS_KEPT);
  return { items: next, unread: next.filter((a) => !a.read).length };
}
