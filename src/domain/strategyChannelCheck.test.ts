import { describe, expect, it } from 'vitest';
import { CHANNEL_MESSAGES, channelProblem } from './strategyChannelCheck';

const channel = (over: Partial<Parameters<typeof channelProblem>[0]> = {}) => ({
  lower_channel: 2000,
  upper_channel: 3000,
  upper_stop_losses: [2900],
  upper_stop_losses_percent: [90],
  lower_stop_losses: [2100],
  lower_stop_losses_percent: [10],
  ...over,
});

describe('channel refusals (issue 19)', () => {
  it('accepts a sound channel, with stop prices rounded from their percents', () => {
    expect(channelProblem(channel())).toBeNull();
    expect(channelProblem(channel({ upper_stop_losses: [2900.4], upper_stop_losses_percent: [90] }))).toBeNull();
  });

  it('refuses a lower bound at or below zero', () => {
    expect(channelProblem(channel({ lower_channel: 0 }))).toBe(CHANNEL_MESSAGES.lowerPositive);
    expect(channelProblem(channel({ lower_channel: -2125.81 }))).toBe(CHANNEL_MESSAGES.lowerPositive);
  });

  it('refuses a zero-width or inverted channel', () => {
    expect(channelProblem(channel({ upper_channel: 2000 }))).toBe(CHANNEL_MESSAGES.upperAboveLower);
    expect(channelProblem(channel({ upper_channel: 1000 }))).toBe(CHANNEL_MESSAGES.upperAboveLower);
  });

  it('refuses stops on or outside the bounds', () => {
    expect(channelProblem(channel({ lower_stop_losses: [2000], lower_stop_losses_percent: [0] }))).toBe(CHANNEL_MESSAGES.stopsInside);
    expect(channelProblem(channel({ upper_stop_losses: [3100], upper_stop_losses_percent: [110] }))).toBe(CHANNEL_MESSAGES.stopsInside);
  });

  it('refuses price and percent stops that disagree', () => {
    expect(channelProblem(channel({ lower_stop_losses: [2100, 2150], lower_stop_losses_percent: [10, 5] }))).toBe(
      CHANNEL_MESSAGES.stopsAgree,
    );
    expect(channelProblem(channel({ lower_stop_losses: [2100], lower_stop_losses_percent: [10, 20] }))).toBe(CHANNEL_MESSAGES.stopsAgree);
  });
});
