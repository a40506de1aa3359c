// The admin panel (SPEC §2 Admin panel, §3 Admin user and Admin stats) and the operator switches
// of the reference backend (primary market feed failure, update flood for the benchmark).
import { Answer, Bool, Input, Int, OneOf, Str, Type, type Static } from './schema';
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
/** An admin suspends an account or makes it active again (SPEC §2 ban and unban). */
export const UserStatusBody = Input({ status: OneOf(['active', 'suspended'] satisfies UserStatus[]) });
export const MarketSwitchBody = Input({ primary_fail: Bool });
export const MarketSwitch = Answer({ primary_fail: Bool });
export const FloodBody = Input({ rate: Int(0, 100_000) });
export const Flood = Answer({ rate: Type.Integer() });

export type AdminStats = Static<typeof AdminStats>;
export type AdminUsersQuery = Static<typeof AdminUsersQuery>;
export type UserStatusBody = Static<typeof UserStatusBody>;
export type MarketSwitchBody = Static<typeof MarketSwitchBody>;
