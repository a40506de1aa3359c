// Every count text of the catalogue agrees with its count (docs/product.md §2 'и еще N позиций...' and the
// others): each plural text is listed here with the words that must follow its count.
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../domain/format/format';
import { fill, type PluralText } from './fill';
import { ru } from './ru';

const sections = import.meta.glob<Record<string, unknown>>('./sections/*.ts', { eager: true });
const catalogue: Record<string, unknown> = { ru };
for (const [file, module] of Object.entries(sections))
  for (const [name, value] of Object.entries(module)) catalogue[`${file}:${name}`] = value;

const isPlural = (node: unknown): node is PluralText =>
  typeof node === 'object' && node !== null && 'by' in node && 'one' in node && 'few' in node && 'many' in node;

function walk(node: unknown, path: string, visit: (path: string, node: unknown) => void): void {
  visit(path, node);
  if (typeof node === 'object' && node !== null && !isPlural(node))
    for (const [key, value] of Object.entries(node)) walk(value, `${path}.${key}`, visit);
}

const plurals = new Map<string, PluralText>();
const plain: Array<[string, string]> = [];
walk(catalogue, '', (path, node) => {
  if (isPlural(node)) plurals.set(path.replace(/^\.(\.\/sections\/)?/, ''), node);
  else if (typeof node === 'string') plain.push([path, node]);
});

/** What follows the count in each plural text, for one (1, 21), few (2, 22) and many (5, 11, 25). */
const AGREEMENT: Record<string, [string, string, string]> = {
  'account.ts:accountRu.validation.usernameShort': ['символа', 'символов', 'символов'],
  'account.ts:accountRu.validation.usernameLong': ['символа', 'символов', 'символов'],
  'account.ts:accountRu.validation.passwordShort': ['символа', 'символов', 'символов'],
  'account.ts:accountRu.validation.passwordLong': ['символа', 'символов', 'символов'],
  'dashboardBlocks.ts:dashboardBlocksRu.equity.basis': ['закрытой позиции', 'закрытым позициям', 'закрытым позициям'],
  'dashboardBlocks.ts:dashboardBlocksRu.risk.basis': ['закрытой позиции', 'закрытым позициям', 'закрытым позициям'],
  'dashboardVariants.ts:dashboardVariantsRu.allocation.caption': ['позиции', 'позициях', 'позициях'],
  'dashboardVariants.ts:dashboardVariantsRu.reports.caption': [
    'последней закрытой позиции',
    'последним закрытым позициям',
    'последним закрытым позициям',
  ],
  'hedge.ts:hedgeRu.card.morePositions': ['позиция...', 'позиции...', 'позиций...'],
  'mining.ts:miningRu.history.shown': ['позиции', 'позиций', 'позиций'],
  'mining.ts:miningRu.history.totalsWinRateOf': ['закрытой', 'закрытых', 'закрытых'],
  'settingsServers.ts:settingsServersRu.problems.nameLong': ['символа', 'символов', 'символов'],
};

const COUNTS: Array<[number, 0 | 1 | 2]> = [
  [1, 0],
  [2, 1],
  [5, 2],
  [11, 2],
  [21, 0],
  [22, 1],
  [25, 2],
];

/** Every placeholder of a text filled with a sample, the count with `n`. */
function filled(text: PluralText, n: number): string {
  const names = new Set([text.one, text.few, text.many].flatMap((form) => [...form.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
  const values: Record<string, string | number> = {};
  for (const name of names) values[name] = name === text.by ? n : `‹${name}›`;
  return fill(text as PluralText<string, string>, values as Record<string, number>);
}

describe('plural texts of the catalogue', () => {
  it('are all listed here, and each agrees with its count for 1, 2, 5, 11, 21, 22 and 25', () => {
    expect([...plurals.keys()].sort()).toEqual(Object.keys(AGREEMENT).sort());
    for (const [path, text] of plurals) {
      for (const [n, form] of COUNTS) expect(filled(text, n), `${path} for ${n}`).toContain(`${formatCount(n)} ${AGREEMENT[path][form]}`);
    }
  });

  it('keep the spec wording for the form the spec quotes', () => {
    const more = plurals.get('hedge.ts:hedgeRu.card.morePositions')!;
    const shown = plurals.get('mining.ts:miningRu.history.shown')!;
    expect(filled(more, 5)).toBe('и еще 5 позиций...');
    expect(filled(more, 2)).toBe('и еще 2 позиции...');
    expect(filled(more, 21)).toBe('и еще 21 позиция...');
    expect(filled(shown, 25)).toBe('Показано ‹n› из 25 позиций');
    expect(filled(shown, 1)).toBe('Показано ‹n› из 1 позиции');
  });

  it('leave no count in a plain text where a noun must agree with it', () => {
    // a count followed by a word ('{count} позициям') needs plural forms; 'из', 'дн.', 'ч', '%' or a label before it ('Позиций: {n}') do not
    const agreeing = /\{(?:count|n|total|min|max|days|closed|used|positions|calls)\}\s+[а-яё]{3,}/i;
    expect(plain.length).toBeGreaterThan(500);
    expect(plain.filter(([, text]) => agreeing.test(text)).map(([path]) => path)).toEqual([]);
  });
});
