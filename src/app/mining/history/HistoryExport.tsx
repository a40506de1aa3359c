// Export of the filtered set: every position the filters match (not only the pages on screen),
// fetched by the worker and written as CSV for Russian spreadsheet programs.
import { useState } from 'react';
import { HISTORY_EXPORT_MAX, historyQueryOf } from '../../../domain/rules/history/historyQuery';
import type { HistoryFilters } from '../../../domain/rules/history/historySearch';
import type { Bot } from '../../../domain/contracts/types';
import { useCommand } from '../../data/useCommand';
import { miningRu } from '../../i18n/sections/mining';
import { useCommandBlock } from '../../session/SessionContext';
import { Button } from '../../ui/Button';
import { downloadText } from '../../ui/downloadText';
import { muted, row } from '../common/mining.css';
import { fill } from '../../i18n/fill';

const t = miningRu.history;

export function HistoryExport({ filters, bots }: { filters: HistoryFilters; bots: readonly Bot[] }) {
  const exporter = useCommand('history.export');
  const blocked = useCommandBlock();
  const [message, setMessage] = useState<string | null>(null);

  const run = async () => {
    setMessage(null);
    const { limit: _limit, offset: _offset, ...query } = historyQueryOf(filters, 0);
    try {
      const { positions, total } = await exporter.mutateAsync(query);
      if (positions.length === 0) {
        setMessage(t.exportEmpty);
        return;
      }
      const { positionsCsv } = await import('../../data/positionsCsv');
      const day = new Date().toISOString().slice(0, 10);
      downloadText(`${t.exportFile}-${day}.csv`, positionsCsv(positions, bots));
      setMessage(
        positions.length < total
          ? fill(t.exportCapped, { n: positions.length, total, max: HISTORY_EXPORT_MAX })
          : fill(t.exportDone, { n: positions.length }),
      );
    } catch {
      // the command's error is shown below
    }
  };

  return (
    <div className={row}>
      <Button onClick={() => void run()} disabled={exporter.isPending || !!blocked} title={blocked ?? undefined}>
        {exporter.isPending ? t.exporting : t.export}
      </Button>
      <span className={muted} role="status">
        {exporter.error ? exporter.error.detail : message}
      </span>
    </div>
  );
}
