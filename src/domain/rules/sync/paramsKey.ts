// One key for a topic's params, whatever the order of their fields (undefined fields dropped):
// the worker keys its snapshots and mirror rows with it, the app its query cache.
export function paramsKey(params: unknown): string {
  return JSON.stringify(params ?? {}, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return value;
  });
}
