import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// The first file linted starts the typed project of scripts/ (tens of seconds on a loaded machine).
describe('the repository lint config on import cycles', { timeout: 120_000 }, () => {
  // The fixtures are ignored by `npm run lint` (they fail on purpose); here they are linted with the real config.
  const eslint = new ESLint({ cwd: root, ignore: false });
  const cycleMessages = async (file: string) => {
    const [result] = await eslint.lintFiles([path.join(root, file)]);
    return result!.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
  };

  it('fails a module whose import leads back to itself', async () => {
    expect(await cycleMessages('scripts/lint/fixtures/cycle/first.ts')).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('passes a module whose imports do not come back', async () => {
    expect(await cycleMessages('scripts/lint/cycles.test.ts')).toEqual([]);
  });
});
