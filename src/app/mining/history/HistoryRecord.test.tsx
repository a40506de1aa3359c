import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { positionFixture } from '../../data/positionFixture';
import { HistoryCard, HistoryRow } from './HistoryRecord';

afterEach(cleanup);
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

const closed = positionFixture({
  token_id: 42,
  bot_id: 3,
  symbol: 'ETH/USDT',
  status: 'closed',
  exit_price: 3060,
  exit_reason: 'upper_stop_losss',
  exit_timestamp: '2026-11-20T12:00:00Z',
  pnl: -12.5,
  pnl_percent: -1.25,
});

describe('history card', () => {
  it('shows every field of a history record (docs/product.md §2 History tab) and names its bot', () => {
    render(<HistoryCard position={closed} bot="LP Alpha" />);
    const record = screen.getByRole('article', { name: 'Позиция #42, ETH/USDT' });
    const facts = Object.fromEntries(
      [...record.querySelectorAll('dt')].map((dt) => [dt.textContent, plain(dt.nextElementSibling?.textContent)]),
    );
    expect(Object.keys(facts)).toEqual([
      'Вход',
      'Выход',
      'Изменение',
      'Длительность',
      'Открыта',
      'Закрыта',
      'Полный размер',
      'Комиссии · доля размера',
      'ETH',
      'USDT',
      'Причина выхода',
    ]);
    expect(facts['Выход']).toBe('3 060,00');
    expect(facts['Изменение']).toBe('+2,00 %');
    expect(facts['Комиссии · доля размера']).toMatch(/^3,2100 \$ · \d,\d+ %$/);
    expect(facts['Длительность']).toBe('2:00:00');
    expect(facts['Причина выхода']).toBe('Выход по верхнему каналу');
    expect(facts['USDT']).toBe('512,50 USDT');
    const text = plain(record.textContent);
    expect(text).toContain('Бот: LP Alpha');
    expect(text).toContain('−12,50 $');
    expect(text).toContain('ROI −1,25 %');
  });

  it('a position closed with its liquidated hedge says «Ликвидирована»', () => {
    render(<HistoryCard position={{ ...closed, exit_reason: 'liquidated' }} bot="LP Alpha" />);
    expect(screen.getByText('Причина выхода').nextElementSibling?.textContent).toBe('Ликвидирована');
  });

  it('an open position has no exit yet: "—", with the current price labelled as such', () => {
    render(<HistoryCard position={positionFixture({ status: 'open', current_price: 3030 })} bot="LP" />);
    const exit = screen.getByText('Выход').nextElementSibling as HTMLElement;
    expect(plain(exit.textContent)).toBe('— текущая 3 030,00');
    expect(exit.title).toMatch(/текущая цена/);
    expect(plain(screen.getByText('Закрыта').nextElementSibling?.textContent)).toBe('—');
    expect(plain(screen.getByText('Причина выхода').nextElementSibling?.textContent)).toBe('—');
  });

  it('shows an unknown exit reason raw', () => {
    render(<HistoryCard position={positionFixture({ status: 'closed', exit_reason: 'take_profit_hit' })} bot="LP" />);
    expect(screen.getByText('take_profit_hit').tagName).toBe('DD');
  });
});

describe('history table row', () => {
  it('has one cell per column, in the header order, the figures on the pair scale', () => {
    render(
      <div role="table">
        <HistoryRow position={closed} bot="LP Alpha" index={0} />
      </div>,
    );
    const row = screen.getByRole('row', { name: 'Позиция #42, ETH/USDT' });
    expect(row.getAttribute('aria-rowindex')).toBe('2');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => plain(c.textContent));
    expect(cells).toHaveLength(13);
    expect(cells[0]).toBe('ETH/USDT#42 · Закрыта');
    expect(cells[1]).toBe('LP Alphaarbitrum');
    expect(cells.slice(5, 8)).toEqual(['3 000,00', '3 060,00', '+2,00 %']);
    expect(cells[8]).toMatch(/^\d[\d ]*,\d\d \$0,165000 ETH \+ 512,50 \$$/);
    expect(cells.slice(10, 13)).toEqual(['−12,50 $', '−1,25 %', 'Выход по верхнему каналу']);
  });

  it('an open position: "—" under the exit with the current price, and no close time', () => {
    render(
      <div role="table">
        <HistoryRow position={positionFixture({ status: 'open', current_price: 2990.5 })} bot="LP" index={4} />
      </div>,
    );
    const cells = screen.getAllByRole('cell').map((c) => plain(c.textContent));
    expect(cells[3]).toBe('—');
    expect(cells[6]).toBe('—текущая 2 990,50');
  });
});
