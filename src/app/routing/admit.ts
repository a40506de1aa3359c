// A page's code is fetched only for a visitor who may see it: its route's beforeLoad refuses the
// others, so a signed-out visitor of /mining downloads the login card and not the mining screens.
import type { User } from '../../domain/contracts/types';
import type { AuthStatus } from '../../worker/api';
import type { RouteAccess } from './access';
import { decideAccess } from './decide';

/**
 * Thrown by the beforeLoad of a page the visitor may not see (signed out on a login route, or
 * without the role). The frame's guard shows the login card or the access-denied page in its place
 * (RouteGuard.tsx), and the routes load again when the session changes (AppRouterProvider.tsx).
 */
export class AccessRefused extends Error {}

/** What a route's access is decided on: the session's status and the user's role. */
export interface SessionAccess {
  status: AuthStatus;
  user: Pick<User, 'role'> | null;
}

export function admit(access: RouteAccess) {
  return ({ context }: { context: { session: SessionAccess } }) => {
    const decision = decideAccess([access], context.session.status, context.session.user);
    if (decision === 'login' || decision === 'denied') throw new AccessRefused(decision);
  };
}
