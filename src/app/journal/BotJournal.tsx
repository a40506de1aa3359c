// A bot's journal (issue 54), for a mining bot's page and a hedge bot's «Логи» alike: a level filter
// and a text search (the server narrows, the worker checks), the entries newest first with new ones
// arriving live, «Загрузить еще» for older pages, and the whole journal as a text file.
import { useCallback, useEffect, useState } from 'react';
import type { BotLogEntry } from '../../domain/contracts/bots';
import { LOG_LEVELS } from '../../domain/contracts/values';
import { JOURNAL_SEARCH_MAX, type JournalFilter, type JournalLevel } from '../../domain/rules/mining/journal';
import type { Snapshot } from '../../worker/api';
import { useSnapshot } from '../data/useSnapshot';
import { fill } from '../i18n/fill';
import { journalRu } from '../i18n/sections/journal';
import { Button } from '../ui/Button';
import { SelectField, TextField } from '../ui/Field';
import { EmptyState, ErrorCard, LoadingCard, StaleNotice } from '../ui/States';
import { muted } from '../ui/ui.css';
import { JournalDownload } from './JournalDownload';
import { JournalList } from './JournalList';
import * as css from './journal.css';
import { useJournal } from './useJournal';

const t = journalRu;
const NO_FILTER: JournalFilter = { level: 'all', search: '' };
/** Typing settles this long before the search goes to the server. */
const SEARCH_DELAY_MS = 300;
const LEVEL_OPTIONS = [{ value: 'all', label: t.levels.all }, ...LOG_LEVELS.map((l) => ({ value: l, label: t.levels[l] }))];

/** An older page: subscribed while the journal is open, reporting its snapshot to the list. */
function PageFeed({
  params,
  offset,
  onPage,
}: {
  params: ReturnType<typeof useJournal>['params'];
  offset: number;
  onPage: (offset: number, s: Snapshot<BotLogEntry[]>) => void;
}) {
  const snap = useSnapshot('botLogs', { ...params, offset });
  useEffect(() => onPage(offset, snap), [offset, snap, onPage]);
  return null;
}

/** The text typed, handed on once typing settles (trimmed: the filter's own form). */
function useSettledSearch(search: string, onSettled: (search: string) => void): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(search);
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => onSettled(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSettled]);
  return [typed, setTyped];
}

/** A journal whose filter its holder keeps (a page's address, a dialog's state). */
export function BotJournal({
  botId,
  botName,
  filter,
  onFilter,
  inDialog = false,
}: {
  botId: number;
  botName: string;
  filter: JournalFilter;
  onFilter: (filter: JournalFilter) => void;
  inDialog?: boolean;
}) {
  const { level } = filter;
  const onSearch = useCallback((search: string) => onFilter({ ...filter, search }), [filter, onFilter]);
  const [typed, setTyped] = useSettledSearch(filter.search, onSearch);
  const journal = useJournal(botId, filter);
  const { head, entries } = journal;
  const filtered = filter.level !== 'all' || filter.search.trim() !== '';

  const body = () => {
    if (head.data === null) {
      if (head.status === 'error' || head.status === 'offline')
        return <ErrorCard message={`${t.loadError}: ${head.error?.detail ?? ''}`.trim()} onRetry={head.refresh} />;
      return <LoadingCard />;
    }
    if (entries.length === 0) return <EmptyState>{filtered ? t.emptyFiltered : t.empty}</EmptyState>;
    return (
      <>
        <JournalList
          entries={entries}
          label={fill(t.titleOf, { name: botName })}
          heightClass={inDialog ? css.dialogHeight : css.pageHeight}
        />
        <div className={css.footer}>
          <span className={muted} role="status">
            {fill(t.shown, { n: entries.length })} · {t.live}
          </span>
          {(journal.more || journal.loadingMore) && (
            <Button onClick={journal.loadMore} disabled={journal.loadingMore}>
              {journal.loadingMore ? t.loadingMore : t.more}
            </Button>
          )}
        </div>
      </>
    );
  };

  return (
    <section className={css.stack} aria-label={fill(t.titleOf, { name: botName })} data-journal={botId}>
      <div className={css.toolbar}>
        <SelectField
          label={t.level}
          value={level}
          options={LEVEL_OPTIONS}
          onChange={(e) => onFilter({ ...filter, level: e.target.value as JournalLevel })}
        />
        <TextField
          label={t.search}
          type="search"
          value={typed}
          maxLength={JOURNAL_SEARCH_MAX}
          placeholder={t.searchPlaceholder}
          onChange={(e) => setTyped(e.target.value)}
        />
        <div className={css.download}>
          <JournalDownload botId={botId} botName={botName} filter={filter} />
        </div>
      </div>
      <StaleNotice snapshot={head} />
      {journal.offsets.map((offset) => (
        <PageFeed key={offset} params={journal.params} offset={offset} onPage={journal.onPage} />
      ))}
      {body()}
    </section>
  );
}

/** The journal in a dialog (a hedge bot's «Логи»): its filter lives as long as the dialog. */
export function BotJournalDialogBody({ botId, botName }: { botId: number; botName: string }) {
  const [filter, setFilter] = useState<JournalFilter>(NO_FILTER);
  return <BotJournal botId={botId} botName={botName} filter={filter} onFilter={setFilter} inDialog />;
}
