// Display helpers of the hedge section: USDT amounts, channel, leverage (docs/product.md §9 number display).
import { formatLeverage, formatNumber, formatPrice } from '../../domain/format/format';
import type { HedgePosition } from '../../domain/contracts/types';
import { fill } from '../i18n/fill';
import { hedgeRu } from '../i18n/sections/hedge';

export function usdt(value: number | null | undefined): string {
  const text = formatNumber(value, 2);
  return text === '—' ? text : `${text} USDT`;
}

export function channel(lower: number | null | undefined, upper: number | null | undefined): string {
  return `${formatPrice(lower)} – ${formatPrice(upper)}`;
}

export const leverage = formatLeverage;

/** One hedge position as the card and the confirmations list it: '#41: открыта по …, плечо 3x, доход …'. */
export function hedgePositionText(p: Pick<HedgePosition, 'position_id' | 'price_open' | 'leverage' | 'income_module'>): string {
  return fill(hedgeRu.card.position, {
    id: p.position_id,
    price: formatPrice(p.price_open),
    leverage: formatLeverage(p.leverage),
    income: usdt(p.income_module),
  });
}
