// Shows a browser notification when a position of the user's bots exits by stop-loss or a bot
// goes to error, fed by the worker's live socket messages. Renders nothing. Active only while
// signed in, opted in and with the browser's permission granted.
import { useEffect } from 'react';
import * as Comlink from 'comlink';
import { alertFor, type LiveAlert } from '../../domain/liveAlerts';
import type { LiveMessage } from '../../domain/live';
import { formatSignedUsd } from '../../domain/format';
import { settingsRu } from '../i18n/sections/settings';
import { useSession } from '../session/SessionContext';
import { releaseRemote, workerApi } from '../worker/client';
import { getAlertPrefs, useAlertPrefs } from './alertPrefsStore';
import { fill } from '../i18n/fill';

const t = settingsRu.notifications;

function alertText(alert: LiveAlert): { title: string; body: string } {
  if (alert.kind === 'stopLoss') {
    const pnl = alert.pnl === null ? '' : fill(t.pnl, { value: formatSignedUsd(alert.pnl) });
    return {
      title: fill(t.stopLossTitle, { id: alert.tokenId }),
      body: fill(t.stopLossBody, { symbol: alert.symbol, bot: alert.botId, side: alert.side === 'upper' ? t.upper : t.lower, pnl }),
    };
  }
  return { title: fill(t.botErrorTitle, { bot: alert.botId }), body: fill(t.botErrorBody, { bot: alert.botId }) };
}

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function LiveNotifications() {
  const { status } = useSession();
  const prefs = useAlertPrefs();
  const active = status === 'authenticated' && prefs.enabled && notificationsSupported() && Notification.permission === 'granted';

  useEffect(() => {
    if (!active) return undefined;
    let closed = false;
    let stop: (() => unknown) | null = null;
    const botStatus = new Map<number, string>();
    const onMessage = (m: LiveMessage) => {
      const previous = m.type === 'bot_status' ? botStatus.get(m.bot_id) : undefined;
      if (m.type === 'bot_status') botStatus.set(m.bot_id, m.status);
      const alert = alertFor(m, getAlertPrefs(), previous);
      if (!alert || Notification.permission !== 'granted') return;
      const { title, body } = alertText(alert);
      try {
        new Notification(title, { body, tag: alert.tag, icon: '/icons/icon-192.png' });
      } catch (error) {
        console.warn('notification failed', error);
      }
    };
    workerApi()
      .watchLive(Comlink.proxy(onMessage))
      .then((unsubscribe) => {
        const remote = unsubscribe as unknown as () => unknown;
        if (closed)
          void Promise.resolve(remote())
            .catch(() => undefined)
            .finally(() => releaseRemote(remote));
        else stop = remote;
      })
      .catch((error: unknown) => console.warn('live notifications unavailable', error));
    return () => {
      closed = true;
      const remote = stop;
      stop = null;
      if (remote)
        void Promise.resolve(remote())
          .catch(() => undefined)
          .finally(() => releaseRemote(remote));
    };
  }, [active]);

  return null;
}
