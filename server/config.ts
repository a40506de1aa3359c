// Server configuration from the environment, read once.
import path from 'node:path';
import type { ServersPreset } from '../src/domain/serverSlots';
import { loadServersPreset, parseCorsOrigins } from './remote';

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
  /** Push endpoints on this machine are allowed (tests' loopback push service; never in production). */
  pushAllowLoopback: boolean;
  /** Where the AES key for users' secrets lives when SECRET_KEY is not given; null: `secret.key` in dataDir. */
  secretKeyFile: string | null;
  /** Requests per minute one address may make to each anonymous route (login, register, reset…) and failed socket upgrades. */
  anonRateLimit: number;
  /** `rpc_url` may point at loopback, link-local or private addresses (a node on the operator's own network). */
  allowPrivateRpc: boolean;
  /** Origins whose pages may call the API cross-origin (CORS_ORIGINS). */
  corsOrigins: string[];
  /** The server slots the PWA is preset with (/config.json) and the page's connect-src. */
  serversPreset: ServersPreset | null;
}

/** A whole number ≥ min from the environment, else the default. */
function whole(value: string | undefined, fallback: number, min = 1): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= min ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = process.cwd();
  const distDir = path.resolve(root, env.DIST_DIR ?? 'dist');
  return {
    host: env.HOST ?? '127.0.0.1',
    port: whole(env.PORT, 8080, 0),
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    distDir,
    demo: env.DEMO !== '0' && !process.argv.includes('--no-demo'),
    simSpeed: Number(env.SIM_SPEED ?? 1) || 1,
    accessTokenTtlSec: whole(env.ACCESS_TOKEN_TTL, 3600),
    refreshTokenTtlSec: whole(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    logLevel: env.LOG_LEVEL ?? 'warn',
    pushAllowLoopback: env.PUSH_ALLOW_LOOPBACK === '1',
    secretKeyFile: env.SECRET_KEY_FILE ? path.resolve(root, env.SECRET_KEY_FILE) : null,
    anonRateLimit: whole(env.ANON_RATE_LIMIT, 30),
    allowPrivateRpc: env.ALLOW_PRIVATE_RPC === '1',
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    serversPreset: loadServersPreset(env, distDir, root),
  };
}
