// Roles and permissions of docs/product.md §6, in one place: the server enforces them, the UI hides by them.
import type { Role, User } from '../../contracts/types';

export type Permission =
  | 'bot:create'
  | 'bot:read'
  | 'bot:update'
  | 'bot:delete'
  | 'bot:start'
  | 'bot:stop'
  | 'hedge:create'
  | 'hedge:read'
  | 'hedge:update'
  | 'hedge:delete'
  | 'hedge:execute'
  | 'analysis:read'
  | 'analysis:execute'
  | 'user:read'
  | 'user:update'
  | 'admin:read'
  | 'admin:write';

export const ROLES: readonly Role[] = ['admin', 'trader', 'premium', 'user', 'viewer'];

const GRANTS: Record<Exclude<Role, 'admin'>, readonly Permission[]> = {
  trader: [
    'bot:create',
    'bot:read',
    'bot:update',
    'bot:delete',
    'bot:start',
    'bot:stop',
    'hedge:create',
    'hedge:read',
    'hedge:update',
    'hedge:delete',
    'hedge:execute',
    'analysis:read',
    'analysis:execute',
  ],
  premium: [
    'bot:create',
    'bot:read',
    'bot:update',
    'bot:start',
    'bot:stop',
    'hedge:create',
    'hedge:read',
    'hedge:execute',
    'analysis:read',
  ],
  user: ['bot:read', 'user:read', 'user:update'],
  viewer: ['bot:read', 'user:read'],
};

const ROLE_LABELS: Record<Role, string> = {
  admin: 'Администратор',
  trader: 'Трейдер',
  premium: 'Премиум',
  user: 'Пользователь',
  viewer: 'Наблюдатель',
};

const GUEST_LABEL = 'Гость';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** admin has every permission; other roles have exactly their list. Unknown roles have none. */
export function hasPermission(role: Role | null | undefined, permission: Permission): boolean {
  if (!role || !isRole(role)) return false;
  if (role === 'admin') return true;
  return GRANTS[role].includes(permission);
}

/**
 * Whether a role may change its own profile (name, e-mail, avatar). The table grants `user:update`
 * beside `user:read` to the user role and `user:read` alone to the viewer: a viewer's account is
 * read-only. Trader and premium are granted neither, and read literally that would bar them even
 * from reading their own profile, which every signed-in screen needs: they are not limited by it
 * (docs/decisions/0105-viewer-profile.md). Passwords, the second factor and sessions are the
 * account's security, open to every role.
 */
export function canEditOwnProfile(role: Role | null | undefined): boolean {
  if (!role || !isRole(role)) return false;
  const readOnly = hasPermission(role, 'user:read') && !hasPermission(role, 'user:update');
  return !readOnly;
}

export function roleLabel(role: Role | null | undefined): string {
  return role && isRole(role) ? ROLE_LABELS[role] : GUEST_LABEL;
}

type Limits = Pick<User, 'total_bots_created' | 'max_bots'>;

/** Remaining bot slots: max_bots − total_bots_created, floored at 0 (docs/product.md §5). */
export function remainingBotSlots(user: Limits | null | undefined): number {
  if (!user) return 0;
  return Math.max(0, (user.max_bots ?? 0) - (user.total_bots_created ?? 0));
}

/** A user may create a bot only while total_bots_created is below max_bots. */
export function canCreateBot(user: (Limits & { role: Role }) | null | undefined): boolean {
  return !!user && hasPermission(user.role, 'bot:create') && remainingBotSlots(user) > 0;
}

/** Creating hedge bots needs hedge:create and a free bot slot (docs/product.md §6). */
export function canCreateHedgeBot(user: (Limits & { role: Role }) | null | undefined): boolean {
  return !!user && hasPermission(user.role, 'hedge:create') && remainingBotSlots(user) > 0;
}

/** The route guard: a route may need login, a role list, or a permission. */
export function canAccess(
  user: Pick<User, 'role'> | null,
  access: { login: boolean; roles?: readonly Role[]; permission?: Permission | string },
): boolean {
  if (!access.login) return true;
  if (!user) return false;
  if (access.roles && access.roles.length > 0 && !access.roles.includes(user.role)) return false;
  if (access.permission && !hasPermission(user.role, access.permission as Permission)) return false;
  return true;
}
