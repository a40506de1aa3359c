import { describe, expect, it } from 'vitest';
import { setLower } from './channelEditor';
import { newStrategy } from './strategyDefaults';
import { correctionsOnSave, sanitiseStrategy } from './strategySanitise';
import { CHANNEL_MESSAGES, boundProblem, channelProblem } from './strategyChannelCheck';

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

describe('bounds typed in the editor (issue 52 item 4)', () => {
  // A 200 USDT channel around ETH at 2991, as the operator had it.
  const s = { ...newStrategy(2991), channel_width_unit: 'USDT' as const, lower_channel: 2891, upper_channel: 3091 };

  it('refuses a lower bound above the upper one instead of collapsing the channel', () => {
    expect(boundProblem(s, 'lower', 5000, 2991)).toBe(CHANNEL_MESSAGES.upperAboveLower);
    expect(boundProblem(s, 'upper', 2800, 2991)).toBe(CHANNEL_MESSAGES.upperAboveLower);
    expect(boundProblem(s, 'lower', 0, 2991)).toBe(CHANNEL_MESSAGES.lowerPositive);
  });

  it('refuses a channel narrower than the narrowest or wider than the widest, naming the limit', () => {
    expect(boundProblem(s, 'lower', 3090.5, 2991)).toBe('Канал слишком узкий: между границами нужно не меньше 1 USDT');
    expect(boundProblem(s, 'lower', 3090, 2991)).toBeNull();
    expect(boundProblem({ ...s, channel_width_unit: 'PERCENT' }, 'upper', 2891 + 1600, 2991)).toMatch(/^Канал слишком широкий/);
  });

  it('takes a sound bound as typed', () => {
    expect(boundProblem(s, 'lower', 2950, 2991)).toBeNull();
    expect(setLower(s, 2950, 2991).lower_channel).toBe(2950);
  });

  it('refuses a stop whose price would sit on a bound of a too narrow channel, as the server does', () => {
    const narrow = {
      ...s,
      lower_channel: 3130.64,
      upper_channel: 3131.64,
      lower_stop_losses: [3130.64],
      lower_stop_losses_percent: [0.1],
      upper_stop_losses: [],
      upper_stop_losses_percent: [],
    };
    expect(channelProblem(sanitiseStrategy(narrow))).toBe(
      'Канал слишком узкий для стоп-лосса: на 0.1 % цена стопа совпала бы с границей канала',
    );
  });

  it('lists what saving would correct, so the editor shows it first', () => {
    expect(correctionsOnSave(sanitiseStrategy(s))).toEqual([]);
    expect(correctionsOnSave({ ...s, position_size_percent: 500 })).toEqual([{ field: 'position_size_percent', from: 500, to: 100 }]);
  });
});
