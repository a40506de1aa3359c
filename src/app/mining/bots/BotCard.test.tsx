import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ANONYMOUS, fakePort, renderFrame } from '../../session/testing';
import type { Bot } from '../../../domain/contracts/types';
import { BotCard, shortAddress } from './BotCard';

afterEach(cleanup);

const bot = (over: Partial<Bot> = {}): Bot => ({
  id: 4,
  name: 'LP Alpha',
  kind: 'liquidity_mining',
  symbol: 'ETH/USDT',
  network: 'arbitrum',
  enabled: true,
  sharpe: 1.234,
  dailyPnL: 12.5,
  mtdPnL: -3,
  risk: 'MEDIUM',
  status: 'running',
  createdAt: '',
  lastActive: null,
  totalPnL: 0,
  winRate: 0,
  totalTrades: 0,
  avgTradeSize: 0,
  strategy: null,
  strategyId: null,
  walletAddress: '0x1234567890abcdef1234567890abcdef12345678',
  ...over,
});

/** Inside a router: the card links to the bot's pages. */
const render = (ui: ReactNode) => renderFrame(ui, { port: fakePort(ANONYMOUS) });

describe('BotCard', () => {
  it('shows the fields of the bots tab', async () => {
    await render(<BotCard bot={bot()} />);
    expect(screen.getByRole('heading', { name: 'LP Alpha' })).toBeTruthy();
    expect(screen.getByText('ETH/USDT · Arbitrum')).toBeTruthy();
    expect(screen.getByText('Активен')).toBeTruthy();
    expect(screen.getByText('1,23')).toBeTruthy();
    expect(screen.getByText('Средний')).toBeTruthy();
    expect(screen.getByText('0x1234…5678')).toBeTruthy();
    expect(screen.getByText('Без стратегии')).toBeTruthy();
    // the server's daily figure counts from 00:00 UTC, not over a rolling 24 h
    expect(screen.getByText('PnL с 00:00 UTC')).toBeTruthy();
  });

  it('offers only the actions it is given (hidden for viewers); its journal and details to everyone', async () => {
    await render(<BotCard bot={bot()} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Журнал бота LP Alpha' }).getAttribute('href')).toBe('/mining/bots/4/journal');
    expect(screen.getByRole('link', { name: 'Подробнее о боте LP Alpha' }).getAttribute('href')).toBe('/mining/bots/4');
    cleanup();
    const onToggle = vi.fn();
    await render(<BotCard bot={bot({ enabled: false, status: 'stopped' })} onToggle={onToggle} />);
    expect(screen.getByText('Остановлен')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Запустить' }));
    expect(onToggle).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
  });

  it('shortens long wallet addresses only', () => {
    expect(shortAddress('0xabc')).toBe('0xabc');
  });
});
