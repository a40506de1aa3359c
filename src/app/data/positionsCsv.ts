// Mining positions as a CSV file (src/domain/format/csv.ts: the form Russian spreadsheet programs open):
// the history's export of its filtered set and the dashboard's PnL export write the same columns.
// Loaded on demand (import()) by the buttons that export, so its texts never weigh on a first screen.
import { botNamer } from '../../domain/rules/mining/botName';
import { csvDate, csvDocument, csvNumber, type CsvCell } from '../../domain/format/csv';
import { exitReasonText } from '../../domain/rules/mining/exitReason';
import { formatDuration } from '../../domain/format/format';
import { changePercent, exitOrCurrentPrice, fullSizeUsd } from '../../domain/rules/portfolio/money';
import { secondsInPosition } from '../../domain/rules/mining/positionRisk';
import { priceDecimals } from '../../domain/format/priceScale';
import type { MiningPosition } from '../../domain/contracts/types';
import { miningRu } from '../i18n/sections/mining';
import { fill } from '../i18n/fill';
import { exitReasonsRu } from '../i18n/sections/exitReasons';

const t = miningRu.history;
const c = t.csv;

const HEADER = [
  c.position,
  c.bot,
  c.pair,
  c.network,
  c.status,
  c.opened,
  c.closed,
  c.duration,
  c.entry,
  c.exit,
  c.current,
  c.change,
  c.eth,
  c.usdt,
  c.size,
  c.fees,
  c.pnl,
  c.roi,
  c.reason,
];

const num = (v: number | null | undefined, decimals: number): CsvCell =>
  typeof v === 'number' && Number.isFinite(v) ? csvNumber(v, decimals) : null;

function row(p: MiningPosition, botName: (id: number) => string): CsvCell[] {
  const closed = p.status === 'closed';
  const prices = priceDecimals(p.entry_price);
  return [
    p.token_id,
    botName(p.bot_id),
    p.symbol,
    p.network,
    (miningRu.positions.status as Record<string, string>)[p.status] ?? p.status,
    csvDate(p.timestamp),
    closed ? csvDate(p.exit_timestamp) : null,
    formatDuration(secondsInPosition(p)),
    num(p.entry_price, prices),
    // an open position has no exit yet: its price so far goes to its own column
    closed ? num(exitOrCurrentPrice(p), prices) : null,
    closed ? null : num(p.current_price, prices),
    num(changePercent(p.entry_price, exitOrCurrentPrice(p)), 4),
    num(p.eth_amount, 6),
    num(p.usdt_amount, 2),
    num(fullSizeUsd(p), 2),
    num(p.earned_fees, 4),
    num(p.pnl, 2),
    num(p.pnl_percent, 4),
    closed ? exitReasonText(p.exit_reason, exitReasonsRu) : null,
  ];
}

/** The CSV text of these positions, each naming its bot (by its id when `bots` does not hold it). */
export function positionsCsv(positions: readonly MiningPosition[], bots: ReadonlyArray<{ id: number; name: string }> | null): string {
  const botName = botNamer(bots, (id) => fill(t.botName, { id }));
  return csvDocument(
    HEADER,
    positions.map((p) => row(p, botName)),
  );
}
