import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { positionFixture } from '../../data/positionFixture';
import { HistoryRecord } from './HistoryRecord';

afterEach(cleanup);
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('HistoryRecord', () => {
  it('shows every field of a history record (SPEC §2 History tab)', () => {
    const p = positionFixture({
      token_id: 42,
      symbol: 'ETH/USDT',
      status: 'closed',
      exit_price: 3060,
      exit_reason: 'upper_stop_losss',
      exit_timestamp: '2026-11-20T14:00:00Z',
      pnl: -12.5,
      pnl_percent: -1.25,
    });
    render(<HistoryRecord position={p} />);
    const record = screen.getByRole('article', { name: 'Позиция #42, ETH/USDT' });
    const facts = Object.fromEntries(
      [...record.querySelectorAll('dt')].map((dt) => [dt.textContent, plain(dt.nextElementSibling?.textContent)]),
    );
    expect(Object.keys(facts)).toEqual([
      'Вход',
      'Выход',
      'Изменение',
      'ETH',
      'USDT',
      'Полный размер',
      'Комиссии',
      'Открыта',
      'Закрыта',
      'Длительность',
      'Причина выхода',
      'PnL',
      'ROI',
    ]);
    expect(facts['Выход']).toContain('3 060');
    expect(facts['Изменение']).toBe('+2,00 %');
    expect(facts['Комиссии']).toMatch(/^3,2100 \$ \(.+ от размера\)$/);
    expect(facts['Длительность']).toBe('2:00:00');
    expect(facts['Причина выхода']).toBe('Выход по верхнему каналу');
    expect(facts['PnL']).toBe('−12,50 $');
    expect(facts['ROI']).toBe('−1,25 %');
    expect(plain(record.textContent)).toContain('#42 ETH/USDT');
    expect(plain(record.textContent)).toContain('−12,50 $ · ROI −1,25 %');
  });

  it('shows an unknown exit reason raw', () => {
    render(<HistoryRecord position={positionFixture({ status: 'closed', exit_reason: 'take_profit_hit' })} />);
    expect(screen.getByText('take_profit_hit').tagName).toBe('DD');
  });
});
