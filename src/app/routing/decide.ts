import { canAccess, hasPermission, ROLES } from '../../domain/rules/accounts/permissions';
import type { Role, User } from '../../domain/contracts/types';
import type { AuthStatus } from '../../worker/api';
import type { RouteAccess } from './access';

export type GuardDecision = 'loading' | 'login' | 'denied' | 'allow';

/**
 * What the frame shows for a route: every matched route's access must hold (a section's layout
 * and its page). While the session initialises nothing is decided; signed out, a route that needs
 * login shows the login card; signed in without the role or permission, the access-denied page.
 */
export function decideAccess(accessList: readonly RouteAccess[], status: AuthStatus, user: Pick<User, 'role'> | null): GuardDecision {
  if (status === 'initialising') return 'loading';
  const needsLogin = accessList.some((a) => a.login);
  if (!needsLogin) return 'allow';
  if (status !== 'authenticated' || !user) return 'login';
  return accessList.every((a) => canAccess(user, a)) ? 'allow' : 'denied';
}

/** The roles that may open a route: its role list, narrowed by its permission; every role when neither is set. */
export function requiredRoles(accessList: readonly RouteAccess[]): Role[] {
  return ROLES.filter((role) =>
    accessList.every((a) => {
      if (!a.login) return true;
      if (a.roles && a.roles.length > 0 && !a.roles.includes(role)) return false;
      if (a.permission && !hasPermission(role, a.permission)) return false;
      return true;
    }),
  );
}
