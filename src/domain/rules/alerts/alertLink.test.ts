import { describe, expect, it } from 'vitest';
import { alertLink, isAppLink } from './alertLink';

describe('alert links', () => {
  it('lead to the position’s card, the bot, or statistics', () => {
    expect(alertLink({ kind: 'stop_loss', botId: 3, positionId: 41 }, 'mining')).toBe('/mining/positions?bot=3&position=41');
    expect(alertLink({ kind: 'bot_error', botId: 3, positionId: null }, 'mining')).toBe('/mining/bots?bot=3');
    expect(alertLink({ kind: 'bot_error', botId: 8, positionId: null }, 'hedge')).toBe('/hedge-bots?bot=8');
    expect(alertLink({ kind: 'hedge_stopped', botId: 8, positionId: 9 }, 'hedge')).toBe('/hedge-bots?bot=8');
    expect(alertLink({ kind: 'daily_loss', botId: null, positionId: null }, null)).toBe('/mining/statistics');
  });

  it('stay inside the app', () => {
    expect(isAppLink('/mining/bots?bot=1')).toBe(true);
    expect(isAppLink('https://example.com/')).toBe(false);
    expect(isAppLink('//example.com/')).toBe(false);
    expect(isAppLink('/\\example.com')).toBe(false);
  });
});
