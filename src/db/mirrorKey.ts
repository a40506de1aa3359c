// The key of a mirror row (schema.ts, table `mirror`): the data worker writes every row under it,
// the service worker the alerts' rows that arrive by push. Dexie-free, for the service worker.
export function mirrorRowId(userId: number, topic: string, paramsKey: string): string {
  return `${userId}:${topic}:${paramsKey}`;
}
