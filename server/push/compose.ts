// The words of an alert: a Russian title and body naming the bot, the pair, the event, the price
// and the result, as the device's notification and the app's list show them.
import type { AlertDraft } from '../../src/domain/rules/alerts/alertEvaluation';
import { formatDecimal, formatPrice, formatSignedUsd } from '../../src/domain/format/format';
import { TEXT } from '../http/texts';

const T = TEXT.alerts;

export function composeAlert(draft: AlertDraft, botName: string | null, dailyLossUsdt: number): { title: string; body: string } {
  const bot = botName?.trim() || (draft.botId !== null ? `#${draft.botId}` : '');
  const pair = draft.symbol ?? '';
  const id = draft.positionId ?? 0;
  const price = draft.price !== null ? formatPrice(draft.price, draft.price) : '—';
  const pnl = formatSignedUsd(draft.pnl);
  switch (draft.kind) {
    case 'stop_loss':
      return { title: T.stopLoss.title(bot), body: T.stopLossBody(pair, id, T.stopLoss.side[draft.detail ?? ''] ?? '', price, pnl) };
    case 'out_of_range':
      return { title: T.outOfRange.title(bot), body: T.outOfRangeBody(pair, id, T.outOfRange.side[draft.detail ?? ''] ?? '', price, pnl) };
    case 'rebalancing':
      return { title: T.rebalancing.title(bot), body: T.rebalancingBody(pair, id, price, pnl) };
    case 'bot_error':
      return { title: T.botError.title(bot), body: T.botErrorBody(bot) };
    case 'hedge_stopped':
      return {
        title: T.hedgeStopped.title(bot, draft.detail !== 'stop_loss'),
        body: T.hedgeStoppedBody(pair, id, price, pnl, draft.detail === 'liquidated'),
      };
    case 'daily_loss':
      return { title: T.dailyLoss.title, body: T.dailyLossBody(pnl, formatDecimal(dailyLossUsdt, 0, 2)) };
  }
}
