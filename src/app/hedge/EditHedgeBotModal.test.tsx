import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { HedgeBot } from '../../domain/contracts/types';

const run = vi.fn();
vi.mock('../data/useCommand', () => ({ useCommand: () => ({ mutateAsync: run, isPending: false, error: null, reset: () => undefined }) }));

const { EditHedgeBotModal } = await import('./EditHedgeBotModal');

const bot: HedgeBot = {
  bot_id: 7,
  name: 'Хедж ETH',
  status: 'running',
  symbol: 'ETHUSDT',
  network: 'arbitrum',
  wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  rpc_url: 'https://arb1.arbitrum.io/rpc',
  price_open: 3000,
  channel_upper: 3150,
  channel_lower: 2850,
  usdt_start: 10000,
  eth_start: 3.33,
  gate_testnet: true,
  analysis_interval: '15m',
  enable_technical_analysis: false,
  auto_hedge: true,
  auto_rebalance: true,
  max_hedge_positions: 4,
  stop_loss_percent: 6,
};

afterEach(() => {
  cleanup();
  run.mockReset();
});

describe('hedge bot settings modal', () => {
  it('starts from the bot, keeps blank secrets and sends the changed settings', async () => {
    run.mockResolvedValue(bot);
    render(<EditHedgeBotModal bot={bot} onClose={() => undefined} onSaved={() => undefined} />);
    expect((screen.getByLabelText('Название бота') as HTMLInputElement).value).toBe('Хедж ETH');
    const next = () => fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    next();
    expect((screen.getByLabelText('Приватный ключ') as HTMLInputElement).value).toBe('');
    next();
    expect((screen.getByLabelText('Верхняя граница канала') as HTMLInputElement).value).toBe('3150');
    fireEvent.change(screen.getByLabelText('Стоп-лосс, % (0,1–50)'), { target: { value: '7.5' } });
    next();
    expect((screen.getByLabelText('Интервал анализа') as HTMLSelectElement).value).toBe('15m');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить настройки' }));
    });
    expect(run).toHaveBeenCalledTimes(1);
    const { id, settings } = run.mock.calls[0][0];
    expect(id).toBe(7);
    expect(settings).toMatchObject({ stop_loss_percent: 7.5, channel_upper: 3150, gate_testnet: true, analysis_interval: '15m' });
    expect(settings).not.toHaveProperty('private_key');
    expect(settings).not.toHaveProperty('gate_api_secret');
    expect(screen.getByText('Настройки хедж-бота "Хедж ETH" сохранены')).toBeTruthy();
  });

  it('still checks the spec rules', () => {
    render(<EditHedgeBotModal bot={bot} onClose={() => undefined} onSaved={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Название бота'), { target: { value: ' ' } });
    for (let i = 0; i < 3; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить настройки' }));
    expect(screen.getByRole('alert').textContent).toBe('Название бота обязательно');
    expect(run).not.toHaveBeenCalled();
  });
});
