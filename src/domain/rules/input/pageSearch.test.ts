import { describe, expect, it } from 'vitest';
import { validateAdminSearch } from '../admin/adminSearch';
import {
  validateBotSearch,
  validateHedgeSearch,
  validateJournalSearch,
  validatePositionSearch,
  validateRedirectSearch,
  validateStatisticsSearch,
  validateTokenSearch,
} from './pageSearch';

describe("pages' search params as their routes validate them", () => {
  it('read an alert’s ids as the router hands them over (numbers, or strings once typed or shared)', () => {
    expect(validatePositionSearch({ bot: '3', position: '41' })).toEqual({ bot: 3, position: 41 });
    expect(validatePositionSearch({ bot: 3, position: 41 })).toEqual({ bot: 3, position: 41 });
    expect(validateBotSearch({ bot: '12' })).toEqual({ bot: 12 });
    expect(validateBotSearch({ create: true })).toEqual({ create: true });
    expect(validateBotSearch({ create: 'true' })).toEqual({ create: true });
    expect(validateBotSearch({ create: 'yes' })).toEqual({});
  });

  it('leave a bad value out, so the page shows its default for it, and keep every good one beside it', () => {
    expect(validatePositionSearch({ bot: '3', position: 'x' })).toEqual({ bot: 3 });
    expect(validatePositionSearch({ bot: '-1', position: '1e3' })).toEqual({});
    expect(validateBotSearch({ bot: 9_999_999_999 })).toEqual({});
    expect(validateHedgeSearch({ bot: '8', filter: 'paused' })).toEqual({ bot: 8 });
    expect(validateHedgeSearch({ bot: 'none', filter: 'running' })).toEqual({ filter: 'running' });
    expect(validateTokenSearch({ token: ' abc123 ' })).toEqual({ token: 'abc123' });
    expect(validateTokenSearch({ token: ['a', 'b'] })).toEqual({});
    expect(validateRedirectSearch({ redirect: '/mining?x=1' })).toEqual({ redirect: '/mining?x=1' });
    expect(validateRedirectSearch({ redirect: 42 })).toEqual({ redirect: '42' });
  });

  it('write no default into the address', () => {
    expect(validateHedgeSearch({ filter: 'all' })).toEqual({});
    expect(validateAdminSearch({ tab: 'dashboard' })).toEqual({});
  });

  it("the admin panel's tab and users filters: bad ones fall back, the others stay", () => {
    expect(validateAdminSearch({ tab: 'users', q: '  alice ', role: 'trader', status: 'suspended' })).toEqual({
      tab: 'users',
      q: 'alice',
      role: 'trader',
      status: 'suspended',
    });
    // viewer is not a role the filter offers, pending_verification not a status it offers
    expect(validateAdminSearch({ tab: 'secrets', q: 'bob', role: 'viewer', status: 'pending_verification' })).toEqual({ q: 'bob' });
    expect(validateAdminSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
    expect(validateAdminSearch({ q: '   ', role: 7 })).toEqual({});
  });
});

describe("the bot tools' search params", () => {
  it("a journal's level and search, a bad level or an overlong search left out", () => {
    expect(validateJournalSearch({ level: 'error', q: ' закрыта ' })).toEqual({ level: 'error', q: 'закрыта' });
    expect(validateJournalSearch({ level: 'debug', q: 'x'.repeat(101) })).toEqual({});
    expect(validateJournalSearch({ q: 42 })).toEqual({ q: '42' });
  });

  it("the period breakdown's unit and bot; days, the default, are not written", () => {
    expect(validateStatisticsSearch({ unit: 'month', bot: '4' })).toEqual({ unit: 'month', bot: 4 });
    expect(validateStatisticsSearch({ unit: 'day' })).toEqual({});
    expect(validateStatisticsSearch({ unit: 'year', bot: 'all' })).toEqual({});
  });
});
