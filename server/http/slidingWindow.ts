// At most `max` events per key in any `windowMs`: what limits one user's test pushes or one
// address's reset mails. Kept in memory (a restart forgets it); keys without recent events are
// swept, so the map holds only keys seen within the window.
export class SlidingWindow {
  private readonly events = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an event and returns null, or returns the milliseconds until the key may have another. */
  take(key: string, now = Date.now()): number | null {
    this.sweep(now);
    const recent = (this.events.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.max) {
      this.events.set(key, recent);
      return recent[0] + this.windowMs - now;
    }
    recent.push(now);
    this.events.set(key, recent);
    return null;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, times] of this.events) if (times.every((at) => now - at >= this.windowMs)) this.events.delete(key);
  }
}
