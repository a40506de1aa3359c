import { describe, expect, it } from 'vitest';
import { networkRisk, strategyRisk } from './botRisk';
import { botKind, botStatus, normaliseBot, normaliseBotStatistics } from './normaliseBot';
import type { ServerBot } from '../../contracts/types';

const raw = (over: Partial<ServerBot> = {}): ServerBot => ({
  bot_id: 1,
  name: 'LP',
  status: 'running',
  running: true,
  network: 'arbitrum',
  symbol: 'BTC/USDT',
  wallet_address: '0xw',
  created_at: '2026-01-01',
  updated_at: '2026-01-02',
  strategy: 'S',
  strategy_id: 4,
  strategy_details: {
    strategy_type: 'liquidity_mining',
    name: 'S',
    stop_loss_percent: 50,
    max_position_size: 1,
    confidence_threshold: 0,
    growth_threshold: 0,
    fall_threshold: 0,
    max_positions: 1,
    rebalance_threshold: 0,
  },
  total_pnl: 10,
  daily_pnl: 2,
  mtd_pnl: 5,
  win_rate: 60,
  total_trades: 3,
  avg_trade_size: 100,
  sharpe: 1.5,
  last_active: '2026-01-03',
  ...over,
});

describe('bot UI model (docs/product.md §3, §4, §9)', () => {
  it('maps the server bot', () => {
    expect(normaliseBot(raw(), false)).toEqual({
      id: 1,
      name: 'LP',
      kind: 'liquidity_mining',
      symbol: 'BTC/USDT',
      network: 'arbitrum',
      enabled: true,
      sharpe: 1.5,
      dailyPnL: 2,
      mtdPnL: 5,
      risk: 'MEDIUM',
      status: 'running',
      createdAt: '2026-01-01',
      lastActive: '2026-01-03',
      totalPnL: 10,
      winRate: 60,
      totalTrades: 3,
      avgTradeSize: 100,
      strategy: 'S',
      strategyId: 4,
      walletAddress: '0xw',
    });
  });

  it('defaults name and symbol', () => {
    const b = normaliseBot(raw({ name: '', symbol: '' }), false);
    expect(b.name).toBe('Без названия');
    expect(b.symbol).toBe('ETH/USDT');
  });

  it('kind is derived from the network', () => {
    expect(['arbitrum', 'ethereum', 'polygon', 'base', 'bsc'].map(botKind)).toEqual([
      'liquidity_mining',
      'liquidity_mining',
      'liquidity_mining',
      'unknown',
      'unknown',
    ]);
  });

  it('status: paused and unknown → stopped, error stays; enabled means running', () => {
    expect(['running', 'stopped', 'paused', 'error', 'weird'].map((s) => botStatus(s))).toEqual([
      'running',
      'stopped',
      'stopped',
      'error',
      'stopped',
    ]);
    expect(normaliseBot(raw({ status: 'error', running: false }), false)).toMatchObject({ status: 'error', enabled: false });
    expect(normaliseBot(raw({ status: 'paused' }), false)).toMatchObject({ status: 'stopped', enabled: false });
  });

  it('risk: network rule for authenticated bots, strategy rule otherwise', () => {
    expect(['ethereum', 'arbitrum', 'polygon'].map(networkRisk)).toEqual(['HIGH', 'MEDIUM', 'LOW']);
    expect(normaliseBot(raw({ network: 'ethereum' }), true).risk).toBe('HIGH');
    expect(normaliseBot(raw({ network: 'polygon' }), true).risk).toBe('LOW');
    expect(strategyRisk({ stop_loss_percent: 30, max_position_size: 0.5 })).toBe('LOW');
    expect(strategyRisk({ stop_loss_percent: 31, max_position_size: 0.5 })).toBe('MEDIUM');
    expect(strategyRisk({ stop_loss_percent: 70, max_position_size: 0.1 })).toBe('HIGH');
    expect(strategyRisk({ stop_loss_percent: 10, max_position_size: 2 })).toBe('HIGH');
    expect(strategyRisk({ stop_loss_percent: 40, max_position_size: 1 })).toBe('MEDIUM');
  });

  it('statistics from the server fields', () => {
    expect(normaliseBotStatistics({ total_bots: 4, running_bots: 2, profitableBots: 1, averageSharpe: 0.7 })).toMatchObject({
      totalBots: 4,
      activeBots: 2,
      profitableBots: 1,
      averageSharpe: 0.7,
      totalMTDPnL: 0,
    });
  });
});
