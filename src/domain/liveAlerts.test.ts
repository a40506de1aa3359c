import { describe, expect, it } from 'vitest';
import type { LiveMessage } from './live';
import type { MiningPosition } from './types';
import { alertFor, DEFAULT_ALERT_PREFS, parseAlertPrefs } from './liveAlerts';

const on = { enabled: true, stopLoss: true, botError: true };

function closed(exit_reason: string | null, net = -12.5): LiveMessage {
  return {
    type: 'position_closed',
    bot_id: 3,
    ts: 1,
    position: { token_id: 9, symbol: 'ETH/USDT', exit_reason, net_pnl_usd: net } as MiningPosition,
  };
}

describe('live alerts', () => {
  it('a stop-loss exit on either side alerts, with the position and result', () => {
    expect(alertFor(closed('lower_stop_loss'), on)).toEqual({
      kind: 'stopLoss',
      botId: 3,
      tokenId: 9,
      symbol: 'ETH/USDT',
      side: 'lower',
      pnl: -12.5,
      tag: 'sl-3-9',
    });
    expect(alertFor(closed('upper_stop_losss'), on)).toMatchObject({ kind: 'stopLoss', side: 'upper' });
  });

  it('other exits and other messages do not alert', () => {
    expect(alertFor(closed('manual'), on)).toBeNull();
    expect(alertFor(closed(null), on)).toBeNull();
    expect(alertFor({ type: 'price_tick', bot_id: 1, symbol: 'ETHUSDT', price: 3000, ts: 1 }, on)).toBeNull();
    expect(alertFor({ type: 'bot_status', bot_id: 1, status: 'stopped', running: false, ts: 1 }, on)).toBeNull();
  });

  it('a bot going to error alerts once, not on every repeat', () => {
    const msg: LiveMessage = { type: 'bot_status', bot_id: 4, status: 'error', running: false, ts: 1 };
    expect(alertFor(msg, on, 'running')).toEqual({ kind: 'botError', botId: 4, tag: 'bot-error-4' });
    expect(alertFor(msg, on, undefined)).not.toBeNull();
    expect(alertFor(msg, on, 'error')).toBeNull();
  });

  it('nothing alerts unless opted in, and each kind can be switched off', () => {
    expect(alertFor(closed('lower_stop_loss'), DEFAULT_ALERT_PREFS)).toBeNull();
    expect(alertFor(closed('lower_stop_loss'), { ...on, stopLoss: false })).toBeNull();
    expect(alertFor({ type: 'bot_status', bot_id: 4, status: 'error', running: false, ts: 1 }, { ...on, botError: false })).toBeNull();
  });

  it('reads stored preferences defensively: off by default, both kinds on', () => {
    expect(parseAlertPrefs(null)).toEqual({ enabled: false, stopLoss: true, botError: true });
    expect(parseAlertPrefs('not json')).toEqual(DEFAULT_ALERT_PREFS);
    expect(parseAlertPrefs('{"enabled":true,"botError":false}')).toEqual({ enabled: true, stopLoss: true, botError: false });
    expect(parseAlertPrefs('{"enabled":"yes"}').enabled).toBe(false);
  });
});
