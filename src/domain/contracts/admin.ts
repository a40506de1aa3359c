// The admin panel (docs/product.md §2 Admin panel, §3 Admin user and Admin stats) and the operator switches
// of the reference backend (primary market feed failure, update flood for the benchmark).
import { ADMIN_SETTING_LIMITS, SYSTEM_NAME_MAX } from '../adminSettings';
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
export const MarketSwitchBody = Input({ primary_fail: Bool });
export const MarketSwitch = Answer({ primary_fail: Bool });
export const FloodBody = Input({ rate: Int(0, 100_000) });
export const Flood = Answer({ rate: Type.Integer() });

const limit = (key: keyof typeof ADMIN_SETTING_LIMITS) => Int(ADMIN_SETTING_LIMITS[key].min, ADMIN_SETTING_LIMITS[key].max);
/** The settings tab, saved whole (src/domain/adminSettings.ts says what each one makes the server do). */
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
