// The password hashes requests ask for (logins, registrations, resets, password checks) share a
// small pool: at most `concurrency` scrypt runs at once (each takes 128 MiB and a libuv thread,
// which file and DNS work share), and the requests waiting are served in turns by who asks (an
// address, or a signed-in user), so a burst from one address waits behind its own attempts and
// another address's login is hashed next.
type Task = () => void;

export class FairQueue {
  /** Waiting work per key; the map's order is the round: a served key goes to its end. */
  private readonly waiting = new Map<string, Task[]>();
  private running = 0;

  constructor(private readonly concurrency: number) {}

  /** Runs `work` when its key's turn comes. */
  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const task = () => {
        work()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.pump();
          });
      };
      const queue = this.waiting.get(key);
      if (queue) queue.push(task);
      else this.waiting.set(key, [task]);
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.concurrency && this.waiting.size > 0) {
      const [key, queue] = this.waiting.entries().next().value as [string, Task[]];
      const task = queue.shift()!;
      this.waiting.delete(key);
      if (queue.length > 0) this.waiting.set(key, queue);
      this.running += 1;
      task();
    }
  }
}

/** Hashes at once across the server: two, so a login never waits for more than a couple of others. */
export const HASH_CONCURRENCY = 2;
