// A bot's journal (issue 54): what an entry must be to be shown, the level filter and text search
// that the server, the worker and the screen apply alike, the merge of pages and live entries, and
// the text file an operator downloads.
import type { BotLogEntry } from '../../contracts/bots';
import { csvDate } from '../../format/csv';
import { LOG_LEVELS, TEXT_LIMITS, isOneOf, type LogLevel } from '../../contracts/values';
import { withoutHiddenCharacters } from '../input/inputHygiene';

/** The longest message shown; a longer one is cut (a backend's runaway line must not stall the list). */
const MESSAGE_MAX = 2000;
/** The longest text a journal is searched for (the contract's limit for the `search` param). */
export const JOURNAL_SEARCH_MAX = TEXT_LIMITS.name;
/** The most entries a download holds. */
export const JOURNAL_EXPORT_MAX = 20_000;

export type JournalLevel = 'all' | LogLevel;

export interface JournalFilter {
  level: JournalLevel;
  /** Text the message must contain, any case; blank: every message. */
  search: string;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A journal entry from a backend, or null when it is not one. The level is lower-cased; the
 * message is kept on one line (a run of line breaks and tabs becomes one space) without
 * control or invisible characters (it is read on screen and saved to a text file, where a line
 * break inside it would fake an entry of its own), cut to a readable length.
 */
export function parseLogEntry(raw: unknown): BotLogEntry | null {
  if (!isRecord(raw)) return null;
  const { id, bot_id, level, message, timestamp } = raw;
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(bot_id)) return null;
  if (typeof level !== 'string' || typeof message !== 'string' || typeof timestamp !== 'string') return null;
  const clean = oneLine(message.length > MESSAGE_MAX * 2 ? message.slice(0, MESSAGE_MAX * 2) : message);
  return {
    id: id as number,
    bot_id: bot_id as number,
    level: withoutHiddenCharacters(level).trim().toLowerCase().slice(0, 20),
    message: clean.length > MESSAGE_MAX ? `${clean.slice(0, MESSAGE_MAX)}…` : clean,
    timestamp,
  };
}

/**
 * A text on one line: line breaks and tabs become a space, control and invisible characters go.
 * No-break spaces stay (they hold a figure to its unit).
 */
export function oneLine(text: string): string {
  return withoutHiddenCharacters(text.replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, ' '));
}

/** The known level of an entry, or null for one a backend named otherwise. */
export function logLevelOf(level: string): LogLevel | null {
  return isOneOf(LOG_LEVELS, level) ? level : null;
}

/** Case-insensitive the same way everywhere (the server's search folds with the same call). */
export function foldCase(text: string): string {
  return text.toLocaleLowerCase('ru-RU');
}

export function journalMatches(entry: Pick<BotLogEntry, 'level' | 'message'>, filter: JournalFilter): boolean {
  if (filter.level !== 'all' && entry.level !== filter.level) return false;
  const search = filter.search.trim();
  return search === '' || foldCase(entry.message).includes(foldCase(search));
}

/** Entries of several lists as one, newest first (a larger id is newer), each once. */
export function mergeJournal(...lists: ReadonlyArray<readonly BotLogEntry[] | null | undefined>): BotLogEntry[] {
  const byId = new Map<number, BotLogEntry>();
  for (const list of lists) for (const e of list ?? []) if (!byId.has(e.id)) byId.set(e.id, e);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

/** One line of the text file: local time with seconds, the level, the message. */
function journalLine(e: BotLogEntry): string {
  return `${csvDate(e.timestamp) || e.timestamp}\t${e.level.toUpperCase()}\t${e.message}`;
}

/** The journal as a text file (UTF-8, one entry a line, newest first, a heading line first). */
export function journalText(heading: string, entries: readonly BotLogEntry[]): string {
  return [withoutHiddenCharacters(heading), ...entries.map(journalLine)].join('\n') + '\n';
}
