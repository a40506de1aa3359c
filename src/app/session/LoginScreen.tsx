import { useEffect, useRef } from 'react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { LoginCard } from './LoginCard';
import { SessionLoading } from './SessionLoading';
import { useSession } from './SessionContext';
import { safeRedirect } from './safeRedirect';

/** /login: the login card; once signed in, on to where the user was going (or '/'). */
const route = getRouteApi('/login');

export function LoginScreen() {
  const { status } = useSession();
  const search = route.useSearch();
  const router = useRouter();
  const target = safeRedirect(search.redirect);
  const left = useRef(false);

  // Once: after the move this screen may render a moment longer with the new location's search.
  useEffect(() => {
    if (status !== 'authenticated' || left.current) return;
    left.current = true;
    router.history.replace(target);
  }, [status, router, target]);

  if (status === 'authenticated') return <SessionLoading />;
  return <LoginCard />;
}
