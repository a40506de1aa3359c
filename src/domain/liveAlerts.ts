// Which live messages deserve a browser notification (the /settings/notifications opt-in): a
// position that exits by stop-loss, and a bot that goes to error (only on the change to error,
// not on every repeat of it).
import type { LiveMessage } from './live';

export type LiveAlert =
  | { kind: 'stopLoss'; botId: number; tokenId: number; symbol: string; side: 'upper' | 'lower'; pnl: number | null; tag: string }
  | { kind: 'botError'; botId: number; tag: string };

export interface AlertPrefs {
  enabled: boolean;
  stopLoss: boolean;
  botError: boolean;
}

export const DEFAULT_ALERT_PREFS: AlertPrefs = { enabled: false, stopLoss: true, botError: true };

const STOP_LOSS: Record<string, 'upper' | 'lower'> = { upper_stop_losss: 'upper', upper_stop_loss: 'upper', lower_stop_loss: 'lower' };

/**
 * The alert for a message, or null. `previousStatus` is the bot's status before this message
 * (undefined when unknown), so an error that persists is announced once.
 */
export function alertFor(message: LiveMessage, prefs: AlertPrefs, previousStatus?: string): LiveAlert | null {
  if (!prefs.enabled) return null;
  if (message.type === 'position_closed' && prefs.stopLoss) {
    const side = STOP_LOSS[message.position.exit_reason ?? ''];
    if (!side) return null;
    const pnl =
      typeof message.position.net_pnl_usd === 'number' && Number.isFinite(message.position.net_pnl_usd)
        ? message.position.net_pnl_usd
        : null;
    return {
      kind: 'stopLoss',
      botId: message.bot_id,
      tokenId: message.position.token_id,
      symbol: message.position.symbol,
      side,
      pnl,
      tag: `sl-${message.bot_id}-${message.position.token_id}`,
    };
  }
  if (message.type === 'bot_status' && prefs.botError && message.status === 'error' && previousStatus !== 'error') {
    return { kind: 'botError', botId: message.bot_id, tag: `bot-error-${message.bot_id}` };
  }
  return null;
}

export function parseAlertPrefs(raw: string | null): AlertPrefs {
  try {
    const v = JSON.parse(raw ?? 'null') as Partial<AlertPrefs> | null;
    if (!v || typeof v !== 'object') return { ...DEFAULT_ALERT_PREFS };
    return {
      enabled: v.enabled === true,
      stopLoss: v.stopLoss !== false,
      botError: v.botError !== false,
    };
  } catch {
    return { ...DEFAULT_ALERT_PREFS };
  }
}
