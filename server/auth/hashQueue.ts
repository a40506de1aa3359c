// The password hashes requests ask for (logins, registrations, resets, password checks) share a
// small pool: at most `concurrency` scrypt runs at once (each takes 128 MiB and a libuv thread,
// which file and DNS work share), one at a time per key (an address, or a signed-in user), and the
// key served least recently goes first. A burst from one address waits behind its own attempts,
// and a login from anywhere else starts at the next free slot, however many addresses flood.
type Task = () => void;

/** Keys whose last turn is remembered (the least recently served go first); older ones count as new. */
const REMEMBERED_KEYS = 10_000;

export class FairQueue {
  private readonly waiting = new Map<string, Task[]>();
  private readonly running = new Map<string, number>();
  /** The turn each recent key was last served at, oldest first. */
  private readonly served = new Map<string, number>();
  private turn = 0;
  private busy = 0;

  constructor(
    private readonly concurrency: number,
    private readonly perKey = 1,
  ) {}

  /** Runs `work` when its key's turn comes. */
  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const task = () => {
        work()
          .then(resolve, reject)
          .finally(() => {
            this.busy -= 1;
            const left = (this.running.get(key) ?? 1) - 1;
            if (left > 0) this.running.set(key, left);
            else this.running.delete(key);
            this.pump();
          });
      };
      const queue = this.waiting.get(key);
      if (queue) queue.push(task);
      else this.waiting.set(key, [task]);
      this.pump();
    });
  }

  /** The waiting key with a free slot that was served least recently (never: first; ties: first come). */
  private nextKey(): string | null {
    let best: string | null = null;
    let bestTurn = Infinity;
    for (const key of this.waiting.keys()) {
      if ((this.running.get(key) ?? 0) >= this.perKey) continue;
      const turn = this.served.get(key) ?? -1;
      if (turn < bestTurn) {
        best = key;
        bestTurn = turn;
      }
    }
    return best;
  }

  private pump(): void {
    while (this.busy < this.concurrency) {
      const key = this.nextKey();
      if (key === null) return;
      const queue = this.waiting.get(key)!;
      const task = queue.shift()!;
      if (queue.length === 0) this.waiting.delete(key);
      this.served.delete(key);
      this.served.set(key, this.turn++);
      if (this.served.size > REMEMBERED_KEYS) this.served.delete(this.served.keys().next().value as string);
      this.busy += 1;
      this.running.set(key, (this.running.get(key) ?? 0) + 1);
      task();
    }
  }
}

/** Hashes at once across the server: two, so a login never waits for more than a couple of others. */
export const HASH_CONCURRENCY = 2;
