// Idempotency-Key on create, start and stop calls: a retry of a request whose answer was lost
// (a dropped connection, a timeout) gets the first answer back instead of acting twice. The first
// successful (2xx) answer is kept for 24 h per user and key; a refusal keeps nothing (it changed
// nothing, so acting again is safe). The same key on another request answers 422; a second copy
// while the first is still running answers 409.
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './errors';
import { TEXT } from './texts';

const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: IdempotencyStore;
  }
  interface FastifyRequest {
    /** The key this request claimed (its answer is stored when it succeeds). */
    idempotencyClaim?: { userId: number; key: string; request: string };
  }
}

interface Stored {
  request: string;
  status: number;
  body: string;
}

export class IdempotencyStore {
  private readonly running = new Set<string>();
  private lastSweep = 0;

  constructor(private readonly db: Database.Database) {}

  find(userId: number, key: string, now = Date.now()): Stored | undefined {
    return this.db
      .prepare('SELECT request, status, body FROM idempotency_keys WHERE user_id = ? AND idem_key = ? AND created_ms > ?')
      .get(userId, key, now - IDEMPOTENCY_TTL_MS) as Stored | undefined;
  }

  /** Marks the key as in use by a running request; false when another copy runs. */
  claim(userId: number, key: string): boolean {
    const id = `${userId}:${key}`;
    if (this.running.has(id)) return false;
    this.running.add(id);
    return true;
  }

  release(userId: number, key: string): void {
    this.running.delete(`${userId}:${key}`);
  }

  save(userId: number, key: string, request: string, status: number, body: string, now = Date.now()): void {
    this.sweep(now);
    this.db
      .prepare(
        `INSERT INTO idempotency_keys (user_id, idem_key, request, status, body, created_ms) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (user_id, idem_key) DO UPDATE SET request = excluded.request, status = excluded.status, body = excluded.body, created_ms = excluded.created_ms`,
      )
      .run(userId, key, request, status, body, now);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    this.db.prepare('DELETE FROM idempotency_keys WHERE created_ms <= ?').run(now - IDEMPOTENCY_TTL_MS);
  }
}

/** What identifies a request: method, path and body (a key reused for something else is refused). */
function fingerprint(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return `${request.method} ${request.url.split('?')[0]} ${crypto.createHash('sha256').update(body).digest('hex')}`;
}

const before: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !request.user) return;
  const store = request.server.idempotency;
  const userId = request.user.user_id;
  const what = fingerprint(request);
  const stored = store.find(userId, key);
  if (stored) {
    if (stored.request !== what) throw new HttpError(422, TEXT.idempotency.otherRequest);
    reply.code(stored.status).header('Idempotent-Replayed', 'true').type('application/json; charset=utf-8');
    return reply.send(stored.body);
  }
  if (!store.claim(userId, key)) throw new HttpError(409, TEXT.idempotency.running);
  request.idempotencyClaim = { userId, key, request: what };
};

const after = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
  const claim = request.idempotencyClaim;
  if (!claim) return payload;
  request.idempotencyClaim = undefined;
  const store = request.server.idempotency;
  store.release(claim.userId, claim.key);
  if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string')
    store.save(claim.userId, claim.key, claim.request, reply.statusCode, payload);
  return payload;
};

/** A request that failed before its answer was written still frees its key. */
const onResponse = async (request: FastifyRequest) => {
  const claim = request.idempotencyClaim;
  if (claim) request.server.idempotency.release(claim.userId, claim.key);
};

export const idempotencyHooks = { preHandler: before, onSend: after, onResponse };
