// The demo's journals and wallets over its back-filled history (issue 54): each demo bot was
// created and started before its first position, every position and hedge of the history opened
// and closed at its own time, and a bot that is stopped now was stopped after its last one. The
// entries go in in time order, so the journal's newest-first order is the time order.
import type Database from 'better-sqlite3';
import type { SimInternals } from '../sim/engine/simulator';
import { TEXT } from '../http/texts';
import { recordCollect, recordDeposit, recordMint } from '../wallet/ledger';
import { writeJournal } from './journal';
import { closedLine, hedgeClosedLine, hedgeOpenedLine, openedLine, stopLine, type JournalLine } from './messages';

export interface DemoBot {
  id: number;
  kind: 'mining' | 'hedge';
  running: boolean;
  /** The mining bot's deposit (its initial investment). */
  deposit?: number;
}

interface Step {
  at: number;
  order: number;
  botId: number;
  line?: JournalLine;
  wallet?: () => void;
}

export function seedJournalsAndWallets(db: Database.Database, inner: SimInternals, bots: readonly DemoBot[], now: number): void {
  const T = TEXT.journal;
  const steps: Step[] = [];
  let order = 0;
  const add = (at: number, botId: number, step: Omit<Step, 'at' | 'order' | 'botId'>) => steps.push({ at, order: order++, botId, ...step });
  for (const bot of bots) {
    const positions = db
      .prepare('SELECT token_id, opened_ms, closed_ms, exit_reason FROM sim_positions WHERE bot_id = ? ORDER BY opened_ms')
      .all(bot.id) as Array<{
      token_id: number;
      opened_ms: number;
      closed_ms: number | null;
      exit_reason: string | null;
    }>;
    const hedges = db
      .prepare('SELECT position_id, created_ms, closed_ms, exit_reason FROM sim_hedges WHERE bot_id = ? ORDER BY created_ms')
      .all(bot.id) as Array<{
      position_id: number;
      created_ms: number;
      closed_ms: number | null;
      exit_reason: string | null;
    }>;
    const times = [...positions.map((p) => p.opened_ms), ...hedges.map((h) => h.created_ms)];
    const first = times.length > 0 ? Math.min(...times) : now;
    const mining = bot.kind === 'mining';
    add(first - 120_000, bot.id, {
      line: { level: 'info', message: mining ? T.createdDemo : T.hedgeCreatedDemo },
      wallet: bot.deposit ? () => recordDeposit(db, bot.id, bot.deposit!, first - 120_000) : undefined,
    });
    add(first - 60_000, bot.id, { line: { level: 'info', message: mining ? T.started : T.hedgeStarted } });
    const views = new Map(
      inner.engine
        .viewsOf(
          positions.map((p) => p.token_id),
          now,
        )
        .map((v) => [v.token_id, v]),
    );
    let last = first;
    for (const p of positions) {
      const view = views.get(p.token_id);
      if (!view) continue;
      const closed = p.closed_ms !== null;
      // a closed position's gas is kept as one sum: its mint's share is not known
      add(p.opened_ms, bot.id, {
        line: openedLine(view, false),
        wallet: () => recordMint(db, bot.id, view, p.opened_ms, closed ? null : undefined),
      });
      if (p.closed_ms !== null) {
        const at = p.closed_ms;
        add(at, bot.id, { line: closedLine(view, p.exit_reason ?? 'none'), wallet: () => recordCollect(db, bot.id, view, at) });
        last = Math.max(last, at);
      }
    }
    for (const h of hedges) {
      const row = inner.engine.hedgeRow(h.position_id);
      if (!row) continue;
      const view = inner.engine.hedgeView(row);
      add(h.created_ms, bot.id, { line: hedgeOpenedLine(view) });
      if (h.closed_ms !== null) {
        add(h.closed_ms, bot.id, { line: hedgeClosedLine(view, h.exit_reason ?? 'none') });
        last = Math.max(last, h.closed_ms);
      }
    }
    if (!bot.running)
      add(last + 60_000, bot.id, { line: mining ? stopLine('graceful', null) : { level: 'info', message: T.hedgeStopped } });
  }
  steps.sort((a, b) => a.at - b.at || a.order - b.order);
  db.transaction(() => {
    for (const s of steps) {
      if (s.line) writeJournal(db, null, s.botId, s.line.level, s.line.message, s.at);
      s.wallet?.();
    }
  })();
}
