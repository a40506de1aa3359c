import { describe, expect, it } from 'vitest';
import { channelWidthPercent, shownChannelWidth } from './channelWidth';

describe('channel width', () => {
  it('is the range as a percent of the entry price, not of the lower bound', () => {
    // an 8 % strategy at 3000: 2880–3120 is 8 % of the entry (it was shown as 8,33 %, of the lower bound)
    expect(channelWidthPercent({ lower_price: 2880, upper_price: 3120, entry_price: 3000 })).toBeCloseTo(8, 9);
    expect(shownChannelWidth({ lower_price: 2880, upper_price: 3120, entry_price: 3000, channel_width: 99 })).toBeCloseTo(8, 9);
  });

  it("falls back to the server's figure when the prices cannot give one", () => {
    expect(shownChannelWidth({ lower_price: 0, upper_price: 0, entry_price: 0, channel_width: 7.997 })).toBe(7.997);
    expect(shownChannelWidth({ lower_price: 0, upper_price: 0, entry_price: 0 })).toBeNull();
  });
});
