// Sends Web Push messages: each one encrypted for its subscription (RFC 8291 aes128gcm) and signed
// with our VAPID key (RFC 8292) by web-push, then POSTed to the subscription's push service
// (RFC 8030) by ./transport.ts (pinned to the checked address, no redirects), so retries and
// timeouts are ours. `enqueue` returns at once: the simulator and the request handlers never wait
// for a push service. A 404/410 means the subscription is gone; a 429, a 5xx or no answer is
// retried with exponential backoff; any other answer (a 3xx included) is final.
// Users take turns: each has a queue, the queues are served round robin, and a user has at most
// `perUserInFlight` sends running, so devices at a stalling host hold back only their owner.
import webpush from 'web-push';
import { backoffDelay } from '../../src/domain/rules/sync/backoff';
import type { PushTransport } from './transport';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  id: number;
  /** The owner: whose turn the message waits for. */
  userId: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  payload: string;
  /** RFC 8030 §5.4: a newer message of the same topic replaces one still waiting at the push service. */
  topic?: string;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
}

export interface SendResult {
  target: PushTarget;
  outcome: 'delivered' | 'gone' | 'failed';
  status: number;
  detail?: string;
}

interface Job {
  target: PushTarget;
  message: PushMessage;
  attempt: number;
  /** Its device was removed while it was being sent: no retry, no result. */
  cancelled?: boolean;
}

export interface SenderOptions {
  vapid: VapidKeys;
  /** Told of every final outcome (the store removes gone subscriptions, notes errors). */
  onResult(result: SendResult): void;
  /** Checks the endpoint's addresses and POSTs (./transport.ts). */
  transport: PushTransport;
  maxAttempts?: number;
  /** Sends running at once, all users together. */
  concurrency?: number;
  /** Sends running at once for one user. */
  perUserInFlight?: number;
  timeoutMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** A user's jobs waiting beyond this are dropped, oldest first (a push service down for hours must not eat memory). */
  maxQueuedPerUser?: number;
  random?: () => number;
}

export class PushSender {
  /** Waiting jobs per user; the map's order is the round: a served user goes to its end. */
  private readonly queues = new Map<number, Job[]>();
  private readonly runningOf = new Map<number, number>();
  private readonly retries = new Map<NodeJS.Timeout, Job>();
  private readonly sending = new Set<Job>();
  private inFlight = 0;
  private stopped = false;
  private idleWaiters: Array<() => void> = [];
  private readonly o: Required<Omit<SenderOptions, 'random'>> & Pick<SenderOptions, 'random'>;

  constructor(options: SenderOptions) {
    this.o = {
      maxAttempts: 5,
      concurrency: 4,
      perUserInFlight: 2,
      timeoutMs: 15_000,
      backoffBaseMs: 2_000,
      backoffMaxMs: 120_000,
      maxQueuedPerUser: 200,
      ...options,
    };
  }

  enqueue(target: PushTarget, message: PushMessage): void {
    if (this.stopped) return;
    this.wait({ target, message, attempt: 0 });
    queueMicrotask(() => this.pump());
  }

  /** A device removed by its owner: nothing more is sent to it (jobs waiting or scheduled to retry are dropped). */
  forgetDevice(id: number): void {
    for (const [userId, queue] of this.queues) {
      const kept = queue.filter((job) => job.target.id !== id);
      if (kept.length === 0) this.queues.delete(userId);
      else this.queues.set(userId, kept);
    }
    for (const [timer, job] of this.retries)
      if (job.target.id === id) {
        clearTimeout(timer);
        this.retries.delete(timer);
      }
    for (const job of this.sending) if (job.target.id === id) job.cancelled = true;
    this.checkIdle();
  }

