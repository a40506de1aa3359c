// The environment our scripts run Vite in. Vite 8 warns that vite.config.ts would not load under
// its future `configLoader: 'native'` (imports of TypeScript files without an extension). That
// loader needs Node's own TypeScript support (Node 22.6+); we support Node 20 and load the config
// the default way, so the warning asks nothing of us yet. Revisit when `engines` moves to Node 22.
export const viteEnv = (extra = {}) => ({ ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...extra });
