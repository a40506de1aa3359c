// Where a bot's positions opened and closed, marked on a price chart (issue 54): one mark per
// opening and one per closing inside the chart's time window, with what its tooltip tells.
import { exitOrCurrentPrice } from '../portfolio/money';
import type { MiningPosition } from '../../contracts/types';

export interface TradeMark {
  /** 'open-40', 'close-40': unique on a chart. */
  id: string;
  kind: 'open' | 'close';
  tokenId: number;
  /** ms */
  time: number;
  price: number;
  /** The exit reason's code of a closing (null for an opening). */
  exitReason: string | null;
  /** The position's net result: final once closed, so far while open. */
  pnl: number;
  /** The position is still open. */
  open: boolean;
}

/** The marks of these positions between `from` and `to` (ms), oldest first. */
export function tradeMarks(positions: readonly MiningPosition[], from: number, to: number): TradeMark[] {
  const marks: TradeMark[] = [];
  const inside = (t: number) => Number.isFinite(t) && t >= from && t <= to;
  for (const p of positions) {
    const closed = p.status === 'closed';
    const opened = Date.parse(p.timestamp);
    if (inside(opened) && p.entry_price > 0)
      marks.push({
        id: `open-${p.token_id}`,
        kind: 'open',
        tokenId: p.token_id,
        time: opened,
        price: p.entry_price,
        exitReason: null,
        pnl: p.pnl,
        open: !closed,
      });
    const exit = closed && p.exit_timestamp ? Date.parse(p.exit_timestamp) : NaN;
    const price = exitOrCurrentPrice(p);
    if (closed && inside(exit) && price > 0)
      marks.push({
        id: `close-${p.token_id}`,
        kind: 'close',
        tokenId: p.token_id,
        time: exit,
        price,
        exitReason: p.exit_reason ?? 'none',
        pnl: p.pnl,
        open: false,
      });
  }
  return marks.sort((a, b) => a.time - b.time || a.tokenId - b.tokenId);
}
