// A push service for tests (RFC 8030) on loopback: it takes the POSTs a real one would, decrypts
// each message with the subscription's own key pair and auth secret (RFC 8291, as the browser
// would, by http_ece), checks the VAPID signature (RFC 8292), and answers what a test scripts.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';

export interface Received {
  path: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID `k=` key and the JWT claims, once the signature checked out (null: no or bad VAPID). */
  vapid: { key: string; claims: { aud: string; exp: number; sub: string } } | null;
  contentEncoding: string | null;
  /** The decrypted message, parsed as JSON. */
  payload: unknown;
  status: number;
}

interface Device {
  ecdh: crypto.ECDH;
  auth: string;
  answers: number[];
}

function verifyVapid(header: string | undefined): Received['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, jwt, key] = match;
  const [head, body, signature] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return null;
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }).alg;
  if (!ok || alg !== 'ES256') return null;
  return { key, claims: JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string } };
}

export class TestPushService {
  readonly received: Received[] = [];
  private readonly devices = new Map<string, Device>();
  private readonly waiters: Array<() => void> = [];

  private constructor(
    private readonly server: http.Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<TestPushService> {
    let service: TestPushService | null = null;
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const status = service!.take(req, Buffer.concat(chunks));
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    service = new TestPushService(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return service;
  }

  /** A browser's subscription at this service (its own P-256 key pair and auth secret). */
  subscribe(name: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16).toString('base64url');
    this.devices.set(`/push/${name}`, { ecdh, auth, answers: [] });
    return {
      endpoint: `${this.origin}/push/${name}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    };
  }

  /** The next answers for a device's messages, in order (then 201). */
  answer(name: string, ...statuses: number[]): void {
    this.devices.get(`/push/${name}`)?.answers.push(...statuses);
  }

  to(name: string): Received[] {
    return this.received.filter((r) => r.path === `/push/${name}`);
  }

  /** Resolves once `count` messages have come (whatever they were answered). */
  async waitFor(count: number, name?: string): Promise<Received[]> {
    const mine = () => (name ? this.to(name) : this.received);
    while (mine().length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return mine();
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private take(req: http.IncomingMessage, body: Buffer): number {
    const path = (req.url ?? '').split('?')[0];
    const device = this.devices.get(path);
    const status = device ? (device.answers.shift() ?? 201) : 404;
    let payload: unknown = null;
    if (device && body.length > 0) {
      try {
        payload = JSON.parse(
          ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }).toString('utf8'),
        );
      } catch {
        payload = { undecryptable: true };
      }
    }
    this.received.push({
      path,
      ttl: Number(req.headers.ttl),
      urgency: (req.headers.urgency as string | undefined) ?? null,
      topic: (req.headers.topic as string | undefined) ?? null,
      vapid: verifyVapid(req.headers.authorization),
      contentEncoding: (req.headers['content-encoding'] as string | undefined) ?? null,
      payload,
      status,
    });
    for (const w of this.waiters.splice(0)) w();
    return status;
  }
}
