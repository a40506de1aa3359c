import { describe, expect, it } from 'vitest';
import { ru } from './ru';
import { adminRu } from './sections/admin';
import { dashboardBlocksRu } from './sections/dashboardBlocks';
import { demosRu } from './sections/demos';
import { exitReasonsRu } from './sections/exitReasons';
import { hedgeRu } from './sections/hedge';
import { miningRu } from './sections/mining';
import { settingsRu } from './sections/settings';

function leaves(node: unknown, path = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

describe('Russian catalogue', () => {
  it('keeps the texts the spec quotes exactly', () => {
    expect(ru.errors.notFound).toBe('Страница не найдена');
    expect(ru.errors.crashTitle).toBe('Что-то пошло не так');
    expect(ru.errors.crashText).toBe('Произошла неожиданная ошибка в приложении');
    expect(ru.app.sessionInit).toBe('Инициализация сессии...');
  });

  it("has no empty strings, in the shared part or in a section's own texts", () => {
    const all = { ru, adminRu, demosRu, hedgeRu, miningRu, settingsRu };
    for (const [path, text] of leaves(all)) expect(text.trim(), path).not.toBe('');
  });

  it('speaks product words to users, never of the document it was built from (issue 52 item 12)', () => {
    const all = { ru, adminRu, demosRu, hedgeRu, miningRu, settingsRu, dashboardBlocksRu };
    for (const [path, text] of leaves(all)) expect(text, path).not.toMatch(/спецификац/i);
  });

  it('words each exit reason once, for every screen (issue 52 item 12)', () => {
    const all = { ru, adminRu, demosRu, hedgeRu, miningRu, settingsRu, dashboardBlocksRu };
    const reasons = new Set(Object.values(exitReasonsRu).map((s) => s.toLowerCase()));
    const elsewhere = leaves(all).filter(([, text]) => reasons.has(text.toLowerCase()));
    expect(elsewhere).toEqual([]);
    expect(exitReasonsRu.upper).toBe('Выход по верхнему каналу');
  });
});
