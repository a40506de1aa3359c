// The admin panel (docs/product.md §2 Admin panel, §3 Admin user and Admin stats) and the operator switches
// of the reference backend (primary market feed failure, update flood for the benchmark).
import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN, EMAIL_MAX, EMAIL_PATTERN } from '../rules/accounts/accountRules';
import { ADMIN_SETTING_LIMITS, SYSTEM_NAME_MAX } from '../rules/admin/adminSettings';
import { USER_LIMITS, type UserLimitKey } from '../rules/admin/adminUsers';
import { Answer, Bool, Input, Int, OneOf, Str, Text, Type, type Static } from './schema';
import { ROLES, USER_STATUSES, type UserStatus } from './values';

export const AdminUsersQuery = Input({
  search: Type.Optional(Str(100)),
  role: Type.Optional(OneOf(['', ...ROLES])),
  status: Type.Optional(OneOf(['', ...USER_STATUSES])),
});
export const AdminStats = Answer({
  totalUsers: Type.Integer(),
  activeUsers: Type.Integer(),
  totalBots: Type.Integer(),
  activeBots: Type.Integer(),
  totalTrades: Type.Integer(),
  systemUptime: Type.Number({ description: 'percent of the last 30 days the server ran' }),
  apiRequestsToday: Type.Integer(),
  errorRate: Type.Number({ description: 'percent of today’s authenticated requests answered 4xx/5xx' }),
});
/** An admin suspends an account or makes it active again (docs/product.md §2 ban and unban). */
export const UserStatusBody = Input({ status: OneOf(['active', 'suspended'] satisfies UserStatus[]) });
const userLimit = (key: UserLimitKey) => Int(USER_LIMITS[key].min, USER_LIMITS[key].max);
/**
 * An admin creates an account: it is active at once, and a link to set its password goes to the
 * e-mail (the admin never knows the password).
 */
export const AdminUserCreateBody = Input({
  username: Type.String({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, pattern: USERNAME_PATTERN }),
  email: Type.String({ minLength: 6, maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN }),
  role: OneOf(ROLES),
  max_bots: userLimit('max_bots'),
  max_concurrent_bots: userLimit('max_concurrent_bots'),
  api_rate_limit: userLimit('api_rate_limit'),
});
/** An admin changes an account's role or limits (any of them); the last active admin keeps the role. */
export const AdminUserUpdateBody = Input(
  {
    role: Type.Optional(OneOf(ROLES)),
    max_bots: Type.Optional(userLimit('max_bots')),
    max_concurrent_bots: Type.Optional(userLimit('max_concurrent_bots')),
    api_rate_limit: Type.Optional(userLimit('api_rate_limit')),
  },
  { minProperties: 1 },
);
export const MarketSwitchBody = Input({ primary_fail: Bool });
export const MarketSwitch = Answer({ primary_fail: Bool });
export const FloodBody = Input({ rate: Int(0, 100_000) });
export const Flood = Answer({ rate: Type.Integer() });

const limit = (key: keyof typeof ADMIN_SETTING_LIMITS) => Int(ADMIN_SETTING_LIMITS[key].min, ADMIN_SETTING_LIMITS[key].max);
/** The settings tab, saved whole (src/domain/rules/admin/adminSettings.ts says what each one makes the server do). */
export const AdminSettingsBody = Input({
  system_name: Text(SYSTEM_NAME_MAX, 1),
  default_max_bots: limit('default_max_bots'),
  api_rate_limit: limit('api_rate_limit'),
  require_2fa_admins: Bool,
  auto_lock: Bool,
  session_minutes: limit('session_minutes'),
  max_failed_logins: limit('max_failed_logins'),
});
export const AdminSettingsAnswer = Answer({
  system_name: Type.String(),
  default_max_bots: Type.Integer(),
  api_rate_limit: Type.Integer(),
  require_2fa_admins: Bool,
  auto_lock: Bool,
  session_minutes: Type.Integer(),
  max_failed_logins: Type.Integer(),
});

export type AdminStats = Static<typeof AdminStats>;
export type AdminUsersQuery = Static<typeof AdminUsersQuery>;
export type UserStatusBody = Static<typeof UserStatusBody>;
export type MarketSwitchBody = Static<typeof MarketSwitchBody>;
export type AdminUserCreateBody = Static<typeof AdminUserCreateBody>;
export type AdminUserUpdateBody = Static<typeof AdminUserUpdateBody>;
