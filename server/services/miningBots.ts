// What happens when a mining bot is created, started, stopped or deleted, shared by the legacy
// /api/bots family, the mining-bot API and /api/mining/*. Limits are the owner's: max_bots counts
// creations (total_bots_created), max_concurrent_bots counts running mining and hedge bots.
import type Database from 'better-sqlite3';
import type { BotUpdateBody, ServerBot } from '../../src/domain/contracts/bots';
import { conflict, notFound } from '../http/errors';
import { ownedStrategy } from '../http/ownership';
import { TEXT } from '../http/texts';
import { userById } from '../auth/users';
import type { AuthUser } from '../auth/guard';
import type { RouteDeps } from '../routes/deps';
import { toServerBot, type BotRow, type StrategyRow } from '../data/rows';
import { HttpError } from '../http/errors';
import { journal, writeJournal } from '../journal/journal';
import { startRefusedLine, stopLine } from '../journal/messages';
import { recordDeposit } from '../wallet/ledger';

const now = () => new Date().toISOString();

/** A new id from the sequence shared by mining and hedge bots. */
export function nextBotId(db: Database.Database, kind: 'mining' | 'hedge'): number {
  return Number(db.prepare('INSERT INTO bot_ids (kind) VALUES (?)').run(kind).lastInsertRowid);
}

/** Refuses the creation when the owner has used up max_bots; otherwise counts it. Call in a transaction. */
export function countCreation(db: Database.Database, ownerId: number): void {
  const owner = userById(db, ownerId);
  if (!owner) throw notFound();
  if (owner.total_bots_created >= owner.max_bots) throw conflict(TEXT.bots.maxBots(owner.max_bots));
  db.prepare('UPDATE users SET total_bots_created = total_bots_created + 1 WHERE user_id = ?').run(ownerId);
}

/** Refuses a start when the owner already runs max_concurrent_bots bots (mining and hedge). */
export function checkConcurrent(db: Database.Database, ownerId: number): void {
  const owner = userById(db, ownerId);
  if (!owner) throw notFound();
  const { n } = db
    .prepare(
      `SELECT
      (SELECT count(*) FROM bots WHERE user_id = ? AND running = 1) +
      (SELECT count(*) FROM hedge_bots WHERE user_id = ? AND status = 'running') AS n`,
    )
    .get(ownerId, ownerId) as { n: number };
  if (n >= owner.max_concurrent_bots) throw conflict(TEXT.bots.maxConcurrent(owner.max_concurrent_bots));
}

export interface NewMiningBot {
  name: string;
  network: string;
  symbol: string;
  wallet_address: string;
  private_key: string;
  rpc_url: string;
  strategy_id?: number | null;
  strategy_type?: string;
  initial_investment?: number;
}

export function botById(db: Database.Database, id: number): BotRow {
  return db.prepare('SELECT * FROM bots WHERE bot_id = ?').get(id) as BotRow;
}

export function strategyOf(db: Database.Database, row: BotRow): StrategyRow | undefined {
  if (row.strategy_id === null) return undefined;
  return db.prepare('SELECT * FROM strategies WHERE strategy_id = ?').get(row.strategy_id) as StrategyRow | undefined;
}

export function botAnswer(deps: RouteDeps, row: BotRow): ServerBot {
  return toServerBot(row, strategyOf(deps.db, row), deps.sim.botFigures(row.bot_id));
}

