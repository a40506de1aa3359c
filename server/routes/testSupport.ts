// Test support for the API tests: an app over a real SQLite file in a temp folder, users of every
// role, logins, and a dump of the tables to prove that refused requests changed nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppContext, type BuildOptions } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/users';
import type { OutgoingMail } from './deps';
import type { Role } from '../../src/domain/contracts/types';

export const PASSWORD = 'password123';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dir: string;
  mails: OutgoingMail[];
  /** Creates an active user and returns its id. */
  addUser(
    username: string,
    role: Role,
    limits?: { max_bots?: number; max_concurrent_bots?: number; api_rate_limit?: number },
  ): Promise<number>;
  /** Logs in and returns the access token. */
  login(username: string, password?: string): Promise<string>;
  /** An inject with the bearer token set. */
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Every row of every table except the request counters and the simulator's candle cache (market
   *  data it fills lazily on reads, not state a request may change), as a comparable string. */
  dump(): string;
  /** Listens on a free loopback port (for sockets and raw requests) and returns it. */
  listen(): Promise<number>;
  close(): Promise<void>;
}

const NOT_STATE = new Set(['api_usage', 'sqlite_sequence', 'sim_candles']);

let hashCache: Promise<string> | null = null;

export async function makeTestApp(
  overrides: Partial<ServerConfig> = {},
  logStream?: { write(line: string): void },
  /** Hooks a test adds before the app is ready (after that Fastify refuses new hooks). */
  beforeReady?: (app: FastifyInstance) => void,
  /** How push endpoints' names resolve (tests that need a name to point somewhere). */
  build: Pick<BuildOptions, 'pushLookup'> = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpops-api-'));
  const config: ServerConfig = {
    ...readConfig({}),
    dataDir: dir,
    distDir: path.join(dir, 'no-dist'),
    demo: false,
    logLevel: 'silent',
    // Tests call the anonymous routes far faster than a person; the throttling tests set their own limit.
    anonRateLimit: 100_000,
    ...overrides,
  };
  const mails: OutgoingMail[] = [];
  const { app, ctx } = await buildApp(config, { mail: (m) => mails.push(m), ...(logStream ? { logStream } : {}), ...build });
  beforeReady?.(app);
  await app.ready();
  hashCache ??= hashPassword(PASSWORD);
  const hash = await hashCache;
  return {
    app,
    ctx,
    dir,
    mails,
    async addUser(username, role, limits = {}) {
      return insertUser(ctx.db, {
        username,
        email: `${username}@test.local`,
        password_hash: hash,
        role,
        status: 'active',
        max_bots: 20,
        max_concurrent_bots: 10,
        api_rate_limit: 100_000,
        ...limits,
      });
    },
    async login(username, password = PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username_or_email: username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return res.json().access_token as string;
    },
    call(token, options) {
      return app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    },
    dump() {
      const tables = (ctx.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>)
        .map((t) => t.name)
        .filter((name) => !NOT_STATE.has(name));
      return JSON.stringify(
        tables.map((t) => [
          t,
          ctx.db
            .prepare(`SELECT * FROM "${t}"`)
            .all()
            .map((r) => JSON.stringify(r))
            .sort(),
        ]),
      );
    },
    async listen() {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : 0;
    },
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const botPayload = (over: Record<string, unknown> = {}) => ({
  name: 'Test bot',
  network: 'arbitrum',
  symbol: 'ETH/USDT',
  wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  private_key: `0x${'5ec7e7'.repeat(10)}abcd`,
  rpc_url: 'https://arb1.arbitrum.io/rpc',
  ...over,
});

export const hedgePayload = (over: Record<string, unknown> = {}) => ({
  name: 'Hedge',
  symbol: 'ETHUSDT',
  network: 'arbitrum',
  wallet_address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  private_key: `0x${'4ed6e5'.repeat(10)}cafe`,
  rpc_url: 'https://arb1.arbitrum.io/rpc',
  price_open: 3000,
  channel_upper: 3100,
  channel_lower: 2900,
  usdt_start: 10000,
  eth_start: 3.33,
  gate_api_key: 'gate-key-secret',
  gate_api_secret: 'gate-secret-secret',
  gate_testnet: true,
  analysis_interval: '5m',
  enable_technical_analysis: true,
  auto_hedge: true,
  auto_rebalance: false,
  max_hedge_positions: 5,
  stop_loss_percent: 5,
  ...over,
});

export const strategyPayload = (over: Record<string, unknown> = {}) => ({
  name: 'Strat',
  symbol: 'ETH/USDT',
  network: 'arbitrum',
  channel_width: 10,
  ...over,
});
