import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PositionCard } from './PositionCard';
import { positionFixture } from '../../data/positionFixture';
import { forgetPositionPrefs } from './positionPrefs';

// The chart fold reads candles from the worker; here it says it is loading.
vi.mock('../../data/useSnapshot', () => ({
  useSnapshot: () => ({ data: null, status: 'loading', updatedAt: null, refresh: () => undefined }),
}));

beforeEach(() => {
  localStorage.clear();
  forgetPositionPrefs();
});
afterEach(cleanup);
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

function fact(label: string): string {
  const dt = screen.getAllByText(label, { selector: 'dt' })[0];
  return plain(dt.nextElementSibling?.textContent ?? null);
}

const hedged = positionFixture({
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
});

const fold = (name: string) => screen.getByRole('button', { name });

describe('PositionCard', () => {
  it('shows status, token, pair, risk, channel type and time', () => {
    render(<PositionCard position={positionFixture()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Открыта')).toBeTruthy();
    expect(within(card).getByText('Токен #101')).toBeTruthy();
    expect(within(card).getByText('ETH/USDT')).toBeTruthy();
    expect(within(card).getByText('Низкий риск')).toBeTruthy();
    expect(within(card).getByText('Сбалансированный 50/50')).toBeTruthy();
    expect(within(card).getByText(/2:00:00/)).toBeTruthy();
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

  it('shows the channel, money and yield at once, with the numbers per docs/product.md §9', () => {
    render(<PositionCard position={positionFixture()} />);
    expect(fact('Нижняя граница')).toBe('2 820,00');
    expect(fact('Текущая цена')).toBe('3 030,00');
    expect(fact('Верхняя граница')).toBe('3 180,00');
    expect(fact('Цена входа')).toBe('3 000,00');
    expect(fact('Ширина канала')).toBe('12,00 %');
    expect(fact('Стоп-лосс')).toBe('5,00 %');
    expect(fact('Текущая стоимость')).toBe('1 012,50 $');
    expect(fact('PnL без учёта газа на закрытие')).toBe('+12,50 $ (+1,25 %)');
    expect(fact('Заработанные комиссии')).toBe('3,2100 $');
    expect(fact('Начальные вложения')).toBe('1 000,00 $');
    expect(fact('Награды за ликвидность')).toBe('0,5000 $');
    expect(fact('Доходность (накопленная)')).toBe('+0,370 %');
    expect(fact('Доход в час (оценка)')).toBe('0,12 $');
    expect(fact('Доход в день (оценка)')).toBe('2,88 $');
    expect(screen.queryByText(/комиссии не начисляются/)).toBeNull();
  });

  it('labels each figure for what it is: width of the entry price, open PnL before the gas to close', () => {
    render(<PositionCard position={positionFixture({ lower_price: 2880, upper_price: 3120, channel_width: 8 })} />);
    expect(fact('Ширина канала')).toBe('8,00 %'); // of the entry, as the server counts it (of the lower bound it read 8,33 %)
    expect(fact('PnL без учёта газа на закрытие')).toBe('+12,50 $ (+1,25 %)');
    fireEvent.click(fold('Комиссии и итог'));
    expect(fact('Газ: создание (закрытие оплачивается при выходе)')).toMatch(/\$$/);
    expect(screen.queryByText('Газ: создание и закрытие')).toBeNull();
    cleanup();
    render(<PositionCard position={positionFixture({ status: 'closed', exit_price: 3030, exit_reason: 'manual' })} />);
    expect(fact('PnL')).toBe('+12,50 $ (+1,25 %)');
    expect(fold('Комиссии и итог').getAttribute('aria-expanded')).toBe('true'); // the same position: its fold is kept open
    expect(fact('Газ: создание и закрытие')).toMatch(/\$$/);
  });

  it('says when the price has left the channel', () => {
    render(<PositionCard position={positionFixture({ current_price: 2700 })} />);
    expect(screen.getByText('Цена ниже канала: комиссии не начисляются')).toBeTruthy();
    cleanup();
    render(<PositionCard position={positionFixture({ current_price: 3200 })} />);
    expect(screen.getByText('Цена выше канала: комиссии не начисляются')).toBeTruthy();
  });

  it('says hedging is not active without a hedge; with one, its state shows and its block opens when asked', () => {
    render(<PositionCard position={positionFixture()} />);
    expect(fact('Хеджирование')).toBe('не активно');
    expect(screen.queryByRole('button', { name: 'Хеджирование' })).toBeNull();
    cleanup();
    render(<PositionCard position={hedged} />);
    expect(fact('Хеджирование')).toBe('Активен · −4,00 $');
    const hedge = fold('Хеджирование');
    expect(hedge.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('ID хеджа')).toBeNull();
    fireEvent.click(hedge);
    expect(hedge.getAttribute('aria-expanded')).toBe('true');
    expect(fact('ID хеджа')).toBe('h-9');
    expect(fact('Тейк-профит')).toBe('2 900,00');
    expect(fact('Маржа')).toBe('50,00 $');
    expect(fact('Капитал с маржой хеджа (база PnL, %)')).toBe('1 050,00 $');
    expect(fact('PnL хеджа (входит в PnL позиции)')).toMatch(/^−4,00 \$/);
  });

  it('sums fees and net profit (fees + price PnL − expenses) in its folded summary', () => {
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
    expect(screen.queryByText('Всего расходов')).toBeNull();
    fireEvent.click(fold('Комиссии и итог'));
    expect(fact('Всего расходов')).toBe('2,0000 $');
    expect(fact('Всего доходов')).toBe('4,0000 $');
    expect(fact('Чистая прибыль')).toBe('+1,00 $');
  });

  it('shows the chart when asked, and keeps what was opened for the next time the card is drawn', () => {
    render(<PositionCard position={hedged} />);
    expect(screen.queryByRole('region', { name: 'График позиции #101' })).toBeNull();
    fireEvent.click(fold('График'));
    expect(screen.getByRole('region', { name: 'График позиции #101' }).textContent).toBe('Загрузка графика...');
    fireEvent.click(fold('Хеджирование'));
    cleanup();
    forgetPositionPrefs();
    render(<PositionCard position={hedged} />);
    expect(fold('График').getAttribute('aria-expanded')).toBe('true');
    expect(fold('Хеджирование').getAttribute('aria-expanded')).toBe('true');
    expect(fold('Комиссии и итог').getAttribute('aria-expanded')).toBe('false');
    cleanup();
    // another position's card starts folded
    render(<PositionCard position={{ ...hedged, token_id: 102 }} />);
    expect(fold('График').getAttribute('aria-expanded')).toBe('false');
  });

  it('has the buttons only when handlers are given', () => {
    render(<PositionCard position={positionFixture()} />);
    expect(screen.queryByRole('button', { name: 'Подробнее' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Закрыть позицию' })).toBeNull();
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

  it('disables close while commands cannot run, and says why', () => {
    const { rerender } = render(<PositionCard position={positionFixture()} onClose={() => undefined} />);
    const close = screen.getByRole('button', { name: 'Закрыть позицию' }) as HTMLButtonElement;
    expect(close.disabled).toBe(false);
    rerender(<PositionCard position={positionFixture()} onClose={() => undefined} blockedReason="Нет сети" />);
    expect(close.disabled).toBe(true);
    expect(close.title).toBe('Нет сети');
  });

  it('names its bot', () => {
    render(<PositionCard position={positionFixture()} botName="LP Alpha" />);
    expect(screen.getByRole('article').textContent).toContain('бот «LP Alpha»');
  });
});
