// A mining bot's wallet as the reference backend keeps it (issue 54, docs/decisions/0131): the
// deposit of its initial investment, then one transaction per position minted (its size leaves the
// wallet) and one per position closed (its value, fees and rewards come back), each with the gas
// it cost. Amounts are in USDT; gas is paid in the network's coin and is shown apart, in USD (null
// where it is not known: the demo's back-filled history keeps a position's gas as one sum).
// Balances are the sums of confirmed transactions (services/miningBots.ts botBalances).
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { MiningPosition } from '../../src/domain/contracts/types';
import type { SimEvent, Simulator } from '../sim/contract';

const round = (v: number) => Math.round(v * 1e6) / 1e6;
const txHash = () => `0x${crypto.randomBytes(32).toString('hex')}`;

interface Statements {
  isMining: Database.Statement;
  insert: Database.Statement;
  mintGas: Database.Statement;
}
const statements = new WeakMap<Database.Database, Statements>();
function prepared(db: Database.Database): Statements {
  let s = statements.get(db);
  if (!s) {
    s = {
      isMining: db.prepare('SELECT 1 FROM bots WHERE bot_id = ?').pluck(),
      insert: db.prepare(
        `INSERT INTO wallet_transactions (bot_id, tx_hash, type, token, amount, usd_value, gas_usd, token_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      mintGas: db.prepare("SELECT gas_usd FROM wallet_transactions WHERE bot_id = ? AND token_id = ? AND type = 'mint'").pluck(),
    };
    statements.set(db, s);
  }
  return s;
}

const gasOf = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? round(v) : null);

/** The initial investment arriving in the wallet (its sender pays the gas). */
export function recordDeposit(db: Database.Database, botId: number, amount: number, at: number): void {
  prepared(db).insert.run(botId, txHash(), 'deposit', 'USDT', amount, amount, null, null, new Date(at).toISOString());
}

/** A position minted: its size leaves the wallet; its fee is the gas of the mint (all the gas a fresh position has paid). */
export function recordMint(db: Database.Database, botId: number, p: MiningPosition, at: number, gas = gasOf(p.lp_gas_usd)): void {
  const s = prepared(db);
  if (!s.isMining.get(botId)) return;
  const size = round(-p.initial_investment_usd);
  s.insert.run(botId, txHash(), 'mint', 'USDT', size, size, gas, p.token_id, new Date(at).toISOString());
}

/** A position closed: its value, fees and rewards come back; its fee is the gas paid since the mint. */
export function recordCollect(db: Database.Database, botId: number, p: MiningPosition, at: number): void {
  const s = prepared(db);
  if (!s.isMining.get(botId)) return;
  const back = round(p.current_position_value_usd + p.earned_fees + (p.liquidity_rewards_usd ?? 0));
  const mintGas = s.mintGas.get(botId, p.token_id) as number | null | undefined;
  const total = gasOf(p.lp_gas_usd);
  const gas = typeof mintGas === 'number' && total !== null ? round(Math.max(0, total - mintGas)) : null;
  s.insert.run(botId, txHash(), 'collect', 'USDT', back, back, gas, p.token_id, new Date(at).toISOString());
}

function record(db: Database.Database, event: SimEvent): void {
  if (event.type === 'position_opened') recordMint(db, event.bot_id, event.position, event.ts);
  else if (event.type === 'position_closed') recordCollect(db, event.bot_id, event.position, event.ts);
}

/** Keeps the mining bots' wallets from the simulator's events from now on; returns the unsubscribe. */
export function walletSimEvents(sim: Pick<Simulator, 'onEvent'>, db: Database.Database): () => void {
  return sim.onEvent((event) => record(db, event));
}
