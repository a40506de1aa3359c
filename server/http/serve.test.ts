import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { HistoryAnswer } from '../../src/domain/contracts/positions';
import { sendBySchema } from './serve';

const app = Fastify({ logger: false });
let payload: Record<string, unknown> = {};
app.get('/answer', async (_request, reply) => sendBySchema(reply, HistoryAnswer, payload));
beforeAll(() => app.ready());
afterAll(() => app.close());

const position = (over: Record<string, unknown> = {}) => ({
  token_id: 1,
  bot_id: 2,
  symbol: 'ETH/USDT',
  network: 'arbitrum',
  status: 'closed',
  channel_type: 'balanced_50_50',
  timestamp: '2026-11-22T00:00:00.000Z',
  last_update: '2026-11-22T01:00:00.000Z',
  exit_timestamp: null,
  exit_reason: null,
  time_in_position: '1:00:00',
  duration: 3600,
  needs_rebalancing: false,
  entry_price: 3000.5,
  current_price: 1e-7,
  exit_price: null,
  pnl: -0,
  hedge_info: {
    hedge_id: 3,
    status: 'closed',
    amount_usdt: 1e21,
    entry_price: 2,
    current_price: 3,
    tp_price: 4,
    sl_price: 5,
    pnl_usd: -1.25,
  },
  ...over,
});

describe('sendBySchema', () => {
  it('writes what JSON.stringify writes, numbers, nulls and nested objects alike', async () => {
    payload = {
      positions: [position(), position({ hedge_info: null, exit_price: 3001, current_price: Infinity, symbol: 'кот "ё"\n' })],
      total: 2,
    };
    const r = await app.inject({ method: 'GET', url: '/answer' });
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.body).toBe(JSON.stringify(payload));
  });

  it('falls back to JSON.stringify for a value the schema compiler refuses (NaN)', async () => {
    payload = { positions: [position({ current_price: NaN })], total: 1 };
    const r = await app.inject({ method: 'GET', url: '/answer' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(JSON.stringify(payload));
  });
});
