// Users tab of the admin panel (docs/product.md §2): its filters and the ban/unban rule. Ban switches an
// account to suspended; unban (offered only for a suspended account) switches it back to active.
import type { UserStatusBody } from './contracts/admin';
import type { AdminUser, Role, UserStatus } from './types';

/** The role filter offers admin, trader, premium and user (docs/product.md §2; viewer is not listed). */
export const ADMIN_ROLE_FILTERS: readonly Role[] = ['admin', 'trader', 'premium', 'user'];
/** The status filter offers active, inactive and suspended. */
export const ADMIN_STATUS_FILTERS: readonly UserStatus[] = ['active', 'inactive', 'suspended'];

export type BanAction = 'ban' | 'unban';

export function banActionOf(status: UserStatus | string): BanAction {
  return status === 'suspended' ? 'unban' : 'ban';
}

/** The status a ban/unban click asks the server for. */
export function banTargetStatus(status: UserStatus | string): UserStatusBody['status'] {
  return banActionOf(status) === 'unban' ? 'active' : 'suspended';
}

export interface AdminUserFilter {
  search: string;
  role: Role | '';
  status: UserStatus | '';
}

/**
 * A client-side check of the users filter: search in username and e-mail (case-insensitive), exact
 * role and status. The screen leaves the search to the server (which also searches full names)
 * and re-checks role and status so that no row shown contradicts the chosen filter.
 */
export function filterAdminUsers(users: readonly AdminUser[], filter: AdminUserFilter): AdminUser[] {
  const needle = filter.search.trim().toLowerCase();
  return users.filter(
    (u) =>
      (!needle || u.username.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle)) &&
      (!filter.role || u.role === filter.role) &&
      (!filter.status || u.status === filter.status),
  );
}
