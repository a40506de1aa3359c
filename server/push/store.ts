// SQLite access for alerts: devices, rules and the alerts raised. Only this file names the tables
// of ./migrations.ts.
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import { ALERTS_KEPT, withRuleDefaults } from '../../src/domain/rules/alerts/alertRules';
import type { AlertItem, AlertList, AlertRules, AlertRulesBody, Device, PushSubscriptionJson } from '../../src/domain/contracts/push';
import type { PushTarget } from './sender';

interface DeviceRow {
  id: number;
  user_id: number;
  session_id: string | null;
  endpoint: string;
  endpoint_hash: string;
  p256dh: string;
  auth: string;
  label: string;
  enabled: number;
  created_at: string;
  last_success_at: string | null;
  last_error: string | null;
}

interface AlertRow {
  id: number;
  kind: AlertItem['kind'];
  title: string;
  body: string;
  url: string;
  tag: string;
  bot_id: number | null;
  position_id: number | null;
  created_ms: number;
  read: number;
  quiet: number;
}

export type NewAlert = Omit<AlertItem, 'id' | 'created_at' | 'read'> & { createdMs: number };

/** SHA-256 of an endpoint, base64url: how the page recognises its own device in the list. */
export function endpointHash(endpoint: string): string {
  return crypto.createHash('sha256').update(endpoint).digest('base64url');
}

const unpadded = (v: string) => v.replace(/=+$/, '');
const iso = (ms: number) => new Date(ms).toISOString();

function toDevice(r: DeviceRow): Device {
  let service = '';
  try {
    service = new URL(r.endpoint).host;
  } catch {
    /* stored only after validation */
  }
  return {
    id: r.id,
    label: r.label,
    enabled: r.enabled === 1,
    service,
    endpoint_hash: r.endpoint_hash,
    created_at: r.created_at,
    last_success_at: r.last_success_at,
    last_error: r.last_error,
  };
}

function toAlert(r: AlertRow): AlertItem {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    url: r.url,
    tag: r.tag,
    bot_id: r.bot_id,
    position_id: r.position_id,
    created_at: iso(r.created_ms),
    read: r.read === 1,
    quiet: r.quiet === 1,
  };
}

const toTarget = (r: DeviceRow): PushTarget => ({
  id: r.id,
  userId: r.user_id,
  endpoint: r.endpoint,
  keys: { p256dh: r.p256dh, auth: r.auth },
});

/** A device's login is gone (logged out, revoked): it receives nothing and is dropped from lists. */
const LIVE_SESSION = `(p.session_id IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.session_id = p.session_id AND s.revoked_at_ms IS NULL))`;

export class PushStore {
  constructor(private readonly db: Database.Database) {}

  private stmt(sql: string): Database.Statement {
    return this.db.prepare(sql);
  }

  /**
   * Adds the browser's subscription, or takes it over (one row per endpoint, whoever had it).
   * Null when the user already has `maxDevices` other devices (counted and written in one step).
   */
  saveDevice(
    userId: number,
    sessionId: string | null,
    sub: PushSubscriptionJson,
    label: string,
    maxDevices: number,
    now = Date.now(),
  ): Device | null {
    const row = {
      user_id: userId,
      session_id: sessionId,
      endpoint: sub.endpoint,
      endpoint_hash: endpointHash(sub.endpoint),
      p256dh: unpadded(sub.keys.p256dh),
      auth: unpadded(sub.keys.auth),
      label: label.trim(),
      created_at: iso(now),
    };
    return this.db.transaction(() => {
      const others = this.stmt('SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ? AND endpoint <> ?').get(
        userId,
        sub.endpoint,
      ) as {
        n: number;
      };
      if (others.n >= maxDevices) return null;
      this.stmt(
        `INSERT INTO push_subscriptions (user_id, session_id, endpoint, endpoint_hash, p256dh, auth, label, enabled, created_at)
         VALUES (@user_id, @session_id, @endpoint, @endpoint_hash, @p256dh, @auth, @label, 1, @created_at)
         ON CONFLICT(endpoint) DO UPDATE SET user_id = excluded.user_id, session_id = excluded.session_id, p256dh = excluded.p256dh,
           auth = excluded.auth, label = excluded.label, enabled = 1, last_error = NULL,
           created_at = CASE WHEN push_subscriptions.user_id = excluded.user_id THEN push_subscriptions.created_at ELSE excluded.created_at END`,
      ).run(row);
      return toDevice(this.stmt('SELECT * FROM push_subscriptions WHERE endpoint = ?').get(sub.endpoint) as DeviceRow);
    })();
  }

  devices(userId: number): Device[] {
    this.stmt(`DELETE FROM push_subscriptions AS p WHERE p.user_id = ? AND NOT ${LIVE_SESSION}`).run(userId);
    return (this.stmt('SELECT * FROM push_subscriptions WHERE user_id = ? ORDER BY id').all(userId) as DeviceRow[]).map(toDevice);
  }

  device(userId: number, id: number): Device | null {
    const row = this.stmt('SELECT * FROM push_subscriptions WHERE id = ? AND user_id = ?').get(id, userId) as DeviceRow | undefined;
    return row ? toDevice(row) : null;
  }

  updateDevice(userId: number, id: number, changes: { enabled?: boolean; label?: string }): Device | null {
    if (changes.enabled !== undefined)
      this.stmt('UPDATE push_subscriptions SET enabled = ? WHERE id = ? AND user_id = ?').run(changes.enabled ? 1 : 0, id, userId);
    if (changes.label !== undefined)
      this.stmt('UPDATE push_subscriptions SET label = ? WHERE id = ? AND user_id = ?').run(changes.label.trim(), id, userId);
    return this.device(userId, id);
  }

