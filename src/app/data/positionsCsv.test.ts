import { describe, expect, it } from 'vitest';
import { positionFixture } from './positionFixture';
import { positionsCsv } from './positionsCsv';

describe('positions as CSV', () => {
  it('writes Russian headers and one row per position with its bot, decimal commas and no exit for an open one', () => {
    const closed = positionFixture({
      token_id: 42,
      bot_id: 1,
      status: 'closed',
      entry_price: 3000,
      exit_price: 3060,
      exit_reason: 'upper_stop_losss',
      pnl: -12.5,
      pnl_percent: -1.25,
      earned_fees: 3.21,
    });
    const open = positionFixture({ token_id: 43, bot_id: 9, status: 'open', exit_price: null, current_price: 2990.5, exit_reason: null });
    const lines = positionsCsv([closed, open], [{ id: 1, name: 'LP Alpha' }])
      .slice(1)
      .split('\r\n');
    expect(lines[0]).toBe(
      'Позиция;Бот;Пара;Сеть;Статус;Открыта;Закрыта;Длительность, ч:мм:сс;Цена входа;Цена выхода;Текущая цена;Изменение, %;ETH;USDT;Полный размер, $;Комиссии, $;PnL, $;ROI, %;Причина выхода',
    );
    const a = lines[1].split(';');
    expect(a.slice(0, 5)).toEqual(['42', 'LP Alpha', 'ETH/USDT', 'arbitrum', 'Закрыта']);
    expect(a.slice(8, 12)).toEqual(['3000,00', '3060,00', '', '2,0000']);
    expect(a.slice(15)).toEqual(['3,2100', '-12,50', '-1,2500', 'Выход по верхнему каналу']);
    const b = lines[2].split(';');
    expect(b.slice(0, 2)).toEqual(['43', 'Бот #9']);
    expect([b[6], b[9], b[10], b[18]]).toEqual(['', '', '2990,50', '']);
  });
});
