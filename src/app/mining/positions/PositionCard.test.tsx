import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PositionCard } from './PositionCard';
import { positionFixture } from '../../data/positionFixture';

afterEach(cleanup);
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

function fact(label: string): string {
  const dt = screen.getAllByText(label, { selector: 'dt' })[0];
  return plain(dt.nextElementSibling?.textContent ?? null);
}

describe('PositionCard', () => {
  it('shows status, token, risk, channel type and time', () => {
    render(<PositionCard position={positionFixture()} />);
    expect(screen.getByText('Открыта')).toBeTruthy();
    expect(screen.getByText('Токен #101')).toBeTruthy();
    expect(screen.getByText('Низкий риск')).toBeTruthy();
    expect(screen.getByText('Сбалансированный 50/50')).toBeTruthy();
    expect(screen.getByText(/2:00:00/)).toBeTruthy();
  });

  it('marks the status and the time with shapes, no emoji (they are empty boxes without an emoji font)', () => {
    const { container } = render(<PositionCard position={positionFixture()} />);
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('derives the risk badge from the docs/product.md §9 flags', () => {
    render(<PositionCard position={positionFixture({ current_price: 3300, duration: 100000, pnl_percent: -2 })} />);
    expect(screen.getByText('Высокий риск')).toBeTruthy();
    cleanup();
    render(<PositionCard position={positionFixture({ pnl_percent: -2 })} />);
    expect(screen.getByText('Средний риск')).toBeTruthy();
  });

  it('shows prices, money, yield and the numbers per docs/product.md §9', () => {
    render(<PositionCard position={positionFixture()} />);
    expect(fact('Цена входа')).toBe('3 000,00');
    expect(fact('Нижняя граница')).toBe('2 820,00');
    expect(fact('Заработанные комиссии')).toBe('3,2100 $');
    expect(fact('ETH')).toBe('0,165000 ETH');
    expect(fact('Доход в день (оценка)')).toBe('2,88 $');
    expect(fact('Доходность (накопленная)')).toBe('+0,370 %');
  });

  it('labels each figure for what it is: width of the entry price, open PnL before the gas to close', () => {
    render(<PositionCard position={positionFixture({ lower_price: 2880, upper_price: 3120, channel_width: 8 })} />);
    expect(fact('Ширина канала')).toBe('8,00 %'); // of the entry, as the server counts it (of the lower bound it read 8,33 %)
    expect(fact('PnL без учёта газа на закрытие')).toBe('+12,50 $ (+1,25 %)');
    expect(fact('Газ: создание (закрытие оплачивается при выходе)')).toMatch(/\$$/);
    expect(screen.queryByText('Газ: создание и закрытие')).toBeNull();
    cleanup();
    render(<PositionCard position={positionFixture({ status: 'closed', exit_price: 3030, exit_reason: 'manual' })} />);
    expect(fact('PnL')).toBe('+12,50 $ (+1,25 %)');
    expect(fact('Газ: создание и закрытие')).toMatch(/\$$/);
  });

  it('says hedging is not active without a hedge, and shows the hedge block with one', () => {
    render(<PositionCard position={positionFixture()} />);
    expect(screen.getByText('Хеджирование не активно')).toBeTruthy();
    cleanup();
    render(
      <PositionCard
        position={positionFixture({
          hedge_info: {
            hedge_id: 'h-9',
            status: 'active',
            amount_usdt: 500,
            entry_price: 3000,
            current_price: 3030,
            tp_price: 2900,
            sl_price: 3100,
            pnl_usd: -4,
            margin_usd: 50,
          },
          capital_usd: 1050,
          hedge_pnl_usd: -4,
          compensation_percent: 50,
          hedge_efficiency_percent: 44.4,
        })}
      />,
    );
    expect(screen.queryByText('Хеджирование не активно')).toBeNull();
    expect(fact('ID хеджа')).toBe('h-9');
    expect(screen.getAllByText('Статус', { selector: 'dt' }).map((dt) => dt.nextElementSibling?.textContent)).toContain('Активен'); // not 'active'
    expect(fact('Тейк-профит')).toBe('2 900,00');
    expect(fact('Маржа')).toBe('50,00 $');
    expect(fact('Капитал с маржой хеджа (база PnL, %)')).toBe('1 050,00 $');
    expect(fact('PnL хеджа (входит в PnL позиции)')).toMatch(/^−4,00 \$/);
  });

  it('sums fees and net profit: fees + price PnL − expenses', () => {
    render(
      <PositionCard
        position={positionFixture({
          lp_expenses_usd: 1.5,
          hedge_fees_usd: 0.5,
          earned_fees: 3,
          liquidity_rewards_usd: 1,
          net_price_pnl_usd: -1,
        })}
      />,
    );
    expect(fact('Всего расходов')).toBe('2,0000 $');
    expect(fact('Всего доходов')).toBe('4,0000 $');
    expect(fact('Чистая прибыль')).toBe('+1,00 $');
  });

  it('has the buttons only when handlers are given', () => {
    render(<PositionCard position={positionFixture()} />);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    const onDetails = vi.fn();
    const onClose = vi.fn();
    render(<PositionCard position={positionFixture()} onDetails={onDetails} onClose={onClose} />);
    const card = screen.getByRole('article');
    fireEvent.click(within(card).getByRole('button', { name: 'Подробнее' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Закрыть позицию' }));
    expect(onDetails).toHaveBeenCalledWith(expect.objectContaining({ token_id: 101 }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names its bot', () => {
    render(<PositionCard position={positionFixture()} botName="LP Alpha" />);
    expect(screen.getByRole('article').textContent).toContain('бот «LP Alpha»');
  });
});
