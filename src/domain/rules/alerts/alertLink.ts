// Where an alert leads in the app: a position's card, a bot, or the statistics. The server puts the
// link into the alert; the screens read the same search parameters back (../input/pageSearch.ts).
import type { AlertKind } from '../../contracts/values';

/** What an alert is about: enough to choose the screen it opens. */
interface AlertSubject {
  kind: AlertKind;
  botId: number | null;
  positionId: number | null;
}

const POSITION_LINK_PATH = '/mining/positions';
const MINING_BOTS_PATH = '/mining/bots';
const HEDGE_BOTS_PATH = '/hedge-bots';
const STATISTICS_PATH = '/mining/statistics';

export function alertLink(draft: AlertSubject, botKind: 'mining' | 'hedge' | null): string {
  if (draft.kind === 'daily_loss' || draft.botId === null) return STATISTICS_PATH;
  if (draft.kind === 'hedge_stopped' || botKind === 'hedge') return `${HEDGE_BOTS_PATH}?bot=${draft.botId}`;
  if (draft.positionId !== null) return `${POSITION_LINK_PATH}?bot=${draft.botId}&position=${draft.positionId}`;
  return `${MINING_BOTS_PATH}?bot=${draft.botId}`;
}

/** An alert's link is a path of this app (never another origin), as the service worker opens it. */
export function isAppLink(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}
