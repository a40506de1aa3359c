// Display helpers of the hedge section: USDT amounts, channel, leverage (SPEC §9 number display).
import { formatNumber, formatPrice } from '../../domain/format';

export function usdt(value: number | null | undefined): string {
  const text = formatNumber(value, 2);
  return text === '—' ? text : `${text} USDT`;
}

export function channel(lower: number | null | undefined, upper: number | null | undefined): string {
  return `${formatPrice(lower)} – ${formatPrice(upper)}`;
}

export function leverage(value: number | null | undefined): string {
  const text = formatNumber(value, 2);
  return text === '—' ? text : `${text}x`;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
