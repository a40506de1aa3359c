// One page of a bot's journal, newest first: by level, and by text the message contains in any
// case (folded as the app folds it, src/domain/rules/mining/journal.ts: SQLite's own lower() knows only ASCII).
import type Database from 'better-sqlite3';
import type { BotLogEntry, BotLogQuery } from '../../src/domain/contracts/bots';
import { BOT_LOG_PAGE } from '../../src/domain/contracts/values';
import { foldCase } from '../../src/domain/rules/mining/journal';

const folding = new WeakSet<Database.Database>();

export function journalPage(db: Database.Database, botId: number, query: BotLogQuery): BotLogEntry[] {
  if (!folding.has(db)) {
    db.function('journal_fold', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? foldCase(text) : text));
    folding.add(db);
  }
  const { limit = BOT_LOG_PAGE, offset = 0, level, search } = query;
  const where = ['bot_id = @bot'];
  if (level) where.push('level = @level');
  const text = search?.trim();
  if (text) where.push('instr(journal_fold(message), @text) > 0');
  const rows = db
    .prepare(
      `SELECT id, bot_id, level, message, created_at FROM bot_logs WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ bot: botId, level: level ?? null, text: text ? foldCase(text) : null, limit, offset }) as Array<{
    id: number;
    bot_id: number;
    level: string;
    message: string;
    created_at: string;
  }>;
  return rows.map((l) => ({ id: l.id, bot_id: l.bot_id, level: l.level, message: l.message, timestamp: l.created_at }));
}
