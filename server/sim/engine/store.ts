// Prepared statements over the simulator's tables and the API tables it reads.
import type Database from 'better-sqlite3';
import type { HedgeBotRow, HedgeRow, MiningBotRow, PositionRow, StrategyRow } from './rows';

export type NewPosition = Omit<PositionRow, 'token_id'>;
export type NewHedge = Omit<HedgeRow, 'position_id'>;

const POSITION_COLUMNS = [
  'bot_id',
  'bot_kind',
  'user_id',
  'strategy_id',
  'symbol',
  'network',
  'status',
  'opened_ms',
  'updated_ms',
  'closed_ms',
  'entry_price',
  'last_price',
  'exit_price',
  'lower_price',
  'upper_price',
  'lower_tick',
  'upper_tick',
  'stop_upper',
  'stop_lower',
  'liquidity',
  'invested_usd',
  'fees_usd',
  'rewards_usd',
  'in_range_sec',
  'lp_expenses_usd',
  'gas_usd',
  'swap_cost_usd',
  'marks',
  'fee_marks',
  'exit_reason',
  'pnl_usd',
] as const;
const HEDGE_COLUMNS = [
  'bot_id',
  'user_id',
  'token_id',
  'symbol',
  'status',
  'price_open',
  'price_close',
  'leverage',
  'amount_usdt',
  'compensation_percent',
  'tp_price',
  'sl_price',
  'fees_usd',
  'margin_usd',
  'funding_usd',
  'realised_usd',
  'funded_ms',
  'pnl_usd',
  'exit_reason',
  'created_ms',
  'closed_ms',
] as const;

const insertSql = (table: string, cols: readonly string[]) =>
  `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => '@' + c).join(', ')})`;

export class Store {
  private readonly s;

  constructor(readonly db: Database.Database) {
    this.s = {
      insertPosition: db.prepare(insertSql('sim_positions', POSITION_COLUMNS)),
      insertHedge: db.prepare(insertSql('sim_hedges', HEDGE_COLUMNS)),
      // pnl_usd of an open position is its unrealised result at the last flush (history sorting)
      flush: db.prepare(
        `UPDATE sim_positions SET fees_usd = @fees_usd, rewards_usd = @rewards_usd, in_range_sec = @in_range_sec, last_price = @last_price, updated_ms = @updated_ms,
        pnl_usd = @pnl_usd, marks = @marks, fee_marks = @fee_marks WHERE token_id = @token_id`,
      ),
      closePosition:
        db.prepare(`UPDATE sim_positions SET status = 'closed', closed_ms = @closed_ms, exit_price = @exit_price, exit_reason = @exit_reason, pnl_usd = @pnl_usd,
        fees_usd = @fees_usd, rewards_usd = @rewards_usd, in_range_sec = @in_range_sec, last_price = @last_price, updated_ms = @updated_ms,
        lp_expenses_usd = @lp_expenses_usd, gas_usd = @gas_usd WHERE token_id = @token_id`),
      updateHedge: db.prepare(
        `UPDATE sim_hedges SET status = @status, price_open = @price_open, amount_usdt = @amount_usdt, price_close = @price_close, fees_usd = @fees_usd,
        margin_usd = @margin_usd, funding_usd = @funding_usd, realised_usd = @realised_usd, funded_ms = @funded_ms, pnl_usd = @pnl_usd,
        exit_reason = @exit_reason, closed_ms = @closed_ms WHERE position_id = @position_id`,
      ),
      openPositions: db.prepare("SELECT * FROM sim_positions WHERE status = 'open'"),
      activeHedges: db.prepare("SELECT * FROM sim_hedges WHERE status = 'active'"),
      position: db.prepare('SELECT * FROM sim_positions WHERE token_id = ?'),
      hedge: db.prepare('SELECT * FROM sim_hedges WHERE position_id = ?'),
      hedgeOfToken: db.prepare('SELECT * FROM sim_hedges WHERE token_id = ? ORDER BY position_id DESC LIMIT 1'),
      positions: db.prepare('SELECT * FROM sim_positions WHERE token_id IN (SELECT value FROM json_each(?))'),
      hedgesOfTokens: db.prepare('SELECT * FROM sim_hedges WHERE token_id IN (SELECT value FROM json_each(?)) ORDER BY position_id'),
      miningBot: db.prepare(
        'SELECT bot_id, user_id, name, status, running, network, symbol, strategy_id, initial_investment FROM bots WHERE bot_id = ?',
      ),
      runningMiningBots: db.prepare('SELECT bot_id FROM bots WHERE running = 1'),
      strategy: db.prepare('SELECT * FROM strategies WHERE strategy_id = ?'),
      hedgeBot: db.prepare('SELECT * FROM hedge_bots WHERE bot_id = ?'),
      runningHedgeBots: db.prepare("SELECT bot_id FROM hedge_bots WHERE status = 'running'"),
      deleteBotHedges: db.prepare(
        'DELETE FROM sim_hedges WHERE bot_id = ? OR token_id IN (SELECT token_id FROM sim_positions WHERE bot_id = ?)',
      ),
      deleteBotPositions: db.prepare('DELETE FROM sim_positions WHERE bot_id = ?'),
    };
  }