  deleteDevice(userId: number, id: number): boolean {
    return this.stmt('DELETE FROM push_subscriptions WHERE id = ? AND user_id = ?').run(id, userId).changes > 0;
  }

  /** Where a user's alerts go: the enabled devices of live logins. */
  targets(userId: number): PushTarget[] {
    const rows = this.stmt(`SELECT p.* FROM push_subscriptions p WHERE p.user_id = ? AND p.enabled = 1 AND ${LIVE_SESSION}`).all(
      userId,
    ) as DeviceRow[];
    return rows.map(toTarget);
  }

  /** One device of the user, switched on or off (the test message), if its login is live. */
  target(userId: number, id: number): PushTarget | null {
    const row = this.stmt(`SELECT p.* FROM push_subscriptions p WHERE p.id = ? AND p.user_id = ? AND ${LIVE_SESSION}`).get(id, userId) as
      DeviceRow | undefined;
    return row ? toTarget(row) : null;
  }

  /** The push service no longer knows the subscription (404/410). */
  forget(id: number): void {
    this.stmt('DELETE FROM push_subscriptions WHERE id = ?').run(id);
  }

  noteDelivered(id: number, now = Date.now()): void {
    this.stmt('UPDATE push_subscriptions SET last_success_at = ?, last_error = NULL WHERE id = ?').run(iso(now), id);
  }

  noteFailed(id: number, detail: string): void {
    this.stmt('UPDATE push_subscriptions SET last_error = ? WHERE id = ?').run(detail.slice(0, 200), id);
  }

  rules(userId: number): AlertRules {
    const row = this.stmt('SELECT rules, updated_at FROM alert_rules WHERE user_id = ?').get(userId) as
      { rules: string; updated_at: string } | undefined;
    if (!row) return withRuleDefaults(null);
    return withRuleDefaults({ ...(JSON.parse(row.rules) as Partial<AlertRules>), updated_at: row.updated_at });
  }

  saveRules(userId: number, body: AlertRulesBody, now = Date.now()): AlertRules {
    const rules = JSON.stringify({
      kinds: body.kinds,
      daily_loss_usdt: body.daily_loss_usdt,
      quiet_hours: body.quiet_hours,
      time_zone: body.time_zone,
    });
    this.stmt(
      `INSERT INTO alert_rules (user_id, rules, updated_at) VALUES (?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET rules = excluded.rules, updated_at = excluded.updated_at`,
    ).run(userId, rules, iso(now));
    return this.rules(userId);
  }

  /** Records an alert and keeps the user's newest ALERTS_KEPT. */
  addAlert(userId: number, a: NewAlert): AlertItem {
    const id = this.db.transaction(() => {
      const inserted = Number(
        this.stmt(
          `INSERT INTO user_alerts (user_id, kind, title, body, url, tag, bot_id, position_id, created_ms, read, quiet)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
        ).run(userId, a.kind, a.title, a.body, a.url, a.tag, a.bot_id, a.position_id, a.createdMs, a.quiet ? 1 : 0).lastInsertRowid,
      );
      this.stmt(
        `DELETE FROM user_alerts WHERE user_id = ? AND id <= (SELECT id FROM user_alerts WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
      ).run(userId, userId, ALERTS_KEPT);
      return inserted;
    })();
    return toAlert(this.stmt('SELECT * FROM user_alerts WHERE id = ?').get(id) as AlertRow);
  }

  alerts(userId: number): AlertList {
    const items = (
      this.stmt('SELECT * FROM user_alerts WHERE user_id = ? ORDER BY id DESC LIMIT ?').all(userId, ALERTS_KEPT) as AlertRow[]
    ).map(toAlert);
    return { items, unread: this.unread(userId) };
  }

  unread(userId: number): number {
    return (this.stmt('SELECT COUNT(*) AS n FROM user_alerts WHERE user_id = ? AND read = 0').get(userId) as { n: number }).n;
  }

  markRead(userId: number, upTo?: number): number {
    this.stmt(`UPDATE user_alerts SET read = 1 WHERE user_id = ? AND read = 0 ${upTo !== undefined ? 'AND id <= ?' : ''}`).run(
      ...(upTo !== undefined ? [userId, upTo] : [userId]),
    );
    return this.unread(userId);
  }

  /** The owner, name and kind of a bot (mining and hedge bots share one id sequence). */
  bot(botId: number): { userId: number; name: string; kind: 'mining' | 'hedge' } | null {
    const row = this.stmt(
      `SELECT user_id, name, 'mining' AS kind FROM bots WHERE bot_id = ? UNION ALL SELECT user_id, name, 'hedge' AS kind FROM hedge_bots WHERE bot_id = ?`,
    ).get(botId, botId) as { user_id: number; name: string; kind: 'mining' | 'hedge' } | undefined;
    return row ? { userId: row.user_id, name: row.name, kind: row.kind } : null;
  }

  /** Every bot of a user, mining and hedge. */
  botsOf(userId: number): number[] {
    const rows = this.stmt('SELECT bot_id FROM bots WHERE user_id = ? UNION ALL SELECT bot_id FROM hedge_bots WHERE user_id = ?').all(
      userId,
      userId,
    ) as Array<{
      bot_id: number;
    }>;
    return rows.map((r) => r.bot_id);
  }

  /** Every mining bot's owner (the periodic look at open positions). */
  miningBotOwners(): Map<number, number> {
    const rows = this.stmt('SELECT bot_id, user_id FROM bots').all() as Array<{ bot_id: number; user_id: number }>;
    return new Map(rows.map((r) => [r.bot_id, r.user_id]));
  }
}
