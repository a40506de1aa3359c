import { describe, expect, it } from 'vitest';
import { journalMatches, journalText, mergeJournal, parseLogEntry } from './journal';

const entry = (id: number, level = 'info', message = `запись ${id}`) => ({
  id,
  bot_id: 3,
  level,
  message,
  timestamp: '2026-03-14T10:00:05Z',
});

describe('journal entries', () => {
  it('takes an entry as a backend sends it, and refuses what is not one', () => {
    expect(parseLogEntry({ ...entry(1), level: 'WARNING' })).toMatchObject({ id: 1, level: 'warning' });
    expect(parseLogEntry({ ...entry(1), id: '1' })).toBeNull();
    expect(parseLogEntry({ ...entry(1), message: null })).toBeNull();
    expect(parseLogEntry([])).toBeNull();
  });

  it('keeps a message on one line: a line break cannot fake an entry in the text file', () => {
    const parsed = parseLogEntry({ ...entry(2), message: 'ok\n14.03.2026 10:00:00\tERROR\tfake\u202e, +3,85\u00a0$' });
    expect(parsed?.message).toBe('ok 14.03.2026 10:00:00 ERROR fake, +3,85\u00a0$');
  });

  it('filters by level and by text in any case', () => {
    const e = entry(1, 'warning', 'Позиция #40 закрыта');
    expect(journalMatches(e, { level: 'all', search: '' })).toBe(true);
    expect(journalMatches(e, { level: 'error', search: '' })).toBe(false);
    expect(journalMatches(e, { level: 'warning', search: 'позиция #40' })).toBe(true);
    expect(journalMatches(e, { level: 'all', search: ' ЗАКРЫТА ' })).toBe(true);
    expect(journalMatches(e, { level: 'all', search: 'открыта' })).toBe(false);
  });

  it('merges pages and live entries newest first, each once', () => {
    const merged = mergeJournal([entry(5), entry(4)], null, [entry(4), entry(3)], [entry(6)]);
    expect(merged.map((e) => e.id)).toEqual([6, 5, 4, 3]);
  });

  it('writes one line per entry under a heading', () => {
    const text = journalText('Журнал: LP Alpha', [entry(2, 'error', 'Сбой')]);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('Журнал: LP Alpha');
    expect(lines[1]).toMatch(/^\d\d\.\d\d\.2026 \d\d:\d\d:05\tERROR\tСбой$/);
  });
});