  /** Resolves when nothing waits, runs or is scheduled (tests). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    this.queues.clear();
    for (const t of this.retries.keys()) clearTimeout(t);
    this.retries.clear();
    this.checkIdle();
  }

  private wait(job: Job): void {
    const userId = job.target.userId;
    const queue = this.queues.get(userId) ?? [];
    queue.push(job);
    if (!this.queues.has(userId)) this.queues.set(userId, queue);
    while (queue.length > this.o.maxQueuedPerUser) {
      const dropped = queue.shift()!;
      this.finish({ target: dropped.target, outcome: 'failed', status: 0, detail: 'queue full' });
    }
  }

  private isIdle(): boolean {
    return this.queues.size === 0 && this.inFlight === 0 && this.retries.size === 0;
  }

  private checkIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  /** The next job in the round: the first user with a job waiting and a free slot, who then goes to the end. */
  private next(): Job | null {
    for (const [userId, queue] of this.queues) {
      if ((this.runningOf.get(userId) ?? 0) >= this.o.perUserInFlight) continue;
      const job = queue.shift()!;
      this.queues.delete(userId);
      if (queue.length > 0) this.queues.set(userId, queue);
      return job;
    }
    return null;
  }

  private pump(): void {
    while (!this.stopped && this.inFlight < this.o.concurrency) {
      const job = this.next();
      if (!job) break;
      const userId = job.target.userId;
      this.inFlight++;
      this.runningOf.set(userId, (this.runningOf.get(userId) ?? 0) + 1);
      this.sending.add(job);
      void this.send(job).finally(() => {
        this.sending.delete(job);
        this.inFlight--;
        const running = (this.runningOf.get(userId) ?? 1) - 1;
        if (running > 0) this.runningOf.set(userId, running);
        else this.runningOf.delete(userId);
        this.pump();
      });
    }
    this.checkIdle();
  }

  private finish(result: SendResult, job?: Job): void {
    if (job?.cancelled) return;
    try {
      this.o.onResult(result);
    } catch (error) {
      console.warn('push result handler failed', (error as Error)?.message);
    }
  }

  private async send(job: Job): Promise<void> {
    const { target, message } = job;
    let status = 0;
    let retryAfter: number | null = null;
    try {
      const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: target.keys }, message.payload, {
        vapidDetails: this.o.vapid,
        TTL: message.ttl,
        urgency: message.urgency,
        contentEncoding: 'aes128gcm',
        ...(message.topic ? { topic: message.topic } : {}),
      });
      const headers: Record<string, string> = {};
      // the transport writes Content-Length itself
      for (const [k, v] of Object.entries(details.headers)) if (k.toLowerCase() !== 'content-length') headers[k] = String(v);
      const answer = await this.o.transport(details.endpoint, {
        headers,
        body: details.body ? Buffer.from(details.body) : null,
        timeoutMs: this.o.timeoutMs,
      });
      if ('refused' in answer) return this.finish({ target, outcome: 'failed', status: 0, detail: answer.refused }, job);
      status = answer.status;
      const after = Number(answer.retryAfter);
      retryAfter = Number.isFinite(after) && after > 0 ? after * 1000 : null;
    } catch (error) {
      // no answer (refused, reset, timed out): status stays 0
      if (!(error instanceof Error) || !/abort|timeout|ECONN|EHOST|ENET|socket|hang up/i.test(`${error.name} ${error.message}`))
        console.warn('push send failed', (error as Error)?.message);
    }
    if (status >= 200 && status < 300) return this.finish({ target, outcome: 'delivered', status }, job);
    if (status === 404 || status === 410) return this.finish({ target, outcome: 'gone', status }, job);
    const transient = status === 0 || status === 429 || status >= 500;
    if (!transient || job.attempt + 1 >= this.o.maxAttempts || this.stopped || job.cancelled) {
      return this.finish({ target, outcome: 'failed', status, detail: status ? `HTTP ${status}` : 'no answer' }, job);
    }
    const delay = Math.min(
      this.o.backoffMaxMs,
      Math.max(retryAfter ?? 0, backoffDelay(job.attempt, this.o.random, this.o.backoffBaseMs, this.o.backoffMaxMs)),
    );
    const retry = { ...job, attempt: job.attempt + 1 };
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      if (this.stopped) return this.checkIdle();
      this.wait(retry);
      this.pump();
    }, delay);
    timer.unref();
    this.retries.set(timer, retry);
  }
}
