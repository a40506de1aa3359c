// The journal's entries, newest first, in a scroll box of its own, virtualised (only the rows near
// the view are in the page: 10 000 entries scroll as smoothly as 100). Rows are measured as they are
// drawn: a message wraps to as many lines as it needs. While the list is scrolled down, new entries
// wait above it behind a button that says how many there are, so what is being read never moves.
import { useCallback, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { BotLogEntry } from '../../domain/contracts/bots';
import { formatDateTimeSeconds } from '../../domain/format/moments';
import { logLevelOf } from '../../domain/rules/mining/journal';
import { journalRu } from '../i18n/sections/journal';
import { fill } from '../i18n/fill';
import { Badge, type BadgeTone } from '../ui/Badge';
import { Button } from '../ui/Button';
import * as css from './journal.css';

const t = journalRu;
const TONE: Record<string, BadgeTone> = { info: 'info', warning: 'warning', error: 'negative' };
/** Below this many pixels from the top the list counts as at the top: new entries show at once. */
const TOP_SLACK = 4;

/** The index of the first entry not newer than `id` (entries are newest first). */
function firstAtMost(entries: readonly BotLogEntry[], id: number): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (entries[mid].id > id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function LevelBadge({ level }: { level: string }) {
  const known = logLevelOf(level);
  return <Badge tone={known ? TONE[known] : 'neutral'}>{known ? t.levels[known] : level}</Badge>;
}

export function JournalList({ entries, label, heightClass }: { entries: readonly BotLogEntry[]; label: string; heightClass: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  // The newest entry shown when the reader left the top; null while at the top.
  const [heldAt, setHeldAt] = useState<number | null>(null);
  const skip = heldAt === null ? 0 : firstAtMost(entries, heldAt);
  const shown = skip === 0 ? entries : entries.slice(skip);
  const newest = entries[0]?.id ?? 0;

  // Keyed by entry: a measured row keeps its height when entries arrive above it.
  const getItemKey = useCallback((i: number) => shown[i].id, [shown]);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 40,
    overscan: 10,
    getItemKey,
  });

  const onScroll = () => {
    const top = scroller.current?.scrollTop ?? 0;
    if (top <= TOP_SLACK && heldAt !== null) setHeldAt(null);
    else if (top > TOP_SLACK && heldAt === null) setHeldAt(newest);
  };
  const showNewer = () => {
    setHeldAt(null);
    virtualizer.scrollToOffset(0);
  };

  return (
    <div ref={scroller} className={`${css.scroller} ${heightClass}`} onScroll={onScroll} tabIndex={0} aria-label={label}>
      {skip > 0 && (
        <div className={css.newer}>
          <Button variant="primary" onClick={showNewer}>
            {fill(t.paused, { n: skip })}
          </Button>
        </div>
      )}
      <div role="list" aria-label={label} style={{ position: 'relative', height: virtualizer.getTotalSize(), width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const e = shown[item.index];
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="listitem"
              aria-posinset={item.index + 1}
              aria-setsize={shown.length}
              className={css.row}
              style={{ transform: `translateY(${item.start}px)` }}
              data-entry={e.id}
            >
              <time dateTime={e.timestamp} className={css.time}>
                {formatDateTimeSeconds(e.timestamp)}
              </time>
              <span>
                <LevelBadge level={e.level} />
              </span>
              <span className={css.message}>{e.message}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
