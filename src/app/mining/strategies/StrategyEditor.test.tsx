import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { newStrategy } from '../../../domain/rules/strategies/strategyDefaults';
import type { Strategy } from '../../../domain/contracts/types';
import { StaleStrategy, StrategyEditor, type StrategyEditorProps } from './StrategyEditor';

afterEach(cleanup);

function setup(over: Partial<StrategyEditorProps> = {}) {
  const onSave = vi.fn(async (s: Strategy) => ({ ...s, strategy_id: 42 }));
  const props: StrategyEditorProps = {
    initial: newStrategy(2000),
    price: 2000,
    priceIsFallback: false,
    candles: null,
    others: [{ strategy_id: 5, name: 'Другая' }],
    canEdit: true,
    onSave,
    onCancel: vi.fn(),
    ...over,
  };
  render(<StrategyEditor {...props} />);
  return { onSave, props };
}

function commit(label: string, value: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('StrategyEditor', () => {
  it('starts a new strategy with the spec defaults around the current price', () => {
    setup();
    expect(value('Ширина канала')).toBe('12');
    expect(value('Размер позиции, %')).toBe('10');
    expect(value('Доля канала выше цены, %')).toBe('50');
    expect(value('Нижняя граница канала')).toBe('1880');
    expect(value('Верхняя граница канала')).toBe('2120');
    expect(value('Стоп-лоссы вверху 1, %')).toBe('90');
    expect(value('Стоп-лоссы внизу 1, %')).toBe('10');
    expect((screen.getByLabelText('Выход при верхнем стопе') as HTMLSelectElement).value).toBe('current');
  });

  it('refuses to save without a name', async () => {
    const { onSave } = setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    expect(screen.getByText('Введите название стратегии')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves sanitised values and shows them', async () => {
    const { onSave } = setup();
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: '  Узкий канал  ' } });
    commit('Размер позиции, %', '250');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    const sent = onSave.mock.calls[0][0];
    expect(sent.name).toBe('Узкий канал');
    expect(sent.position_size_percent).toBe(100);
    expect(sent.strategy_type).toBe('liquidity_mining');
    expect(value('Размер позиции, %')).toBe('100');
    expect(screen.getByText('Стратегия сохранена')).toBeTruthy();
  });

  it('width edits recompute the channel around the price; ratio edits keep the span', () => {
    setup();
    commit('Доля канала выше цены, %', '75');
    expect(value('Верхняя граница канала')).toBe('2180');
    expect(value('Нижняя граница канала')).toBe('1940');
    commit('Ширина канала', '10'); // 200 around 2000, 75 % above
    expect(value('Верхняя граница канала')).toBe('2150');
    expect(value('Нижняя граница канала')).toBe('1950');
    commit('Ширина канала', '99');
    expect(value('Ширина канала')).toBe('50');
  });

  it('refuses in place a bound that would invert the channel, and moves stops with the channel', () => {
    setup();
    commit('Верхняя граница канала', '1000');
    expect(value('Верхняя граница канала')).toBe('2120'); // unchanged: not collapsed to the narrowest channel
    expect(screen.getByRole('alert').textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      '1 000,00 не принято: Верхняя граница канала должна быть больше нижней',
    );
    commit('Верхняя граница канала', '2280'); // 1880-2280: upper stop at 90 % = 2240
    const hint = document.getElementById(`${screen.getByLabelText('Стоп-лоссы вверху 1, %').id}-hint`);
    expect(hint?.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe('2 240,00');
  });

  it('shows before saving what saving would correct', () => {
    setup();
    commit('Размер позиции, %', '500');
    expect(screen.getByText('При сохранении будет исправлено:').textContent).toContain('Размер позиции, %: 500,00 → 100,00');
  });

  it('moves the channel with the sliders (step 0.5) and stops in percent (step 0.1)', () => {
    setup();
    const upper = screen.getByLabelText('Верх канала') as HTMLInputElement;
    expect(upper.step).toBe('0.5');
    fireEvent.change(upper, { target: { value: '2200.5' } });
    expect(value('Верхняя граница канала')).toBe('2200.5');
    const stop = screen.getByLabelText('Стоп вверху 1') as HTMLInputElement;
    expect(stop.step).toBe('0.1');
    fireEvent.change(stop, { target: { value: '55.5' } });
    expect(value('Стоп-лоссы вверху 1, %')).toBe('55.5');
  });

  it('switching the stop unit only switches the display', () => {
    setup();
    fireEvent.change(screen.getByLabelText('Единица стоп-лоссов'), { target: { value: 'USDT' } });
    expect(value('Стоп-лоссы вверху 1, USDT')).toBe('2096');
  });

  it('hides saving from users who may not edit', () => {
    setup({ canEdit: false });
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });
});

describe('StrategyEditor and the market price', () => {
  it('places a new strategy around the price once it is known, and never moves a saved one', () => {
    const props: StrategyEditorProps = {
      initial: newStrategy(null),
      price: 3000,
      priceIsFallback: true,
      candles: null,
      others: [],
      canEdit: true,
      onSave: vi.fn(),
      onCancel: vi.fn(),
    };
    const { rerender } = render(<StrategyEditor {...props} />);
    expect(value('Верхняя граница канала')).toBe('3180');
    rerender(<StrategyEditor {...props} price={2000} priceIsFallback={false} />);
    expect(value('Верхняя граница канала')).toBe('2120');
    cleanup();
    const saved = { ...newStrategy(3000), strategy_id: 9, name: 'Сохранённая' };
    const again = render(<StrategyEditor {...props} initial={saved} />);
    again.rerender(<StrategyEditor {...props} initial={saved} price={2000} priceIsFallback={false} />);
    expect(value('Верхняя граница канала')).toBe('3180');
  });

  it('a save refused because another window saved first offers to load the stored version', async () => {
    const onReload = vi.fn();
    const onSave = vi.fn(async () => {
      throw new StaleStrategy('Стратегия изменена в другом окне');
    });
    setup({ initial: { ...newStrategy(2000), strategy_id: 7, name: 'Общая', version: 3 }, onSave, onReload });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    expect(screen.getByText('Стратегия изменена в другом окне')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить заново' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
