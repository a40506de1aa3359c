import { Suspense, type ReactNode } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { LoginCard } from '../session/lazyLoginCard';
import { SessionLoading } from '../session/SessionLoading';
import { useSession } from '../session/SessionContext';
import { ru } from '../i18n/ru';
import type { RouteAccess } from './access';
import { decideAccess, requiredRoles } from './decide';
import { RoutePending } from './RoutePending';

// What a guard shows instead of the page, in chunks of their own: the first screen needs neither.
const AccessDenied = lazyRouteComponent(() => import('./AccessDenied'), 'AccessDenied');

/**
 * The route guard of docs/product.md §2/§6: while the session initialises, the loading indicator; signed out
 * on a login route, only the login card; signed in without the role or permission, the
 * access-denied page; otherwise the page.
 */
export function RouteGuard({ accessList, children }: { accessList: readonly RouteAccess[]; children: ReactNode }) {
  const { status, user } = useSession();
  const decision = decideAccess(accessList, status, user);
  if (decision === 'loading') return <SessionLoading />;
  if (decision === 'allow') return <>{children}</>;
  // The admin panel's own denial names its role (docs/product.md §2 "Admin panel").
  const note = accessList.some((a) => a.permission === 'admin:read') ? ru.access.denied.requiredRole : undefined;
  return (
    <Suspense fallback={<RoutePending />}>
      {decision === 'login' ? <LoginCard /> : <AccessDenied required={requiredRoles(accessList)} role={user?.role} note={note} />}
    </Suspense>
  );
}
