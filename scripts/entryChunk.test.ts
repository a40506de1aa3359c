import { describe, expect, it } from 'vitest';
import { entryChunkGroup, staticClosure } from './entryChunk';

// main → a → b, main → c; lazy (dynamic only, not in importedIds) → d; a cycle b → a.
const imports: Record<string, string[]> = { main: ['a', 'c'], a: ['b'], b: ['a'], c: [], lazy: ['d', 'a'], d: [] };
const graph = { getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] } : null) };

describe('staticClosure', () => {
  it('follows static imports from the entry, cycles included, and nothing only a lazy module imports', () => {
    expect([...staticClosure('main', graph)].sort()).toEqual(['a', 'b', 'c', 'main']);
  });
});

describe('entryChunkGroup', () => {
  it("names the entry's modules into one chunk and leaves the rest to Rolldown", () => {
    const group = entryChunkGroup('main');
    expect(['main', 'a', 'b', 'c'].map((id) => group.name(id, graph))).toEqual(['index', 'index', 'index', 'index']);
    expect(group.name('d', graph)).toBeNull();
    expect(group.name('lazy', graph)).toBeNull();
  });
});
