// The breakdown by period as a CSV file, in the form of the history's export (src/domain/format/csv.ts).
// Loaded on demand by its button.
import type { PeriodStatistics } from '../../../domain/contracts/statistics';
import { csvDate, csvDocument, csvNumber } from '../../../domain/format/csv';
import { periodLabel } from '../../../domain/rules/history/periods';
import { miningPeriodsRu } from '../../i18n/sections/miningPeriods';

const c = miningPeriodsRu.csv;

export function periodsCsv(answer: PeriodStatistics): string {
  const header = [c.period, c.start, c.end, c.closed, c.pnl, c.fees, c.roi, c.winRate];
  const rows = [...answer.periods]
    .reverse()
    .map((r) => [
      periodLabel(r.start, r.end, answer.unit, answer.time_zone),
      csvDate(r.start),
      csvDate(r.end),
      r.closed,
      csvNumber(r.pnl_usd, 2),
      csvNumber(r.fees_usd, 4),
      csvNumber(r.roi_percent, 4),
      csvNumber(r.win_rate, 2),
    ]);
  return csvDocument(header, rows);
}