  insertPosition(p: NewPosition): number {
    return Number(this.s.insertPosition.run(p).lastInsertRowid);
  }

  insertHedge(h: NewHedge): number {
    return Number(this.s.insertHedge.run(h).lastInsertRowid);
  }

  /** Writes the running figures of open positions in one transaction. */
  flush(rows: Iterable<PositionRow>, pnlOf: (r: PositionRow) => number): void {
    const stmt = this.s.flush;
    this.db.transaction(() => {
      for (const r of rows)
        stmt.run({
          token_id: r.token_id,
          fees_usd: r.fees_usd,
          rewards_usd: r.rewards_usd,
          in_range_sec: r.in_range_sec,
          last_price: r.last_price,
          updated_ms: r.updated_ms,
          pnl_usd: pnlOf(r),
          marks: r.marks,
          fee_marks: r.fee_marks,
        });
    })();
  }

  /** Writes the running state of active hedges (size, margin, funding) in one transaction. */
  flushHedges(rows: Iterable<HedgeRow>): void {
    this.db.transaction(() => {
      for (const h of rows) this.updateHedge(h);
    })();
  }

  closePosition(r: PositionRow): void {
    this.s.closePosition.run({
      token_id: r.token_id,
      closed_ms: r.closed_ms,
      exit_price: r.exit_price,
      exit_reason: r.exit_reason,
      pnl_usd: r.pnl_usd,
      fees_usd: r.fees_usd,
      rewards_usd: r.rewards_usd,
      in_range_sec: r.in_range_sec,
      last_price: r.last_price,
      updated_ms: r.updated_ms,
      lp_expenses_usd: r.lp_expenses_usd,
      gas_usd: r.gas_usd,
    });
  }

  /** Writes a hedge's state (also its close). */
  updateHedge(h: HedgeRow): void {
    this.s.updateHedge.run({
      position_id: h.position_id,
      status: h.status,
      price_open: h.price_open,
      amount_usdt: h.amount_usdt,
      price_close: h.price_close,
      fees_usd: h.fees_usd,
      margin_usd: h.margin_usd,
      funding_usd: h.funding_usd,
      realised_usd: h.realised_usd,
      funded_ms: h.funded_ms,
      pnl_usd: h.pnl_usd,
      exit_reason: h.exit_reason,
      closed_ms: h.closed_ms,
    });
  }

  openPositions(): PositionRow[] {
    return this.s.openPositions.all() as PositionRow[];
  }
  activeHedges(): HedgeRow[] {
    return this.s.activeHedges.all() as HedgeRow[];
  }
  position(tokenId: number): PositionRow | undefined {
    return this.s.position.get(tokenId) as PositionRow | undefined;
  }
  hedge(id: number): HedgeRow | undefined {
    return this.s.hedge.get(id) as HedgeRow | undefined;
  }
  hedgeOfToken(tokenId: number): HedgeRow | undefined {
    return this.s.hedgeOfToken.get(tokenId) as HedgeRow | undefined;
  }
  positions(tokenIds: number[]): PositionRow[] {
    return tokenIds.length === 0 ? [] : (this.s.positions.all(JSON.stringify(tokenIds)) as PositionRow[]);
  }

  /** The newest hedge of each of the positions (as `hedgeOfToken`), in one read. */
  hedgesOfTokens(tokenIds: number[]): Map<number, HedgeRow> {
    const out = new Map<number, HedgeRow>();
    if (tokenIds.length === 0) return out;
    // ascending position ids: a later (newer) hedge of the same position replaces an earlier one
    for (const h of this.s.hedgesOfTokens.all(JSON.stringify(tokenIds)) as HedgeRow[]) out.set(h.token_id!, h);
    return out;
  }
  miningBot(id: number): MiningBotRow | undefined {
    return this.s.miningBot.get(id) as MiningBotRow | undefined;
  }
  runningMiningBots(): number[] {
    return (this.s.runningMiningBots.all() as { bot_id: number }[]).map((r) => r.bot_id);
  }
  strategy(id: number): StrategyRow | undefined {
    return this.s.strategy.get(id) as StrategyRow | undefined;
  }
  hedgeBot(id: number): HedgeBotRow | undefined {
    return this.s.hedgeBot.get(id) as HedgeBotRow | undefined;
  }
  runningHedgeBots(): number[] {
    return (this.s.runningHedgeBots.all() as { bot_id: number }[]).map((r) => r.bot_id);
  }

  forgetBot(botId: number): void {
    this.db.transaction(() => {
      this.s.deleteBotHedges.run(botId, botId);
      this.s.deleteBotPositions.run(botId);
    })();
  }
}
