// Builds the Fastify application: security headers, error shape, the API, the live socket,
// the market feeds and the PWA. `main.ts` only reads the configuration and listens.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { registerErrorHandler } from './errors';
import { registerSecurityHeaders } from './security';
import { registerStatic } from './static';
import { LiveHub } from './live/hub';

export interface AppContext {
  config: ServerConfig;
  hub: LiveHub;
}

export async function buildApp(config: ServerConfig): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });
  const ctx: AppContext = { config, hub: new LiveHub() };

  registerErrorHandler(app);
  registerSecurityHeaders(app);

  app.get('/api/health', async () => ({ status: 'ok' }));

  await registerStatic(app, config.distDir);
  return { app, ctx };
}
