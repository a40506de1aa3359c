// A bot's journal as the screen holds it: the newest page (refreshed, and taking the bot's live
// entries while open) and the older pages loaded with «Загрузить еще», gathered into one list,
// newest first. Entries stay once shown: the newest page moves on, the list only grows, until the
// filter changes. A further page starts where the list ends, so a journal that grew meanwhile
// repeats a few entries (dropped) rather than skipping any.
import { useCallback, useMemo, useState } from 'react';
import type { BotLogEntry } from '../../domain/contracts/bots';
import { BOT_LOG_PAGE } from '../../domain/contracts/values';
import { mergeJournal, type JournalFilter } from '../../domain/rules/mining/journal';
import { paramsKey } from '../../domain/rules/sync/paramsKey';
import type { Snapshot, TopicParams } from '../../worker/api';
import { useSnapshot, type SnapshotResult } from '../data/useSnapshot';

interface Held {
  key: string;
  /** The newest page last merged (a new one from the worker is merged in the render that sees it). */
  head: BotLogEntry[] | null;
  entries: BotLogEntry[];
  /** Offsets of the further pages asked for, and what each answered so far. */
  offsets: number[];
  pages: Record<number, Snapshot<BotLogEntry[]>>;
  /** The last further page brought nothing new (a backend that ignores `offset`): no more to ask for. */
  stalled: boolean;
}

export interface Journal {
  /** The params of the newest page (a further page adds its offset). */
  params: TopicParams<'botLogs'>;
  head: SnapshotResult<BotLogEntry[]>;
  entries: BotLogEntry[];
  offsets: number[];
  /** A further page reports its snapshot here. */
  onPage(offset: number, snapshot: Snapshot<BotLogEntry[]>): void;
  /** Older entries remain (the last page came back full). */
  more: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

function journalParams(botId: number, filter: JournalFilter): TopicParams<'botLogs'> {
  const search = filter.search.trim();
  return { botId, ...(filter.level !== 'all' && { level: filter.level }), ...(search && { search }) };
}

export function useJournal(botId: number, filter: JournalFilter): Journal {
  const params = useMemo(() => journalParams(botId, filter), [botId, filter]);
  const key = paramsKey(params);
  const head = useSnapshot('botLogs', params);
  const [held, setHeld] = useState<Held>(() => ({ key, head: null, entries: [], offsets: [], pages: {}, stalled: false }));
  // Adjusted while rendering (React's pattern for state that follows a prop): a new filter starts
  // again, a new newest page joins the list.
  let current: Held = held.key === key ? held : { key, head: null, entries: [], offsets: [], pages: {}, stalled: false };
  if (head.data !== current.head) current = { ...current, head: head.data, entries: mergeJournal(head.data, current.entries) };
  if (current !== held) setHeld(current);

  const onPage = useCallback(
    (offset: number, snapshot: Snapshot<BotLogEntry[]>) => {
      setHeld((h) => {
        if (h.key !== key || h.pages[offset] === snapshot) return h;
        const known = h.pages[offset]?.data;
        if (!snapshot.data || snapshot.data === known) return { ...h, pages: { ...h.pages, [offset]: snapshot } };
        const entries = mergeJournal(h.entries, snapshot.data);
        const stalled = offset === h.offsets.at(-1) && entries.length === h.entries.length;
        return { ...h, entries, stalled, pages: { ...h.pages, [offset]: snapshot } };
      });
    },
    [key],
  );

  const last = current.offsets.at(-1);
  const lastPage = last === undefined ? current.head : (current.pages[last]?.data ?? null);
  const loadingMore = last !== undefined && !current.pages[last]?.data;
  const more = !loadingMore && !current.stalled && lastPage !== null && lastPage.length >= BOT_LOG_PAGE;
  const count = current.entries.length;
  const loadMore = useCallback(() => {
    setHeld((h) => (h.key !== key || h.offsets.includes(count) ? h : { ...h, offsets: [...h.offsets, count], stalled: false }));
  }, [key, count]);

  return { params, head, entries: current.entries, offsets: current.offsets, onPage, more, loadingMore, loadMore };
}
