import type { ReactNode } from 'react';
import { LoginCard } from '../session/LoginCard';
import { SessionLoading } from '../session/SessionLoading';
import { useSession } from '../session/SessionContext';
import { ru } from '../i18n/ru';
import type { RouteAccess } from './access';
import { AccessDenied } from './AccessDenied';
import { decideAccess, requiredRoles } from './decide';

/**
 * The route guard of spec §2/§6: while the session initialises, the loading indicator; signed out
 * on a login route, only the login card; signed in without the role or permission, the
 * access-denied page; otherwise the page.
 */
export function RouteGuard({ accessList, children }: { accessList: readonly RouteAccess[]; children: ReactNode }) {
  const { status, user } = useSession();
  const decision = decideAccess(accessList, status, user);
  if (decision === 'loading') return <SessionLoading />;
  if (decision === 'login') return <LoginCard />;
  if (decision === 'denied') {
    // The admin panel's own denial names its role (spec §2 "Admin panel").
    const note = accessList.some((a) => a.permission === 'admin:read') ? ru.access.denied.requiredRole : undefined;
    return <AccessDenied required={requiredRoles(accessList)} role={user?.role} note={note} />;
  }
  return <>{children}</>;
}
