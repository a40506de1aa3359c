// New-strategy defaults of docs/product.md §9: width 12 %, position size 10 %, stops at 90 % (upper) and
// 10 % (lower) of the channel, ratio 50/50, exits 'current', active, fallback price 3000.
import { placeChannel } from './channelEditor';
import type { Strategy } from '../../contracts/types';

export const FALLBACK_PRICE = 3000;
const DEFAULT_STRATEGY_SYMBOL = 'ETH/USDT';
const DEFAULT_STRATEGY_NETWORK = 'arbitrum';
export const EXIT_CURRENT = 'current';

/** A usable current price: the market's when known and positive, else the spec's fallback. */
export function priceOrFallback(price: number | null | undefined): number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : FALLBACK_PRICE;
}

export function newStrategy(currentPrice?: number | null, symbol = DEFAULT_STRATEGY_SYMBOL): Strategy {
  const price = priceOrFallback(currentPrice);
  const base: Strategy = {
    strategy_id: 'new',
    name: '',
    description: '',
    symbol,
    network: DEFAULT_STRATEGY_NETWORK,
    is_active: true,
    strategy_type: 'liquidity_mining',
    position_size_percent: 10,
    channel_width: 12,
    channel_width_unit: 'PERCENT',
    upper_channel: price,
    lower_channel: price,
    upper_channel_percent: 50,
    lower_channel_percent: 50,
    upper_stop_losses: [],
    lower_stop_losses: [],
    stops_unit: 'PERCENT',
    upper_stop_losses_percent: [90],
    lower_stop_losses_percent: [10],
    exit_strategy_upper: EXIT_CURRENT,
    exit_strategy_lower: EXIT_CURRENT,
  };
  return placeChannel(base, price);
}
