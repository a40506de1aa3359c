// A bot's journal (issue 54): entries written where something happens to a bot (its services and
// the simulator's events), read by GET /api/bots/{id}/logs and sent at once to the bot's open
// sockets as a `log` message. Every message is built here on the server from its own values
// (./messages.ts); nothing a client sends is written as it came.
import type Database from 'better-sqlite3';
import type { BotLogEntry } from '../../src/domain/contracts/bots';
import type { LogLevel } from '../../src/domain/contracts/values';
import type { LiveHub } from '../live/hub';

const inserts = new WeakMap<Database.Database, Database.Statement>();

function insertOf(db: Database.Database): Database.Statement {
  let stmt = inserts.get(db);
  if (!stmt) {
    stmt = db.prepare('INSERT INTO bot_logs (bot_id, level, message, created_at) VALUES (?, ?, ?, ?)');
    inserts.set(db, stmt);
  }
  return stmt;
}

/** Writes one entry (at `at`, ms) and, with a hub, sends it to the bot's sockets. */
export function writeJournal(
  db: Database.Database,
  hub: LiveHub | null,
  botId: number,
  level: LogLevel,
  message: string,
  at: number = Date.now(),
): BotLogEntry {
  const timestamp = new Date(at).toISOString();
  const id = Number(insertOf(db).run(botId, level, message, timestamp).lastInsertRowid);
  const entry = { id, bot_id: botId, level, message, timestamp };
  hub?.publish({ type: 'log', bot_id: botId, entry, ts: at });
  return entry;
}

/** What the services hand over: the database, the live hub and the simulated clock. */
export interface JournalDeps {
  db: Database.Database;
  hub: LiveHub;
  sim: { now(): number };
}

/** An entry written now (the simulator's time, so entries and positions agree at any SIM_SPEED). */
export function journal(deps: JournalDeps, botId: number, level: LogLevel, message: string): BotLogEntry {
  return writeJournal(deps.db, deps.hub, botId, level, message, deps.sim.now());
}
