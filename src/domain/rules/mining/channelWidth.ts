// A position's channel width: the span of its range as a percent of its entry price. The server
// reports it as channel_width and the position card shows it, both from this one formula.

export interface ChannelPrices {
  upper_price: number;
  lower_price: number;
  entry_price: number;
}

/** (upper − lower) / entry × 100: a 2 900–3 140 range entered at 3 000 is 8 % wide. */
export function channelWidthPercent(p: ChannelPrices): number {
  return ((p.upper_price - p.lower_price) / p.entry_price) * 100;
}

/** The width of a position as sent, its prices first (any backend); the sent figure when they are missing. */
export function shownChannelWidth(p: ChannelPrices & { channel_width?: number | null }): number | null {
  if (p.entry_price > 0 && p.lower_price > 0 && p.upper_price >= p.lower_price) return channelWidthPercent(p);
  return typeof p.channel_width === 'number' && Number.isFinite(p.channel_width) ? p.channel_width : null;
}
