// The push transport against loopback listeners that count what reaches them: a refused endpoint
// opens no connection; the connection goes to the address that was checked, however the name
// resolves afterwards; a redirect is an answer, never followed.
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lookup } from './endpoint';
import { pinnedTransport } from './transport';

interface Listener {
  port: number;
  connections: number;
  requests: string[];
  close(): Promise<void>;
}

const open: Listener[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((l) => l.close()));
});

/** An HTTP server on a loopback address that counts connections and requests and answers as told. */
async function listen(host: string, answer: (req: http.IncomingMessage, res: http.ServerResponse) => void, port = 0): Promise<Listener> {
  const server = http.createServer((req, res) => {
    listener.requests.push(`${req.method} ${req.url}`);
    answer(req, res);
  });
  const listener: Listener = {
    port: 0,
    connections: 0,
    requests: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  server.on('connection', (socket: net.Socket) => {
    listener.connections += 1;
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  listener.port = (server.address() as net.AddressInfo).port;
  open.push(listener);
  return listener;
}

const request = { headers: { ttl: '60' }, body: Buffer.from('x'), timeoutMs: 5_000 };
const created = (_req: http.IncomingMessage, res: http.ServerResponse) => res.writeHead(201).end();

describe('push transport', () => {
  it('a name that resolves to this machine gets no connection, nor does a local name from /etc/hosts', async () => {
    const victim = await listen('127.0.0.1', created);
    const lookup: Lookup = async () => [{ address: '127.0.0.1', family: 4 }];
    const send = pinnedTransport({ allowLoopback: false, lookup });
    for (const endpoint of [
      `https://push.attacker.example.com:${victim.port}/x`,
      `https://vm:${victim.port}/x`,
      `https://runsc:${victim.port}/x`,
      `https://LOCALHOST.:${victim.port}/x`,
      `https://[::ffff:127.0.0.1]:${victim.port}/x`,
      `http://127.0.0.1:${victim.port}/x`,
    ])
      expect(await send(endpoint, request), endpoint).toEqual({ refused: 'endpoint not allowed' });
    expect(victim.connections).toBe(0);
  });

  it('connects to the address that was checked, not to what the name resolves to next', async () => {
    const checked = await listen('127.0.0.1', created);
    const other = await listen('127.0.0.2', created, checked.port);
    let lookups = 0;
    // The first answer is the one checked; any later one points elsewhere (a DNS rebinding).
    const lookup: Lookup = async () => [{ address: lookups++ === 0 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
    const send = pinnedTransport({ allowLoopback: true, lookup });
    expect(await send(`http://push.rebinding.example.com:${checked.port}/p/1`, request)).toEqual({ status: 201, retryAfter: null });
    expect(checked.requests).toEqual(['POST /p/1']);
    expect(other.connections).toBe(0);
  });

  it('a redirect is answered back as its status; its target is never requested', async () => {
    const internal = await listen('127.0.0.1', (_req, res) => res.writeHead(200).end('secret'));
    const redirecting = await listen('127.0.0.1', (_req, res) =>
      res.writeHead(303, { location: `http://127.0.0.1:${internal.port}/internal-admin` }).end(),
    );
    const send = pinnedTransport({ allowLoopback: true, lookup: async () => [] });
    expect(await send(`http://127.0.0.1:${redirecting.port}/push/x`, request)).toEqual({ status: 303, retryAfter: null });
    expect(internal.connections).toBe(0);
  });

  it('a service that does not answer in time is given up (the sender counts it as no answer)', async () => {
    const silent = await listen('127.0.0.1', () => {});
    const send = pinnedTransport({ allowLoopback: true, lookup: async () => [] });
    await expect(send(`http://127.0.0.1:${silent.port}/p`, { ...request, timeoutMs: 50 })).rejects.toThrow(/timeout/);
  });
});
