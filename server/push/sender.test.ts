// The sender against a loopback push service that decrypts what it gets (RFC 8291) and checks
// the VAPID signature (RFC 8292): content, headers, gone subscriptions and retries.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushSender, type SendResult } from './sender';
import { TestPushService } from './testing/pushService';
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

function sender(results: SendResult[], over: Partial<ConstructorParameters<typeof PushSender>[0]> = {}) {
  return new PushSender({ vapid, allowed: () => true, onResult: (r) => results.push(r), backoffBaseMs: 5, backoffMaxMs: 20, ...over });
}

const message = {
  payload: JSON.stringify({ type: 'test', user_id: 1, title: 'Проверка', body: 'Тело' }),
  urgency: 'high' as const,
  ttl: 600,
  topic: 'position-3-41',
};

describe('push sender', () => {
  it('POSTs an aes128gcm message the device can decrypt, signed with our VAPID key, with TTL, urgency and topic', async () => {
    const results: SendResult[] = [];
    const s = sender(results);
    const sub = service.subscribe('ok');
    s.enqueue({ id: 1, ...sub }, message);
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
    s.enqueue({ id: 2, ...gone }, message);
    s.enqueue({ id: 3, ...unknown }, message);
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
    s.enqueue({ id: 4, ...flaky }, message);
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
    s.enqueue({ id: 5, ...down }, message);
    s.enqueue({ id: 6, ...refused }, message);
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
    s.enqueue({ id: 7, ...sub, endpoint: 'http://127.0.0.1:1/push/nowhere' }, message);
    await s.idle();
    expect(results).toEqual([expect.objectContaining({ outcome: 'failed', status: 0, detail: 'no answer' })]);
  });

  it('sends nothing to an endpoint it may not call', async () => {
    const results: SendResult[] = [];
    const s = sender(results, { allowed: () => false });
    s.enqueue({ id: 8, ...service.subscribe('forbidden') }, message);
    await s.idle();
    expect(service.to('forbidden')).toHaveLength(0);
    expect(results).toEqual([expect.objectContaining({ outcome: 'failed', detail: 'endpoint not allowed' })]);
  });
});
