// The reference backend as a real remote (issue 20): which other pages' origins may call it
// (CORS_ORIGINS, none by default), and which servers the PWA it serves is preset with (/config.json,
// from SERVERS_CONFIG or a config.json beside the build). The same preset gives the page's
// Content-Security-Policy its connect-src (./security.ts), so the page reaches those servers and no other.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyCors from '@fastify/cors';
import { normaliseAddress, parseServersPreset, type ServersPreset } from '../src/domain/rules/servers/serverSlots';

/** What /config.json answers when the deployment presets nothing: no slots, no further origins. */
const EMPTY_PRESET: ServersPreset = { servers: [], allowed: [] };

/** `CORS_ORIGINS`: comma-separated origins (scheme://host[:port]); a bad one stops the start with its name. */
export function parseCorsOrigins(text: string | undefined): string[] {
  const origins: string[] = [];
  for (const part of (text ?? '').split(',')) {
    const given = part.trim();
    if (!given) continue;
    const address = normaliseAddress(given);
    if ('problem' in address || new URL(address.address).pathname !== '/')
      throw new Error(`CORS_ORIGINS: "${given}" is not an origin (scheme://host[:port])`);
    origins.push(address.address);
  }
  return origins;
}

/**
 * The deployment's preset: SERVERS_CONFIG (inline JSON, or the path of a JSON file), else a
 * config.json in the build folder, else none. A bad preset stops the start with its problem.
 */
export function loadServersPreset(env: NodeJS.ProcessEnv, distDir: string, root = process.cwd()): ServersPreset | null {
  const given = env.SERVERS_CONFIG?.trim();
  let text: string;
  let where: string;
  if (given) {
    const inline = given.startsWith('{');
    where = inline ? 'SERVERS_CONFIG' : path.resolve(root, given);
    text = inline ? given : fs.readFileSync(where, 'utf8');
  } else {
    where = path.join(distDir, 'config.json');
    if (!fs.existsSync(where)) return null;
    text = fs.readFileSync(where, 'utf8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${where}: not JSON`);
  }
  const parsed = parseServersPreset(value);
  if ('problem' in parsed) throw new Error(`${where}: ${parsed.problem}`);
  return parsed.preset;
}

/** Whether a browser's Origin may open a socket: same host as the request, or a trusted origin. */
export function socketOriginAllowed(origin: string | undefined, host: string | undefined, trusted: readonly string[]): boolean {
  if (!origin) return true; // not a browser: the token alone decides
  try {
    return new URL(origin).host === host || trusted.includes(new URL(origin).origin);
  } catch {
    return false;
  }
}

export async function registerRemoteAccess(app: FastifyInstance, config: { corsOrigins: string[]; serversPreset: ServersPreset | null }) {
  // Bearer tokens, not cookies: no credentials. Preflight answers allow the headers asked for, so
  // request headers added later (e.g. an idempotency key) need no change here.
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    credentials: false,
    exposedHeaders: ['Retry-After', 'ETag'],
    maxAge: 600,
  });
  // Registered before the static files: a config.json in the build folder is answered from the
  // preset that was checked at start, which is also what the page's policy was built from. Without
  // one the answer is an empty preset, not a 404: the app asks on every start (issue 52).
  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config.serversPreset ?? EMPTY_PRESET;
  });
}
