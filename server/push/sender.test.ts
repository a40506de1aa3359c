// The sender against a loopback push service that decrypts what it gets (RFC 8291) and checks
// the VAPID signature (RFC 8292): content, headers, gone subscriptions and retries; users taking
// turns, so one user's devices at a stalling host do not hold back another's; a removed device
// gets nothing more.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemLookup } from './endpoint';
import { PushSender, type PushTarget, type SendResult } from './sender';
import { TestPushService } from './testing/pushService';
import { pinnedTransport } from './transport';
import { loadVapidKeys, type VapidKeys } from './vapid';

let service: TestPushService;
let vapid: VapidKeys;
let dir: string;

beforeAll(async () => {
  service = await TestPushService.start();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-sender-'));
  vapid = loadVapidKeys(dir, { VAPID_SUBJECT: 'mailto:ops@example.com' });
});
afterAll(async () => {
  await service.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const loopback = pinnedTransport({ allowLoopback: true, lookup: systemLookup });

function sender(results: SendResult[], over: Partial<ConstructorParameters<typeof PushSender>[0]> = {}) {
  return new PushSender({ vapid, transport: loopback, onResult: (r) => results.push(r), backoffBaseMs: 5, backoffMaxMs: 20, ...over });
}

const target = (id: number, sub: Omit<PushTarget, 'id' | 'userId'>, userId = 1): PushTarget => ({ id, userId, ...sub });

const message = {
  payload: JSON.stringify({ type: 'test', user_id: 1, title: 'Проверка', body: 'Тело' }),
  urgency: 'high' as const,
  ttl: 600,
  topic: 'position-3-41',
};

/** A host that accepts connections and never answers (a stalling push service), counting them. */
async function stallingHost(): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('push sender', () => {
  it('POSTs an aes128gcm message the device can decrypt, signed with our VAPID key, with TTL, urgency and topic', async () => {
    const results: SendResult[] = [];
    const s = sender(results);
    const sub = service.subscribe('ok');
    s.enqueue(target(1, sub), message);
    // enqueue never waits for the push service
    expect(service.to('ok')).toHaveLength(0);
    await s.idle();
    const [got] = service.to('ok');
    expect(got.payload).toEqual({ type: 'test', user_id: 1, title: 'Проверка', body: 'Тело' });
    expect(got.contentEncoding).toBe('aes128gcm');
    expect(got.ttl).toBe(600);
    expect(got.urgency).toBe('high');
    expect(got.topic).toBe('position-3-41');
    expect(got.vapid?.key).toBe(vapid.publicKey);
    expect(got.vapid?.claims.aud).toBe(service.origin);
    expect(got.vapid?.claims.sub).toBe('mailto:ops@example.com');
    expect(got.vapid!.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(got.vapid!.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
    expect(results).toEqual([{ target: expect.objectContaining({ id: 1 }), outcome: 'delivered', status: 201 }]);
  });

  it('a subscription the push service no longer knows (410, 404) is reported gone, not retried', async () => {
    const results: SendResult[] = [];
    const s = sender(results);
    const gone = service.subscribe('gone');
    const unknown = service.subscribe('unknown');
    service.answer('gone', 410);
    service.answer('unknown', 404);
    s.enqueue(target(2, gone), message);
    s.enqueue(target(3, unknown), message);
    await s.idle();
    expect(results.map((r) => [r.target.id, r.outcome, r.status]).sort()).toEqual([
      [2, 'gone', 410],
      [3, 'gone', 404],
    ]);
    expect(service.to('gone')).toHaveLength(1);
  });

  it('retries a 5xx or 429 with backoff until delivered', async () => {
    const results: SendResult[] = [];
    const s = sender(results);
    const flaky = service.subscribe('flaky');
    service.answer('flaky', 503, 500, 429);
    s.enqueue(target(4, flaky), message);
    await s.idle();
    expect(service.to('flaky').map((r) => r.status)).toEqual([503, 500, 429, 201]);
    // each attempt is encrypted afresh and still decrypts
    expect(service.to('flaky').every((r) => (r.payload as { title?: string }).title === 'Проверка')).toBe(true);
    expect(results).toEqual([expect.objectContaining({ outcome: 'delivered', status: 201 })]);
  });

  it('gives up after its attempts, and at once on a refusal that a retry cannot mend', async () => {
    const results: SendResult[] = [];
    const s = sender(results, { maxAttempts: 3 });
    const down = service.subscribe('down');
    const refused = service.subscribe('refused');
    service.answer('down', 502, 502, 502, 502);
    service.answer('refused', 400);
    s.enqueue(target(5, down), message);
    s.enqueue(target(6, refused), message);
    await s.idle();
    expect(service.to('down')).toHaveLength(3);
    expect(service.to('refused')).toHaveLength(1);
    expect(results.find((r) => r.target.id === 5)).toMatchObject({ outcome: 'failed', status: 502 });
    expect(results.find((r) => r.target.id === 6)).toMatchObject({ outcome: 'failed', status: 400 });
  });

  it('an unreachable push service is retried, then reported', async () => {
    const results: SendResult[] = [];
    const s = sender(results, { maxAttempts: 2 });
    const sub = service.subscribe('nowhere');
    s.enqueue(target(7, { ...sub, endpoint: 'http://127.0.0.1:1/push/nowhere' }), message);
    await s.idle();
    expect(results).toEqual([expect.objectContaining({ outcome: 'failed', status: 0, detail: 'no answer' })]);
  });

  it('sends nothing to an endpoint it may not call', async () => {
    const results: SendResult[] = [];
    const s = sender(results, { transport: pinnedTransport({ allowLoopback: false, lookup: systemLookup }) });
    s.enqueue(target(8, service.subscribe('forbidden')), message);
    await s.idle();
    expect(service.to('forbidden')).toHaveLength(0);
    expect(results).toEqual([expect.objectContaining({ outcome: 'failed', detail: 'endpoint not allowed' })]);
  });
});

describe('sharing the sender', () => {
  it("one user's 40 messages to a stalling host hold at most 2 sends; another user's message goes out meanwhile", async () => {
    const host = await stallingHost();
    const results: SendResult[] = [];
    const s = sender(results, { timeoutMs: 120_000, concurrency: 4, perUserInFlight: 2 });
    try {
      const keys = service.subscribe('stalled').keys;
      for (let i = 0; i < 40; i++) s.enqueue(target(100 + i, { endpoint: `http://127.0.0.1:${host.port}/p/${i}`, keys }, 7), message);
      s.enqueue(target(200, service.subscribe('neighbour'), 8), message);
      // Without turns and a per-user cap, the neighbour waits for the stalled sends to time out (120 s).
      const [got] = await service.waitFor(1, 'neighbour');
      expect(got.status).toBe(201);
      expect(host.connections()).toBeLessThanOrEqual(2);
    } finally {
      s.stop();
      await host.close();
    }
  }, 15_000);

  it('users take turns: a second user waits behind at most one message of the first', async () => {
    const order: number[] = [];
    const s = new PushSender({
      vapid,
      concurrency: 1,
      onResult: (r) => order.push(r.target.userId),
      transport: async () => ({ status: 201, retryAfter: null }),
    });
    const sub = service.subscribe('turns');
    for (let i = 0; i < 5; i++) s.enqueue(target(300 + i, sub, 1), message);
    for (let i = 0; i < 3; i++) s.enqueue(target(400 + i, sub, 2), message);
    await s.idle();
    expect(order).toEqual([1, 2, 1, 2, 1, 2, 1, 1]);
  });

  it('a removed device gets nothing more: its retry is dropped, even one decided while its send was under way', async () => {
    const results: SendResult[] = [];
    const s = sender(results, { backoffBaseMs: 60_000, backoffMaxMs: 60_000, maxAttempts: 5 });
    const sub = service.subscribe('removed');
    service.answer('removed', 503, 503, 503, 503);
    s.enqueue(target(500, sub), message);
    // The first attempt has reached the push service; its 503 may or may not be read yet.
    await service.waitFor(1, 'removed');
    s.forgetDevice(500);
    // Without dropping, the retry would wait a minute (longer than this test may take).
    await s.idle();
    expect(service.to('removed')).toHaveLength(1);
    expect(results).toEqual([]);
  }, 10_000);
});
