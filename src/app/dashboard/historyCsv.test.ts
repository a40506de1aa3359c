import { describe, expect, it } from 'vitest';
import type { MiningPosition } from '../../domain/types';
import { historyCsv } from './historyCsv';

describe('PnL export', () => {
  it('writes one semicolon-separated row per position, quoting cells that need it', () => {
    const p = {
      token_id: 7,
      bot_id: 2,
      symbol: 'ETH/USDT',
      network: 'arbitrum',
      timestamp: '2026-11-01T10:00:00Z',
      exit_timestamp: '2026-11-01T12:00:00Z',
      exit_reason: 'odd;reason',
      net_pnl_usd: 12.5,
      pnl: 1,
    } as MiningPosition;
    const csv = historyCsv('h1;h2', [p]);
    expect(csv.split('\r\n')).toEqual(['h1;h2', '7;2;ETH/USDT;arbitrum;2026-11-01T10:00:00Z;2026-11-01T12:00:00Z;"odd;reason";12.50', '']);
  });
});
