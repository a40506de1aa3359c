// The read calls of the contract, in an order that learns the ids the next ones need: the lists
// come first, then each call whose path names an object is sent for the first object of its kind
// that the signed-in user can see. Nothing here changes anything on the backend.
import { API, type Call } from '../../src/domain/contracts/api';
import type { CallName, CheckClient } from './client';

/** The objects the walk has seen, to fill path parameters. */
export interface Known {
  bot?: number;
  strategy?: number;
  hedgeBot?: number;
  hedgePosition?: number;
  position?: { bot: number; id: number };
}

/** Sample values for parameters that name no object of the user's. */
const SAMPLE = { walletToken: 'USDT', priceToken: 'ETH', pool: 'ETHUSDT', symbol: 'ETHUSDT' } as const;

/** The analysis and backtest calls are POSTs that compute and store nothing: read calls for this check. */
const COMPUTE: Partial<Record<CallName, unknown>> = {
  technicalAnalysis: { symbol: SAMPLE.symbol },
  combinedStrategy: { symbol: SAMPLE.symbol },
  backtest: { strategy: { symbol: 'ETH/USDT', channel_width: 10, channel_width_unit: 'PERCENT' }, network: 'arbitrum', days: 7 },
  strategyBacktest: { days: 7 },
};

/** The calls this walk sends: every JSON GET, and the computing POSTs. */
const READ_CALLS = (Object.keys(API) as CallName[]).filter((name) => {
  const call: Call = API[name];
  return (call.method === 'GET' && !call.raw) || name in COMPUTE;
});

/** Path parameters of a call from what is known, or what is still unknown. */
function paramsFor(call: Call, known: Known): Record<string, string | number> | { unknown: string } {
  const url = call.url;
  if (!url.includes(':')) return {};
  if (url.includes(':positionId'))
    return known.position ? { id: known.position.bot, positionId: known.position.id } : { unknown: 'open position' };
  if (url.startsWith('/api/strategies/')) return known.strategy ? { id: known.strategy } : { unknown: 'strategy' };
  if (url.startsWith('/api/v2/hedge/positions/')) return known.hedgePosition ? { id: known.hedgePosition } : { unknown: 'hedge position' };
  if (url.startsWith('/api/hedge-bot/') || url.startsWith('/api/v2/hedge/performance/'))
    return known.hedgeBot ? { id: known.hedgeBot } : { unknown: 'hedge bot' };
  if (url.includes('/price/:token')) return { token: SAMPLE.priceToken };
  if (url.includes(':pool')) return { pool: SAMPLE.pool };
  if (!known.bot) return { unknown: 'mining bot' };
  return url.includes(':token') ? { id: known.bot, token: SAMPLE.walletToken } : { id: known.bot };
}

/** What an answer teaches about the backend's objects (the first of each kind). */
function learn(name: CallName, answer: unknown, known: Known): void {
  const first = (Array.isArray(answer) ? answer[0] : undefined) as Record<string, number> | undefined;
  if ((name === 'bots' || name === 'miningBots') && first) known.bot ??= first.bot_id;
  if (name === 'strategies' && first) known.strategy ??= first.strategy_id;
  if (name === 'hedgeBots' && first) known.hedgeBot ??= first.bot_id;
  if (name === 'hedgePositions' && first) known.hedgePosition ??= first.position_id;
  if (name === 'openPositions') {
    const open = (answer as { positions: Array<{ bot_id: number; token_id: number }> }).positions[0];
    if (open) known.position ??= { bot: open.bot_id, id: open.token_id };
  }
}

/** Sends every read call whose parameters can be filled; returns what it learnt. */
export async function checkReads(client: CheckClient): Promise<Known> {
  const known: Known = {};
  let waiting: CallName[] = READ_CALLS.filter((name) => name !== 'health' && name !== 'openapi');
  // Each pass sends what it can; a pass that sends nothing ends the walk.
  for (;;) {
    const next: CallName[] = [];
    for (const name of waiting) {
      const params = paramsFor(API[name], known);
      if ('unknown' in params) {
        next.push(name);
        continue;
      }
      const answer = await client.call(name, { params, ...(name in COMPUTE ? { body: COMPUTE[name] } : {}) });
      if (answer !== undefined) learn(name, answer, known);
    }
    if (next.length === waiting.length) {
      for (const name of next) client.skip(name, `no ${(paramsFor(API[name], known) as { unknown: string }).unknown} to read`);
      return known;
    }
    waiting = next;
  }
}
