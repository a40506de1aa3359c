// Backtests (issue 55): how long one takes for each period, and what five 90-day backtests running
// at once do to the rest of the server: the p99 of GET /api/positions/open against its idle p99,
// and the live socket of a running bot (messages a second, the longest gap between two).
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { login } from './backend';
import { median, ms, ratio, type Row } from './table';

const LOAD_SECONDS = 8;
const DRAFT = { symbol: 'ETH/USDT', channel_width: 8, channel_width_unit: 'PERCENT' };

async function backtest(baseUrl: string, token: string, days: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/strategies/backtest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: DRAFT, network: 'arbitrum', days }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

async function p99(url: string, token: string): Promise<number> {
  const r = await autocannon({ url, connections: 10, duration: LOAD_SECONDS, headers: { authorization: `Bearer ${token}` } });
  return r.latency.p99;
}

/** Messages of a running bot's socket over `seconds`: how many, and the longest silence between two. */
async function socketWatch(
  baseUrl: string,
  token: string,
  botId: number,
  seconds: number,
): Promise<{ perSecond: number; longestGapMs: number }> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/${botId}?token=${encodeURIComponent(token)}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  await new Promise((r) => setTimeout(r, 1500)); // the hello and the first pushes
  let count = 0;
  let last = performance.now();
  let longestGapMs = 0;
  ws.on('message', () => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    count++;
  });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  ws.close();
  return { perSecond: count / seconds, longestGapMs };
}

export async function benchBacktest(baseUrl: string): Promise<Row[]> {
  // the load on positions/open is the trader's; the backtests are other users' (two each at most)
  const [admin, trader, premium, viewer] = await Promise.all(['admin', 'trader', 'premium', 'viewer'].map((u) => login(baseUrl, u)));
  const rows: Row[] = [];

  // one at a time, after a first run that starts the worker thread
  await backtest(baseUrl, admin, 7);
  for (const days of [7, 30, 90]) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push((await backtest(baseUrl, admin, days)).ms);
    rows.push({
      area: 'backtest',
      measure: `${days}-day backtest, answer time`,
      value: ms(median(times)),
      note: `median of 5 (max ${ms(Math.max(...times))}), alone`,
    });
  }

  const bots = (await (await fetch(`${baseUrl}/api/bots`, { headers: { authorization: `Bearer ${trader}` } })).json()) as Array<{
    bot_id: number;
    running: boolean;
  }>;
  const botId = bots.find((b) => b.running)?.bot_id;
  const openUrl = `${baseUrl}/api/positions/open`;
  const idleP99 = await p99(openUrl, trader);
  const idleSocket = botId ? await socketWatch(baseUrl, trader, botId, LOAD_SECONDS) : null;

  // five 90-day backtests in flight at all times: two users with two each (their limit), a third with one
  let running = true;
  let done = 0;
  let refused = 0;
  const loop = async (token: string) => {
    while (running) {
      const r = await backtest(baseUrl, token, 90);
      if (r.status === 200) done++;
      else refused++;
    }
  };
  const loops = [admin, admin, premium, premium, viewer].map((token) => loop(token));
  await new Promise((r) => setTimeout(r, 500));
  const loadStarted = performance.now();
  const [loadP99, loadSocket] = await Promise.all([
    p99(openUrl, trader),
    botId ? socketWatch(baseUrl, trader, botId, LOAD_SECONDS) : Promise.resolve(null),
  ]);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  running = false;
  await Promise.all(loops);

  rows.push(
    {
      area: 'backtest',
      measure: 'GET /api/positions/open p99 (trader), 5 × 90-day backtests running',
      value: `${loadP99} ms`,
      note: `idle ${idleP99} ms (${ratio(loadP99 / Math.max(1, idleP99))}); ${done} backtests done in ${loadSeconds.toFixed(0)} s, ${refused} refused`,
    },
    {
      area: 'backtest',
      measure: 'live socket under 5 × 90-day backtests',
      value: loadSocket ? `${loadSocket.perSecond.toFixed(1)} msg/s` : '—',
      note:
        loadSocket && idleSocket
          ? `idle ${idleSocket.perSecond.toFixed(1)} msg/s; longest gap ${ms(loadSocket.longestGapMs)} (idle ${ms(idleSocket.longestGapMs)})`
          : 'no running bot',
    },
  );
  return rows;
}
