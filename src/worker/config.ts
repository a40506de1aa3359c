// Addresses the worker talks to. Defaults: the page's own origin for the API and the reference
// backend's market feeds under /market/*; a build may override them with VITE_API_BASE,
// VITE_MARKET_PRIMARY and VITE_MARKET_FALLBACK.
export interface WorkerConfig {
  apiBase: string;
  marketPrimary: string;
  marketFallback: string;
  wsBase: string;
}

export function defaultConfig(origin: string, env: Record<string, string | undefined> = {}): WorkerConfig {
  const apiBase = (env.VITE_API_BASE || origin).replace(/\/$/, '');
  return {
    apiBase,
    marketPrimary: (env.VITE_MARKET_PRIMARY || `${origin}/market/primary`).replace(/\/$/, ''),
    marketFallback: (env.VITE_MARKET_FALLBACK || `${origin}/market/fallback`).replace(/\/$/, ''),
    wsBase: apiBase.replace(/^http/, 'ws'),
  };
}
