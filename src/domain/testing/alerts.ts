// An alert as the server lists and pushes it, for tests of every side (domain, worker, service
// worker, screens).
import type { AlertItem } from '../contracts/push';

export function sampleAlert(id: number, over: Partial<AlertItem> = {}): AlertItem {
  return {
    id,
    kind: 'stop_loss',
    title: 'Стоп-лосс: Альфа',
    body: 'ETH/USDT: позиция #41 закрыта по нижнему стоп-лоссу, цена 2 890,00, результат −12,50 $',
    url: '/mining/positions?bot=3&position=41',
    tag: 'position-3-41',
    bot_id: 3,
    position_id: 41,
    created_at: '2026-03-01T10:00:00.000Z',
    read: false,
    quiet: false,
    ...over,
  };
}
