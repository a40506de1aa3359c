// Server configuration from the environment, read once.
import path from 'node:path';
import type { ServersPreset } from '../src/domain/rules/servers/serverSlots';
import { DEFAULT_EXPLORER_TX_URLS, explorerTemplateProblem } from '../src/domain/rules/mining/explorer';
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
  /** Per network, the block explorer's page of a transaction, `{hash}` in it (EXPLORER_TX_URLS over the defaults). */
  explorerTxUrls: Record<string, string>;
}

/**
 * EXPLORER_TX_URLS: a JSON object, network → template with `{hash}` (an empty string drops the
 * network's link), over the public explorers. A template that is not an http(s) address with
 * `{hash}` stops the start with a message naming it.
 */
export function explorerTxUrls(value: string | undefined): Record<string, string> {
  const urls: Record<string, string> = { ...DEFAULT_EXPLORER_TX_URLS };
  if (value === undefined || value.trim() === '') return urls;
  let given: unknown;
  try {
    given = JSON.parse(value);
  } catch {
    throw new Error('EXPLORER_TX_URLS is not JSON: expected {"arbitrum": "https://arbiscan.io/tx/{hash}", …}');
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw new Error('EXPLORER_TX_URLS must be a JSON object');
  for (const [network, template] of Object.entries(given)) {
    if (template === '') {
      delete urls[network];
      continue;
    }
    const problem = typeof template === 'string' ? explorerTemplateProblem(template) : 'is not a string';
    if (problem) throw new Error(`EXPLORER_TX_URLS: the template of ${network} ${problem}`);
    urls[network] = template as string;
  }
  return urls;
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
    explorerTxUrls: explorerTxUrls(env.EXPLORER_TX_URLS),
  };
}
