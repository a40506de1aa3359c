// Backend: requests per second and p99 latency of the busiest reads, with autocannon on loopback,
// against a bare Fastify route measured in the same run (the floor).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { ratio, type Row } from './table';

interface Result {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}, seconds = 8): Promise<Result> {
  const r = await autocannon({ url, connections: 10, duration: seconds, headers });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

export async function login(baseUrl: string, username: string, password = 'demo1234'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username_or_email: username, password }),
  });
  if (!res.ok) throw new Error(`login ${username} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function benchBackend(baseUrl: string): Promise<Row[]> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const address = bare.server.address();
  const barePort = typeof address === 'object' && address ? address.port : 0;
  try {
    const floor = await load(`http://127.0.0.1:${barePort}/bare`);
    const token = await login(baseUrl, 'admin');
    const auth = { authorization: `Bearer ${token}` };
    const open = await load(`${baseUrl}/api/positions/open`, auth);
    const history = await load(`${baseUrl}/api/positions/history?limit=25&offset=100&status=closed`, auth);
    const row = (name: string, r: Result): Row[] => [
      {
        area: 'backend',
        measure: `${name} req/s`,
        value: r.rps.toFixed(0),
        note: `${ratio(r.rps / floor.rps)} of bare Fastify; errors ${r.errors}, non-2xx ${r.non2xx}`,
      },
      { area: 'backend', measure: `${name} p99 latency`, value: `${r.p99} ms`, note: `bare: ${floor.p99} ms` },
    ];
    return [
      {
        area: 'backend',
        measure: 'bare Fastify route req/s (floor)',
        value: floor.rps.toFixed(0),
        note: `p99 ${floor.p99} ms; 10 connections, 8 s`,
      },
      ...row('GET /api/positions/open', open),
      ...row('GET /api/positions/history (page of 25)', history),
    ];
  } finally {
    await bare.close();
  }
}
