// Alerts that reach a device (issue 23): the VAPID public key, the devices (Web Push
// subscriptions) of a user, the user's alert rules, and the list of alerts sent.
import { Answer, Bool, Id, Input, Int, Nullable, Num, OneOf, Str, Text, Type, type Static } from './schema';
import { ALERT_KINDS, DAILY_LOSS_MAX, DAILY_LOSS_MIN, DEVICE_LABEL_MAX, TEXT_LIMITS, TIME_OF_DAY_PATTERN, TIME_ZONE_MAX } from './values';

/** docs/architecture.md#fixed-contracts: the application server key, base64url of the uncompressed P-256 point (65 bytes). */
export const PublicKeyAnswer = Answer({ public_key: Type.String({ pattern: '^[A-Za-z0-9_-]{87}$' }) });

/** A browser's `PushSubscription.toJSON()` (RFC 8030 endpoint, RFC 8291 keys). */
export const PushSubscriptionJson = Input({
  endpoint: Str(TEXT_LIMITS.url * 2, 10),
  expirationTime: Type.Optional(Nullable(Type.Number())),
  keys: Input({
    // 65 bytes of P-256 point and 16 bytes of auth secret, base64url (padding tolerated)
    p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{87}={0,1}$' }),
    auth: Type.String({ pattern: '^[A-Za-z0-9_-]{22}={0,2}$' }),
  }),
});
export const DeviceCreateBody = Input({ subscription: PushSubscriptionJson, label: Text(DEVICE_LABEL_MAX, 1) });
export const DeviceUpdateBody = Input(
  { enabled: Type.Optional(Bool), label: Type.Optional(Text(DEVICE_LABEL_MAX, 1)) },
  { minProperties: 1 },
);
export const DeviceParams = Input({ id: Id });

/** A device as its owner sees it: never its endpoint or keys, only what tells it apart. */
export const Device = Answer({
  id: Id,
  label: Type.String(),
  enabled: Bool,
  /** The push service's host (e.g. fcm.googleapis.com). */
  service: Type.String(),
  /** SHA-256 of the endpoint, base64url: the page finds its own device by hashing its endpoint. */
  endpoint_hash: Type.String(),
  created_at: Type.String(),
  last_success_at: Nullable(Type.String()),
  last_error: Nullable(Type.String()),
});

const Kinds = Input(Object.fromEntries(ALERT_KINDS.map((k) => [k, Bool])) as Record<(typeof ALERT_KINDS)[number], typeof Bool>);
const TimeOfDay = Type.String({ pattern: TIME_OF_DAY_PATTERN });
const QuietHours = Input({ enabled: Bool, start: TimeOfDay, end: TimeOfDay });

/** What the user is alerted about, and when not. */
export const AlertRulesBody = Input({
  kinds: Kinds,
  daily_loss_usdt: Num(DAILY_LOSS_MIN, DAILY_LOSS_MAX),
  quiet_hours: QuietHours,
  /** IANA time zone of the quiet hours (e.g. Europe/Moscow). */
  time_zone: Str(TIME_ZONE_MAX, 1),
});
export const AlertRulesAnswer = Answer({
  kinds: Kinds,
  daily_loss_usdt: Type.Number(),
  quiet_hours: QuietHours,
  time_zone: Type.String(),
  /** When the user last saved them; null while they are the defaults. */
  updated_at: Nullable(Type.String()),
});

export const AlertItem = Answer({
  id: Id,
  kind: OneOf(ALERT_KINDS),
  title: Type.String(),
  body: Type.String(),
  /** The app's page for it: the position's card, the bot, or statistics. */
  url: Type.String(),
  /** One notification per position (or bot): a later alert replaces the earlier one. */
  tag: Type.String(),
  bot_id: Nullable(Type.Integer()),
  position_id: Nullable(Type.Integer()),
  created_at: Type.String(),
  read: Bool,
  /** Raised in the user's quiet hours: listed, not pushed. */
  quiet: Bool,
});
export const AlertList = Answer({ items: Type.Array(AlertItem), unread: Type.Integer({ minimum: 0 }) });
export const UnreadAnswer = Answer({ unread: Type.Integer({ minimum: 0 }) });
export const ReadBody = Nullable(Input({ up_to: Type.Optional(Id) }));
export const TestAnswer = Answer({ message: Type.String(), queued: Int(0, 1000) });

export type PublicKeyAnswer = Static<typeof PublicKeyAnswer>;
export type PushSubscriptionJson = Static<typeof PushSubscriptionJson>;
export type DeviceCreateBody = Static<typeof DeviceCreateBody>;
export type DeviceUpdateBody = Static<typeof DeviceUpdateBody>;
export type Device = Static<typeof Device>;
export type AlertRules = Static<typeof AlertRulesAnswer>;
export type AlertRulesBody = Static<typeof AlertRulesBody>;
export type AlertItem = Static<typeof AlertItem>;
export type AlertList = Static<typeof AlertList>;
