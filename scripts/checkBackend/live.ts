// With --write, the live socket's journal message (issue 54): a socket opened on the check's own bot
// hears a `log` message when the bot starts, shaped as the logs call lists an entry. A backend that
// sends no journal over the socket is reported `missing` (the app then reads the journal by polling);
// a message of another shape is a `mismatch`. The token goes in the address, as the app sends it;
// the row never shows it.
import WebSocket from 'ws';
import { BotLogEntry } from '../../src/domain/contracts/bots';
import type { CheckClient } from './client';
import { firstMismatch } from './client';

const WAIT_MS = 5_000;

export interface JournalWatch {
  /** Waits for the first `log` message after the bot started, and writes the row. */
  expectEntry(): Promise<void>;
}

export async function watchJournal(client: CheckClient, base: string, botId: number): Promise<JournalWatch> {
  const request = `WS /ws/${botId} (log)`;
  const url = `${base.replace(/^http/, 'ws')}/ws/${botId}?token=${encodeURIComponent(client.token ?? '')}`;
  const socket = new WebSocket(url);
  const logs: unknown[] = [];
  let heard: (() => void) | null = null;
  socket.on('message', (data) => {
    try {
      const message = JSON.parse(String(data)) as { type?: unknown; entry?: unknown };
      if (message.type !== 'log') return;
      logs.push(message.entry);
      heard?.();
    } catch {
      /* not JSON: the app ignores it too */
    }
  });
  const opened = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve('no answer'), WAIT_MS);
    socket.once('message', () => {
      clearTimeout(timer);
      resolve(null);
    });
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(`closed ${code}`);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
  });
  return {
    async expectEntry() {
      try {
        if (opened !== null)
          return client.record({ call: 'live', request, result: 'missing', detail: `the socket did not open: ${opened}` });
        if (logs.length === 0)
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, WAIT_MS);
            heard = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        if (logs.length === 0)
          return client.record({
            call: 'live',
            request,
            result: 'missing',
            detail: 'no log message after the bot started (an optional message)',
          });
        const shape = firstMismatch(BotLogEntry, logs[0]);
        client.record({ call: 'live', request, result: shape ? 'mismatch' : 'ok', detail: shape ? `entry${shape}` : '' });
      } finally {
        socket.close();
      }
    },
  };
}
