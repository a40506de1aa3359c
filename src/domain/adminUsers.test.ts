import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_FILTERS, ADMIN_STATUS_FILTERS, banActionOf, banTargetStatus, filterAdminUsers } from './adminUsers';
import type { AdminUser } from './types';

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
