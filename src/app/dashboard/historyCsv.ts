// The PnL export of the dashboard's quick actions: closed positions as CSV (semicolon-separated,
// as spreadsheet programs in ru-RU expect), built in the page from data already on screen.
import type { MiningPosition } from '../../domain/types';
import { tradePnl } from '../../domain/portfolioMetrics';

function cell(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(value);
  return /[;"\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function historyCsv(header: string, positions: readonly MiningPosition[]): string {
  const rows = positions.map((p) =>
    [p.token_id, p.bot_id, p.symbol, p.network, p.timestamp, p.exit_timestamp, p.exit_reason, tradePnl(p).toFixed(2)].map(cell).join(';'),
  );
  return [header, ...rows].join('\r\n') + '\r\n';
}
