// Hands the worker's session events on: from the page's one watch (port.ts) to the provider, and
// from the provider to the screens. An event can arrive before anyone listens: a stored session
// refused right at start ('expired', then 'navigate' to '/') is answered while the app still
// renders under the last frame, before the provider or the toasts have mounted.
// Such events wait for the first listener instead of being lost (the page would stay on a login
// card with no notice); a few at most, the latest kept.
const HELD_MAX = 8;

export class EventRelay<E> {
  private readonly listeners = new Set<(event: E) => void>();
  private held: E[] = [];

  emit(event: E): void {
    if (this.listeners.size === 0) {
      this.held = [...this.held, event].slice(-HELD_MAX);
      return;
    }
    this.listeners.forEach((listener) => listener(event));
  }

  /** Adds a listener, hands it what arrived while nobody listened; returns the removal. */
  listen(listener: (event: E) => void): () => void {
    this.listeners.add(listener);
    const held = this.held;
    this.held = [];
    held.forEach((event) => listener(event));
    return () => {
      this.listeners.delete(listener);
    };
  }
}
