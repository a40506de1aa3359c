// Server configuration from the environment, read once.
import path from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  distDir: string;
  demo: boolean;
  simSpeed: number;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = process.cwd();
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
    demo: env.DEMO !== '0' && !process.argv.includes('--no-demo'),
    simSpeed: Number(env.SIM_SPEED ?? 1) || 1,
    accessTokenTtlSec: Number(env.ACCESS_TOKEN_TTL ?? 3600),
    refreshTokenTtlSec: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}
