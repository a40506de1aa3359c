/** The environment our scripts run Vite in (./viteEnv.mjs). */
export declare const viteEnv: (extra?: Record<string, string>) => NodeJS.ProcessEnv;