/** The owner of a new bot is the caller; a strategy must be one the owner may use. */
export function createMiningBot(deps: RouteDeps, user: AuthUser, input: NewMiningBot): BotRow {
  const { db } = deps;
  const strategy = input.strategy_id ? ownedStrategy(db, input.strategy_id, user) : undefined;
  if (strategy && strategy.user_id !== user.user_id) throw notFound(TEXT.notFound.strategy);
  return db.transaction(() => {
    countCreation(db, user.user_id);
    const id = nextBotId(db, 'mining');
    const at = now();
    db.prepare(
      `INSERT INTO bots (bot_id, user_id, name, status, running, network, symbol, wallet_address, private_key_enc,
        rpc_url, strategy_id, strategy_type, initial_investment, created_at, updated_at)
      VALUES (?, ?, ?, 'stopped', 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      user.user_id,
      input.name.trim(),
      input.network,
      input.symbol,
      input.wallet_address.trim(),
      deps.secrets.seal(input.private_key.trim()),
      input.rpc_url.trim(),
      strategy?.strategy_id ?? null,
      input.strategy_type ?? 'liquidity_mining',
      input.initial_investment ?? 1000,
      at,
      at,
    );
    recordDeposit(db, id, input.initial_investment ?? 1000, Date.parse(at));
    writeJournal(db, null, id, 'info', TEXT.journal.created(input.network, input.symbol));
    return botById(db, id);
  })();
}

function publishStatus(deps: RouteDeps, row: BotRow): void {
  deps.hub.publish({ type: 'bot_status', bot_id: row.bot_id, status: row.status, running: row.running === 1, ts: Date.now() });
}

export function startMiningBot(deps: RouteDeps, row: BotRow): BotRow {
  if (row.running === 1) return row;
  const { db } = deps;
  let started: BotRow;
  try {
    started = db.transaction(() => {
      checkConcurrent(db, row.user_id);
      const at = now();
      db.prepare(
        "UPDATE bots SET status = 'running', running = 1, started_at = ?, stop_type = NULL, stop_reason = NULL, updated_at = ? WHERE bot_id = ?",
      ).run(at, at, row.bot_id);
      return botById(db, row.bot_id);
    })();
  } catch (error) {
    // a refused start is the operator's to find in the journal, with the server's own reason
    if (error instanceof HttpError && error.statusCode === 409) {
      const refused = startRefusedLine(error.detail);
      journal(deps, row.bot_id, refused.level, refused.message);
    }
    throw error;
  }
  journal(deps, row.bot_id, 'info', TEXT.journal.started);
  deps.sim.botStarted(row.bot_id);
  publishStatus(deps, started);
  return botById(db, row.bot_id);
}

export function stopMiningBot(deps: RouteDeps, row: BotRow, stop: { stop_type?: string; reason?: string } = {}): BotRow {
  if (row.running !== 1 && row.status === 'stopped') return row;
  const { db } = deps;
  const at = now();
  db.prepare("UPDATE bots SET status = 'stopped', running = 0, stop_type = ?, stop_reason = ?, updated_at = ? WHERE bot_id = ?").run(
    stop.stop_type ?? 'graceful',
    stop.reason ?? null,
    at,
    row.bot_id,
  );
  // the positions' closes first, then the stop: newest first, the stop heads the journal
  deps.sim.botStopped(row.bot_id, 'manual');
  const line = stopLine(stop.stop_type, stop.reason);
  journal(deps, row.bot_id, line.level, line.message);
  const stopped = botById(db, row.bot_id);
  publishStatus(deps, stopped);
  return stopped;
}

export function deleteMiningBot(deps: RouteDeps, row: BotRow): void {
  const { db } = deps;
  deps.sim.botDeleted(row.bot_id);
  db.transaction(() => {
    db.prepare('DELETE FROM bots WHERE bot_id = ?').run(row.bot_id);
    db.prepare('DELETE FROM bot_logs WHERE bot_id = ?').run(row.bot_id);
    db.prepare('DELETE FROM alerts WHERE bot_id = ?').run(row.bot_id);
    db.prepare('DELETE FROM wallet_transactions WHERE bot_id = ?').run(row.bot_id);
  })();
}

/** Applies an update (already checked by the payload rules): only the fields given change. */
export function applyBotUpdate(deps: RouteDeps, me: AuthUser, row: BotRow, body: BotUpdateBody): BotRow {
  const { db } = deps;
  const changes: Record<string, unknown> = {};
  for (const key of ['name', 'network', 'symbol', 'wallet_address', 'rpc_url', 'strategy_type'] as const) {
    const value = body[key];
    if (value !== undefined) changes[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (body.strategy_id !== undefined) {
    if (body.strategy_id === null) changes.strategy_id = null;
    else {
      // The strategy must be the bot owner's (an admin may not attach someone else's).
      const strategy = ownedStrategy(db, body.strategy_id, me);
      if (strategy.user_id !== row.user_id) throw notFound(TEXT.notFound.strategy);
      changes.strategy_id = strategy.strategy_id;
    }
  }
  if (body.private_key !== undefined && body.private_key.trim() !== '')
    changes.private_key_enc = deps.secrets.seal(body.private_key.trim());
  if (Object.keys(changes).length > 0) {
    changes.updated_at = now();
    const set = Object.keys(changes)
      .map((k) => `${k} = @${k}`)
      .join(', ');
    db.prepare(`UPDATE bots SET ${set} WHERE bot_id = @bot_id`).run({ ...changes, bot_id: row.bot_id });
    journal(deps, row.bot_id, 'info', TEXT.journal.settingsChanged);
  }
  return botById(db, row.bot_id);
}

/** Token balances of a bot's wallet: its confirmed transactions summed, valued at the market. */
export function botBalances(deps: RouteDeps, row: BotRow): Array<{ token: string; amount: number; usd_value: number }> {
  const sums = deps.db
    .prepare('SELECT token, sum(amount) AS amount FROM wallet_transactions WHERE bot_id = ? AND status = ? GROUP BY token ORDER BY token')
    .all(row.bot_id, 'confirmed') as Array<{ token: string; amount: number }>;
  const usdValue = (token: string, amount: number) => {
    if (token === 'USDT' || token === 'USDC') return amount;
    const price = deps.sim.price(`${token}USDT`);
    return Number.isFinite(price) ? amount * price : 0;
  };
  return sums.map((s) => ({ token: s.token, amount: s.amount, usd_value: usdValue(s.token, s.amount) }));
}
