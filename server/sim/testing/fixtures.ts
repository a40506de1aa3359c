// Test fixtures: an in-memory database with the core and simulator tables, and rows in the API
// tables (users, strategies, bots, hedge bots) written the way the API writes them.
import Database from 'better-sqlite3';
import { runMigrations, type Migration } from '../../db/migrate';
import { coreMigrations } from '../../db/migrations';
import { simMigrations } from '../migrations';

export function testDb(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db, [...coreMigrations, ...(simMigrations as Migration[])]);
  return db;
}

const iso = () => new Date().toISOString();

export function addUser(db: Database.Database, username: string, role = 'trader'): number {
  return Number(
    db
      .prepare(
        `INSERT INTO users (username, email, password_hash, role, status, created_at, updated_at) VALUES (?, ?, 'x', ?, 'active', ?, ?)`,
      )
      .run(username, `${username}@demo.local`, role, iso(), iso()).lastInsertRowid,
  );
}

export function addStrategy(db: Database.Database, userId: number, fields: Record<string, unknown> = {}): number {
  const f = {
    name: 'S',
    symbol: 'ETH/USDT',
    network: 'arbitrum',
    channel_width: 12,
    upper_stop_losses_percent: '[90]',
    lower_stop_losses_percent: '[10]',
    ...fields,
  };
  const cols = Object.keys(f);
  return Number(
    db
      .prepare(
        `INSERT INTO strategies (user_id, ${cols.join(', ')}, created_at, updated_at) VALUES (?, ${cols.map(() => '?').join(', ')}, ?, ?)`,
      )
      .run(userId, ...Object.values(f), iso(), iso()).lastInsertRowid,
  );
}

function nextBotId(db: Database.Database, kind: 'mining' | 'hedge'): number {
  return Number(db.prepare('INSERT INTO bot_ids (kind) VALUES (?)').run(kind).lastInsertRowid);
}

export function addBot(
  db: Database.Database,
  userId: number,
  strategyId: number | null,
  running: boolean,
  fields: Record<string, unknown> = {},
): number {
  const id = nextBotId(db, 'mining');
  const f = {
    name: `Bot ${id}`,
    status: running ? 'running' : 'stopped',
    running: running ? 1 : 0,
    network: 'arbitrum',
    symbol: 'ETH/USDT',
    wallet_address: '0xabc',
    private_key_enc: 'enc',
    rpc_url: 'https://arb1.arbitrum.io/rpc',
    initial_investment: 1000,
    ...fields,
  };
  const cols = Object.keys(f);
  db.prepare(
    `INSERT INTO bots (bot_id, user_id, strategy_id, ${cols.join(', ')}, created_at, updated_at) VALUES (?, ?, ?, ${cols.map(() => '?').join(', ')}, ?, ?)`,
  ).run(id, userId, strategyId, ...Object.values(f), iso(), iso());
  return id;
}

export function addHedgeBot(db: Database.Database, userId: number, running: boolean, fields: Record<string, unknown> = {}): number {
  const id = nextBotId(db, 'hedge');
  const f = {
    name: `Hedge ${id}`,
    symbol: 'ETHUSDT',
    network: 'arbitrum',
    wallet_address: '0xabc',
    private_key_enc: 'enc',
    rpc_url: 'https://arb1.arbitrum.io/rpc',
    price_open: 3000,
    channel_upper: 3100,
    channel_lower: 2900,
    usdt_start: 10000,
    eth_start: 3.33,
    gate_api_key_enc: 'k',
    gate_api_secret_enc: 's',
    auto_hedge: 1,
    auto_rebalance: 1,
    max_hedge_positions: 5,
    stop_loss_percent: 5,
    status: running ? 'running' : 'stopped',
    ...fields,
  };
  const cols = Object.keys(f);
  db.prepare(
    `INSERT INTO hedge_bots (bot_id, user_id, ${cols.join(', ')}, created_at, updated_at) VALUES (?, ?, ${cols.map(() => '?').join(', ')}, ?, ?)`,
  ).run(id, userId, ...Object.values(f), iso(), iso());
  return id;
}
