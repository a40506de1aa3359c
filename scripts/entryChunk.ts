// Build option: every module the app's entry imports statically goes into the entry's own chunk.
// Left to itself Rolldown puts the modules the entry shares with lazy sections (react, the router,
// the catalogue, small ui parts) into separate common chunks: the first screen then needed 8 files
// that compress apart and arrive one by one through the service worker before anything runs. They
// load with the entry in every case, so one chunk costs nothing and saves bytes and requests
// (docs/decisions/0055). Modules only lazy sections use are left to Rolldown's own splitting.

/** What Rolldown tells a chunk-group name function about a module. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules reachable from `entryId` through static imports, the entry included. */
export function staticClosure(entryId: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>([entryId]);
  const queue = [entryId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/**
 * A `codeSplitting` group that captures the static closure of `entryId` (the absolute id of
 * index.html, Vite's entry module) into one chunk: the entry's own, as nothing else loads it first.
 */
export function entryChunkGroup(entryId: string, name = 'index') {
  let closure: Set<string> | null = null;
  return {
    // Rolldown asks for a label of a group whose name is a function, for its timing report.
    debugName: 'entry closure',
    name: (id: string, graph: ModuleGraph): string | null => {
      // The graph is complete once chunking asks; it is walked once per build.
      closure ??= staticClosure(entryId, graph);
      return closure.has(id) ? name : null;
    },
  };
}
