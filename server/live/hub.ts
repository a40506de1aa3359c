// In-process publish/subscribe between the simulator (publisher) and the /ws route (subscribers).
// Keyed by bot id; the ws route checks ownership before subscribing a socket.
import type { LiveMessage } from '../../src/domain/rules/sync/live';

type Listener = (message: LiveMessage) => void;

export class LiveHub {
  private readonly listeners = new Map<number, Set<Listener>>();

  subscribe(botId: number, listener: Listener): () => void {
    let set = this.listeners.get(botId);
    if (!set) {
      set = new Set();
      this.listeners.set(botId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(botId);
    };
  }

  publish(message: LiveMessage): void {
    const set = this.listeners.get(message.bot_id);
    if (!set) return;
    for (const listener of set) listener(message);
  }

  subscriberCount(botId: number): number {
    return this.listeners.get(botId)?.size ?? 0;
  }
}
