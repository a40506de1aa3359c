import { Suspense, useEffect } from 'react';
import { lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { useSnapshotsOwnedBy } from '../data/useSnapshot';
import { ru } from '../i18n/ru';
import { decideAccess } from '../routing/decide';
import { RouteGuard } from '../routing/RouteGuard';
import { useRouteAccess } from '../routing/useRouteAccess';
import { useSession } from '../session/SessionContext';
import { SessionNotices } from '../session/SessionNotices';
import { writeSignedInHint } from '../session/signedInHint';
import { Header } from './Header';
import { main, shell, skipLink, verifyNotice } from './layout.css';
import { Notice } from '../ui/Notice';
import { DocumentTitle } from './DocumentTitle';

const AfterStart = lazyRouteComponent(() => import('./AfterStart'), 'AfterStart');

/**
 * The frame of every route. The loading indicator, the login card (a login route while signed
 * out) and the account screens stand alone, centred; everything else sits under the header.
 */
export function RootLayout() {
  const { accessList, bare } = useRouteAccess();
  const { status, user } = useSession();
  const decision = decideAccess(accessList, status, user);
  useEffect(() => {
    if (status !== 'initialising') writeSignedInHint(status === 'authenticated');
  }, [status]);
  useSnapshotsOwnedBy(user?.user_id ?? null);
  const content = (
    <RouteGuard accessList={accessList}>
      <Outlet />
    </RouteGuard>
  );
  const frameless = bare || decision === 'loading' || decision === 'login';
  return (
    <>
      <DocumentTitle />
      <SessionNotices />
      {frameless ? (
        content
      ) : (
        <div className={shell}>
          <a href="#main" className={skipLink}>
            {ru.app.skipToContent}
          </a>
          <Header />
          <main id="main" className={main}>
            {user?.status === 'pending_verification' && (
              <div className={verifyNotice}>
                <Notice kind="warning">{ru.frame.account.confirmEmail}</Notice>
              </div>
            )}
            {content}
          </main>
        </div>
      )}
      <Suspense fallback={null}>
        <AfterStart signedIn={status === 'authenticated'} />
      </Suspense>
    </>
  );
}
