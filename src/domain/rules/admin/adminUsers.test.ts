import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE_FILTERS,
  ADMIN_STATUS_FILTERS,
  accountLimits,
  accountProblems,
  banActionOf,
  banTargetStatus,
  filterAdminUsers,
  leavesNoAdmin,
} from './adminUsers';
import type { AdminUser } from '../../contracts/types';

const user = (id: number, username: string, role: AdminUser['role'], status: AdminUser['status']): AdminUser => ({
  user_id: id,
  username,
  email: `${username}@demo.local`,
  role,
  status,
  total_bots_created: 0,
  max_bots: 5,
  last_login: null,
});

describe('admin users (docs/product.md §2, §4)', () => {
  it('offers the spec filter options', () => {
    expect(ADMIN_ROLE_FILTERS).toEqual(['admin', 'trader', 'premium', 'user']);
    expect(ADMIN_STATUS_FILTERS).toEqual(['active', 'inactive', 'suspended']);
  });

  it('bans anyone not suspended and unbans the suspended', () => {
    expect(banActionOf('active')).toBe('ban');
    expect(banTargetStatus('active')).toBe('suspended');
    expect(banTargetStatus('inactive')).toBe('suspended');
    expect(banActionOf('suspended')).toBe('unban');
    expect(banTargetStatus('suspended')).toBe('active');
  });

  it('filters by search in username or e-mail, role and status', () => {
    const users = [user(1, 'admin', 'admin', 'active'), user(2, 'trader', 'trader', 'suspended'), user(3, 'viewer', 'viewer', 'active')];
    expect(filterAdminUsers(users, { search: '  TRAD ', role: '', status: '' }).map((u) => u.user_id)).toEqual([2]);
    expect(filterAdminUsers(users, { search: 'demo.local', role: '', status: 'active' }).map((u) => u.user_id)).toEqual([1, 3]);
    expect(filterAdminUsers(users, { search: '', role: 'admin', status: 'suspended' })).toEqual([]);
  });
});

describe('accounts an admin creates and changes (issue 52)', () => {
  const form = {
    username: 'newbie',
    email: 'newbie@example.com',
    role: 'trader' as const,
    max_bots: '5',
    max_concurrent_bots: '3',
    api_rate_limit: '10000',
  };

  it('lists every problem of the form at once, and checks only role and limits when editing', () => {
    expect(accountProblems(form, 'create')).toEqual({});
    expect(accountLimits(form)).toEqual({ role: 'trader', max_bots: 5, max_concurrent_bots: 3, api_rate_limit: 10_000 });
    const bad = { ...form, username: 'a b', email: '', max_bots: '0', max_concurrent_bots: '2.5', api_rate_limit: '' };
    expect(accountProblems(bad, 'create')).toEqual({
      username: 'usernameChars',
      email: 'required',
      max_bots: 'limitRange',
      max_concurrent_bots: 'limitRange',
      api_rate_limit: 'required',
    });
    expect(accountProblems({ ...bad, max_bots: '1000', max_concurrent_bots: '1', api_rate_limit: '5000' }, 'edit')).toEqual({});
    expect(accountProblems({ ...form, email: 'nope' }, 'create')).toEqual({ email: 'emailInvalid' });
  });

  it('refuses whatever leaves no active admin: demoting, suspending or deleting the last one', () => {
    const admin = { role: 'admin' as const, status: 'active' };
    expect(leavesNoAdmin(admin, { role: 'trader' }, 1)).toBe(true);
    expect(leavesNoAdmin(admin, { status: 'suspended' }, 1)).toBe(true);
    expect(leavesNoAdmin(admin, { deleted: true }, 1)).toBe(true);
    expect(leavesNoAdmin(admin, { role: 'admin' }, 1)).toBe(false);
    expect(leavesNoAdmin(admin, { role: 'trader' }, 2)).toBe(false);
    // a suspended admin or any other role is not the last active admin
    expect(leavesNoAdmin({ role: 'admin', status: 'suspended' }, { deleted: true }, 1)).toBe(false);
    expect(leavesNoAdmin({ role: 'trader', status: 'active' }, { deleted: true }, 1)).toBe(false);
  });
});
