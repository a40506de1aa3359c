// Hands events on to whoever listens, and keeps those that arrive before anyone has listened for
// the first listener instead of losing them: a few at most, the latest kept. Once someone has
// listened, an event nobody hears is gone: a later listener would hear stale news (a 'navigate'
// from hours ago on switching back to a server).
// The worker's session events wait for the page's watch (the worker starts before the page's code
// has loaded: a stored session refused right at start, 'expired' then 'navigate' to '/', came
// before anyone watched and was lost, leaving the page on a login card with no notice); the
// page's watch holds them for the provider, and the provider for the toasts, which mount after it.
const HELD_MAX = 8;

export class EventRelay<E> {
  private readonly listeners = new Set<(event: E) => void>();
  private held: E[] = [];
  private heard = false;

  emit(event: E): void {
    if (!this.heard) this.held = [...this.held, event].slice(-HELD_MAX);
    else this.listeners.forEach((listener) => listener(event));
  }

  /** Adds a listener, hands it what arrived before anyone listened; returns the removal. */
  listen(listener: (event: E) => void): () => void {
    this.listeners.add(listener);
    this.heard = true;
    const held = this.held;
    this.held = [];
    held.forEach((event) => listener(event));
    return () => {
      this.listeners.delete(listener);
    };
  }
}
