// The trades of a bot over a chart's candles (issue 54): its positions opened or closed in the
// candles' time, from the history (open ones included, the newest 200 of the last week). A page
// above 100 reloads with the charts' candles (every 30 s, worker/sync/topics.ts), not every 5 s, and
// the marks keep their identity while their content does: a chart is drawn again only for a trade.
import { useMemo, useState } from 'react';
import type { HistoryQuery } from '../../domain/contracts/types';
import { tradeMarks, type TradeMark } from '../../domain/rules/mining/tradeMarks';
import { useSnapshot } from '../data/useSnapshot';

const NONE: TradeMark[] = [];

/** The query of a bot's recent positions. */
function recentTradesQuery(botId: number): HistoryQuery {
  return { bot_id: botId, status: 'all', period: '7d', limit: 200, offset: 0, sort: 'close_time_desc' };
}

export function useBotTrades(
  botId: number | null | undefined,
  candles: ReadonlyArray<{ timestamp: number }> | null | undefined,
): { trades: TradeMark[]; failed: boolean } {
  const history = useSnapshot('history', recentTradesQuery(botId ?? 0), { enabled: !!botId });
  const from = candles?.[0]?.timestamp;
  const last = candles?.at(-1)?.timestamp;
  const to =
    from !== undefined && last !== undefined && candles && candles.length > 1
      ? last + (last - candles[0].timestamp) / (candles.length - 1)
      : last;
  const positions = history.data?.positions;
  const computed = useMemo(
    () => (positions && from !== undefined && to !== undefined ? tradeMarks(positions, from, to) : NONE),
    [positions, from, to],
  );
  const key = computed.map((m) => `${m.id}:${m.time}:${m.price}:${m.pnl}:${m.open}`).join('|');
  // adjusted while rendering (React's pattern for state that follows a value)
  const [kept, keep] = useState({ key: '', trades: NONE });
  if (kept.key !== key) keep({ key, trades: computed });
  const trades = kept.key === key ? kept.trades : computed;
  return { trades, failed: !!botId && history.status === 'error' && !history.data };
}
