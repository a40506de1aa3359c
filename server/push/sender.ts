// Sends Web Push messages: each one encrypted for its subscription (RFC 8291 aes128gcm) and signed
// with our VAPID key (RFC 8292) by web-push, then POSTed to the subscription's push service
// (RFC 8030) here, so retries and timeouts are ours. `enqueue` returns at once: the simulator and
// the request handlers never wait for a push service. A 404/410 means the subscription is gone;
// a 429, a 5xx or no answer is retried with exponential backoff; any other refusal is final.
import webpush from 'web-push';
import { backoffDelay } from '../../src/domain/backoff';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  id: number;
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
}

type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: Uint8Array<ArrayBuffer>; signal?: AbortSignal },
) => Promise<{ status: number; headers: { get(name: string): string | null } }>;

export interface SenderOptions {
  vapid: VapidKeys;
  /** Told of every final outcome (the store removes gone subscriptions, notes errors). */
  onResult(result: SendResult): void;
  /** Whether this endpoint may be called now (the loopback rule of ./endpoint.ts). */
  allowed(endpoint: string): boolean;
  fetch?: FetchLike;
  maxAttempts?: number;
  concurrency?: number;
  timeoutMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Jobs waiting beyond this are dropped, oldest first (a push service down for hours must not eat memory). */
  maxQueued?: number;
  random?: () => number;
}

export class PushSender {
  private readonly waiting: Job[] = [];
  private readonly retries = new Set<NodeJS.Timeout>();
  private inFlight = 0;
  private stopped = false;
  private idleWaiters: Array<() => void> = [];
  private readonly o: Required<Omit<SenderOptions, 'fetch' | 'random'>> & Pick<SenderOptions, 'random'> & { fetch: FetchLike };

  constructor(options: SenderOptions) {
    this.o = {
      maxAttempts: 5,
      concurrency: 4,
      timeoutMs: 15_000,
      backoffBaseMs: 2_000,
      backoffMaxMs: 120_000,
      maxQueued: 5_000,
      fetch: (url, init) => fetch(url, init),
      ...options,
    } as typeof this.o;
  }

  enqueue(target: PushTarget, message: PushMessage): void {
    if (this.stopped) return;
    this.waiting.push({ target, message, attempt: 0 });
    while (this.waiting.length > this.o.maxQueued) {
      const dropped = this.waiting.shift()!;
      this.finish({ target: dropped.target, outcome: 'failed', status: 0, detail: 'queue full' });
    }
    queueMicrotask(() => this.pump());
  }

  /** Resolves when nothing waits, runs or is scheduled (tests). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
    for (const t of this.retries) clearTimeout(t);
    this.retries.clear();
    this.checkIdle();
  }

  private isIdle(): boolean {
    return this.waiting.length === 0 && this.inFlight === 0 && this.retries.size === 0;
  }

  private checkIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private pump(): void {
    while (!this.stopped && this.inFlight < this.o.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.inFlight++;
      void this.send(job).finally(() => {
        this.inFlight--;
        this.pump();
        this.checkIdle();
      });
    }
    this.checkIdle();
  }

  private finish(result: SendResult): void {
    try {
      this.o.onResult(result);
    } catch (error) {
      console.warn('push result handler failed', (error as Error)?.message);
    }
  }

  private async send(job: Job): Promise<void> {
    const { target, message } = job;
    if (!this.o.allowed(target.endpoint)) {
      this.finish({ target, outcome: 'failed', status: 0, detail: 'endpoint not allowed' });
      return;
    }
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
      // fetch writes Content-Length itself
      for (const [k, v] of Object.entries(details.headers)) if (k.toLowerCase() !== 'content-length') headers[k] = String(v);
      const res = await this.o.fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : undefined,
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
      status = res.status;
      const after = Number(res.headers.get('retry-after'));
      retryAfter = Number.isFinite(after) && after > 0 ? after * 1000 : null;
    } catch (error) {
      // no answer (refused, reset, timed out): status stays 0
      if (!(error instanceof Error) || !/fetch failed|abort|timeout|ECONN|socket/i.test(`${error.name} ${error.message}`))
        console.warn('push send failed', (error as Error)?.message);
    }
    if (status >= 200 && status < 300) return this.finish({ target, outcome: 'delivered', status });
    if (status === 404 || status === 410) return this.finish({ target, outcome: 'gone', status });
    const transient = status === 0 || status === 429 || status >= 500;
    if (!transient || job.attempt + 1 >= this.o.maxAttempts || this.stopped) {
      return this.finish({ target, outcome: 'failed', status, detail: status ? `HTTP ${status}` : 'no answer' });
    }
    const delay = Math.min(
      this.o.backoffMaxMs,
      Math.max(retryAfter ?? 0, backoffDelay(job.attempt, this.o.random, this.o.backoffBaseMs, this.o.backoffMaxMs)),
    );
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      if (this.stopped) return this.checkIdle();
      this.waiting.push({ ...job, attempt: job.attempt + 1 });
      this.pump();
    }, delay);
    timer.unref();
    this.retries.add(timer);
  }
}
