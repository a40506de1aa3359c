// The journal as a text file: every entry the filter matches (not only those on screen), read by
// the worker page by page, one line each (src/domain/rules/mining/journal.ts).
import { useState } from 'react';
import { formatDateTimeSeconds } from '../../domain/format/moments';
import { JOURNAL_EXPORT_MAX, journalText, type JournalFilter } from '../../domain/rules/mining/journal';
import { useCommand } from '../data/useCommand';
import { fill } from '../i18n/fill';
import { journalRu } from '../i18n/sections/journal';
import { useCommandBlock } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { downloadText } from '../ui/downloadText';
import { muted } from '../ui/ui.css';

const t = journalRu;

export function JournalDownload({ botId, botName, filter }: { botId: number; botName: string; filter: JournalFilter }) {
  const exporter = useCommand('botLogs.export');
  const blocked = useCommandBlock();
  const [message, setMessage] = useState<string | null>(null);

  const run = async () => {
    setMessage(null);
    const search = filter.search.trim();
    try {
      const { entries, complete } = await exporter.mutateAsync({
        botId,
        ...(filter.level !== 'all' && { level: filter.level }),
        ...(search && { search }),
      });
      if (entries.length === 0) {
        setMessage(t.downloadEmpty);
        return;
      }
      const now = Date.now();
      const heading = fill(t.fileHeading, { name: botName, id: botId, time: formatDateTimeSeconds(now) });
      downloadText(
        `${t.fileName}-${botId}-${new Date(now).toISOString().slice(0, 10)}.txt`,
        journalText(heading, entries),
        'text/plain;charset=utf-8',
      );
      setMessage(complete ? fill(t.downloadDone, { n: entries.length }) : fill(t.downloadCapped, { n: JOURNAL_EXPORT_MAX }));
    } catch {
      // the command's error is shown below
    }
  };

  return (
    <>
      <Button onClick={() => void run()} disabled={exporter.isPending || !!blocked} title={blocked ?? undefined}>
        {exporter.isPending ? t.downloading : t.download}
      </Button>
      {(exporter.error || message) && (
        <span className={muted} role="status" style={{ display: 'block', marginTop: 4 }}>
          {exporter.error ? exporter.error.detail : message}
        </span>
      )}
    </>
  );
}
