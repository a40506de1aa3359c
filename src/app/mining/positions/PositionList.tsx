// The open positions as cards, in rows of the grid (as many cards as fit across) or one under the
// other in the list, virtualised on the window's scroll (@tanstack/react-virtual): only the rows on
// screen and one either side are in the document, each measured as drawn. A scroll renders the
// rows it brings in before its frame is painted, so every card on screen is whole. The cards sit
// in one CSS grid, each keyed by its position, so a switch between the grid and the list moves
// them without drawing them again.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { MiningPosition } from '../../../domain/contracts/types';
import { PositionCard } from './PositionCard';
import { CARD_GAP, CARD_MIN_WIDTH, cardCell, cardGrid } from './positionCard.css';
import { positionKey, type CardMode } from './positionPrefs';

/** A row's height before it is measured: a card with its folds shut, at 1280–1440 px. */
const ESTIMATED_ROW: Record<CardMode, number> = { grid: 600, list: 300 };

/** Cards across a list of `width` px in the grid. */
export function gridColumns(width: number): number {
  return Math.max(1, Math.floor((width + CARD_GAP) / (CARD_MIN_WIDTH + CARD_GAP)));
}

/** The positions in rows of `columns`. */
export function inRows<T>(list: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < list.length; i += columns) rows.push(list.slice(i, i + columns));
  return rows;
}

/** Where the list was last laid out: a page opened again starts from it, before its first layout. */
let lastPlace = { width: typeof window === 'undefined' ? 0 : window.innerWidth, top: 0 };

/**
 * The list's width and its top in the page, read after the browser has laid them out (a
 * ResizeObserver's call) whenever the list or the page changes size, never forcing a layout of the
 * page inside React's commit: the cards across follow the width, and the virtualiser counts rows
 * from the top (a notice above may come and go). Rows stay in the page's flow, so a place a frame
 * late only shifts which rows count as near.
 */
function usePlace(ref: RefObject<HTMLElement | null>): { width: number; top: number } {
  const [place, setPlace] = useState(lastPlace);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const next = { width: el.clientWidth, top: Math.round(el.getBoundingClientRect().top + window.scrollY) };
      lastPlace = next;
      setPlace((p) => (p.width === next.width && p.top === next.top ? p : next));
    });
    observer.observe(el);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [ref]);
  return place;
}

type CardProps = Omit<Parameters<typeof PositionCard>[0], 'position' | 'botName' | 'closing'>;

export function PositionList({
  list,
  mode,
  botName,
  closingId,
  ...card
}: {
  list: MiningPosition[];
  mode: CardMode;
  botName: (botId: number) => string | undefined;
  closingId: number | null;
} & CardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { width, top } = usePlace(ref);
  const columns = mode === 'list' ? 1 : gridColumns(width);
  const rows = inRows(list, columns);
  const estimate = ESTIMATED_ROW[mode];
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimate,
    gap: CARD_GAP,
    overscan: 1,
    scrollMargin: top,
    // A row is known by its first position and how many share it: a view switch measures anew.
    getItemKey: (i) => `${columns}:${positionKey(rows[i][0])}`,
    // Measured from its ResizeObserver entry, after the browser's layout: as a row is drawn it keeps
    // the size known for it (or the estimate) rather than lay the page out inside React's commit. A
    // row not laid out (a hidden page) has no height: it keeps the estimate too.
    measureElement: (el, entry, instance) =>
      (entry && measureElement(el, entry, instance)) || instance.measurementsCache[instance.indexFromElement(el)]?.size || estimate,
    // The first render already holds the rows on screen (the window's size is known at once).
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  // The rows above and below the drawn ones hold their room as padding, so the drawn rows stay in
  // the page's flow: a row measured taller than estimated pushes only what is below it.
  const style = {
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    paddingTop: first ? first.start - top : 0,
    paddingBottom: last ? virtualizer.getTotalSize() - (last.end - top) : 0,
  };
  // data-mode: the view shown, for what reads the page (tests, the benchmark). Every card of a row
  // is as tall as the row (the grid stretches them) and is measured as the row's height.
  return (
    <div ref={ref} className={cardGrid} style={style} data-mode={mode}>
      {items.flatMap((item) =>
        rows[item.index].map((p) => (
          <div key={positionKey(p)} data-index={item.index} ref={virtualizer.measureElement} className={cardCell}>
            <PositionCard position={p} botName={botName(p.bot_id)} closing={closingId === p.token_id} {...card} />
          </div>
        )),
      )}
    </div>
  );
}
