// Users tab of the admin panel (docs/product.md §2): its filters and the ban/unban rule. Ban switches an
// account to suspended; unban (offered only for a suspended account) switches it back to active.
// An admin also creates accounts and changes their role and limits; the form and the server share
// the limits, and the server refuses whatever would leave no active admin.
import { isEmail, usernameProblem, type UsernameProblem } from '../accounts/accountRules';
import { ADMIN_SETTING_LIMITS } from './adminSettings';
import type { UserStatusBody } from '../../contracts/admin';
import type { AdminUser, Role, UserStatus } from '../../contracts/types';

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

/**
 * The limits an admin sets on an account (docs/product.md §2 "bots created / max", §3 User): the same bounds
 * as the defaults the settings tab gives new accounts, and room for up to 1000 running bots.
 */
export const USER_LIMITS = {
  max_bots: ADMIN_SETTING_LIMITS.default_max_bots,
  max_concurrent_bots: { min: 1, max: 1000 },
  api_rate_limit: ADMIN_SETTING_LIMITS.api_rate_limit,
} as const;
export type UserLimitKey = keyof typeof USER_LIMITS;
/** Running bots a new account may have at once (the other defaults are the settings tab's). */
export const DEFAULT_CONCURRENT_BOTS = 3;
export const USER_LIMIT_KEYS = Object.keys(USER_LIMITS) as UserLimitKey[];

/** The admin's account form as typed (limits are text until checked). */
export interface AccountForm {
  username: string;
  email: string;
  role: Role;
  max_bots: string;
  max_concurrent_bots: string;
  api_rate_limit: string;
}
export type AccountField = keyof AccountForm;
export type AccountProblem = UsernameProblem | 'emailInvalid' | 'limitRange';

/** Every problem of the form at once, by field. Editing checks the role and limits only (name and e-mail are the owner's). */
export function accountProblems(form: AccountForm, mode: 'create' | 'edit'): Partial<Record<AccountField, AccountProblem>> {
  const problems: Partial<Record<AccountField, AccountProblem>> = {};
  if (mode === 'create') {
    const name = usernameProblem(form.username);
    if (name) problems.username = name;
    if (!isEmail(form.email)) problems.email = form.email.trim() ? 'emailInvalid' : 'required';
  }
  for (const key of USER_LIMIT_KEYS) {
    const text = form[key].trim();
    const value = Number(text);
    if (!text) problems[key] = 'required';
    else if (!Number.isInteger(value) || value < USER_LIMITS[key].min || value > USER_LIMITS[key].max) problems[key] = 'limitRange';
  }
  return problems;
}

/** The role and limits of a checked form, as the create and update calls take them. */
export function accountLimits(form: AccountForm): { role: Role } & Record<UserLimitKey, number> {
  return {
    role: form.role,
    max_bots: Number(form.max_bots.trim()),
    max_concurrent_bots: Number(form.max_concurrent_bots.trim()),
    api_rate_limit: Number(form.api_rate_limit.trim()),
  };
}

/**
 * The last-admin rule: a change that leaves the system without an active admin is refused.
 * `activeAdmins` counts active admins before the change; the target loses the role when it is
 * demoted, deleted or suspended.
 */
export function leavesNoAdmin(
  target: { role: Role; status: UserStatus | string },
  change: { role?: Role; status?: UserStatus | string; deleted?: boolean },
  activeAdmins: number,
): boolean {
  const wasActiveAdmin = target.role === 'admin' && target.status === 'active';
  if (!wasActiveAdmin) return false;
  const staysActiveAdmin = !change.deleted && (change.role ?? target.role) === 'admin' && (change.status ?? target.status) === 'active';
  return !staysActiveAdmin && activeAdmins <= 1;
}
