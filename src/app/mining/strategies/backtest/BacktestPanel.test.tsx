// The backtest panel's states: what it sends (the draft, the period chosen), a result with its
// figures and the notice when the draft changes after it, and a server without the call.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Backtest } from '../../../../domain/rules/strategies/backtest';
import { newStrategy } from '../../../../domain/rules/strategies/strategyDefaults';
import type { WorkerApi } from '../../../../worker/api';
import { createQueryClient } from '../../../data/queryClient';
import { setWorkerApiForTests } from '../../../worker/client';
import { BacktestPanel } from './BacktestPanel';

let answer: (payload: unknown) => Promise<unknown> = async () => undefined;
const sent: unknown[] = [];
/** The worker's side of a command: what the panel sends, and the answer (or refusal) the test gives. */
function worker() {
  setWorkerApiForTests({
    command: vi.fn((_name: string, payload: unknown) => {
      sent.push(payload);
      return answer(payload);
    }),
  } as unknown as WorkerApi);
}
vi.mock('../../../session/SessionContext', () => ({ useCommandBlock: () => null }));

const render = (ui: ReactNode) => renderBare(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

const result: Backtest = {
  from: '2026-11-01T10:00:00.000Z',
  to: '2026-11-08T10:00:00.000Z',
  days: 7,
  symbol: 'ETH/USDT',
  network: 'arbitrum',
  pool: { name: 'Uniswap v3 WETH/USDT 0,05 % (arbitrum)', dex: 'Uniswap v3', fee_tier: 0.0005 },
  candles: 10080,
  initial_investment: 1000,
  capital_usd: 200,
  fees_usd: 3.06,
  rewards_usd: 0,
  price_pnl_usd: -7.11,
  il_usd: -8.45,
  costs_usd: 2.05,
  hedge_pnl_usd: 0,
  net_usd: -6.1,
  hodl_usd: 1000.83,
  apr_percent: -159.04,
  remints: 12,
  positions: 14,
  time_in_range_percent: 100,
  max_drawdown_usd: 14,
  hedge: null,
  equity: [
    { timestamp: 1, value_usd: 1000, hodl_usd: 1000, price: 3000 },
    { timestamp: 2, value_usd: 993.9, hodl_usd: 1000.83, price: 3010 },
  ],
  events: [{ timestamp: 1, kind: 'open', price: 3000, reason: null }],
};

beforeEach(worker);
afterEach(() => {
  cleanup();
  setWorkerApiForTests(null);
  sent.length = 0;
});

const draft = { ...newStrategy(3000), name: 'Тест' };

describe('backtest panel', () => {
  it('runs the draft on the period chosen and shows its figures; a later change marks the result outdated', async () => {
    answer = async () => result;
    render(<BacktestPanel draft={draft} dirty saved={[]} price={3000} />);
    expect(screen.getByText(/с несохранёнными изменениями/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '7 дней' }));
    expect(screen.getByRole('button', { name: '7 дней' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Проверить на истории' }));
    await screen.findByText('Итог');
    expect(sent[0]).toMatchObject({ days: 7, network: 'arbitrum', investment: 1000, strategy: { name: 'Тест', channel_width: 12 } });
    expect(screen.getByText(/симуляция на истории рынка этого сервера/).textContent).toContain('комиссия пула 0,05\u00a0%');
    expect(screen.getByText('Без хеджа: у владельца нет работающего хедж-бота с автохеджем на этой паре.')).toBeTruthy();
    expect(document.querySelector('[data-figure="net"] dd')?.firstChild?.textContent).toBe('−6,10\u00a0$');
    expect(screen.queryByText(/Результат для прежней версии/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '90 дней' }));
    expect(screen.getByText(/Результат для прежней версии/)).toBeTruthy();
  });

  it('says a server without the call does not support it, without an error', async () => {
    answer = async () => Promise.reject({ detail: 'Not Found', status: 404 });
    render(<BacktestPanel draft={draft} dirty={false} saved={[]} price={3000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Проверить на истории' }));
    await screen.findByText('Сервер не поддерживает проверку на истории');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal in the server’s words', async () => {
    answer = async () => Promise.reject({ detail: 'Уже идут две ваши проверки на истории: дождитесь их результата', status: 429 });
    render(<BacktestPanel draft={draft} dirty={false} saved={[]} price={3000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Проверить на истории' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Уже идут две ваши проверки'));
  });

  it('values the draft at other prices, offline too (nothing is sent)', () => {
    render(<BacktestPanel draft={draft} dirty saved={[]} price={3000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Сценарии цены' }));
    expect(screen.getByRole('table', { name: 'Стоимость при разных ценах' })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('does not value the draft at a made-up price when the market has none', () => {
    render(<BacktestPanel draft={draft} dirty saved={[]} price={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Сценарии цены' }));
    expect(screen.getByText('Нет цены пары с рынка: сценарии черновика не посчитать')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
