// A page's code is fetched only for a visitor who may see it: its route's beforeLoad refuses the
// others, so a signed-out visitor of /mining downloads the login card and not the mining screens.
import type { SessionState } from '../../worker/api';
import type { RouteAccess } from './access';
import { decideAccess } from './decide';

/**
 * Thrown by the beforeLoad of a page the visitor may not see (signed out on a login route, or
 * without the role). The frame's guard shows the login card or the access-denied page in its place
 * (RouteGuard.tsx), and the routes load again when the session changes (AppRouterProvider.tsx).
 */
export class AccessRefused extends Error {}

export function admit(access: RouteAccess) {
  return ({ context }: { context: { session: Pick<SessionState, 'status' | 'user'> } }) => {
    const decision = decideAccess([access], context.session.status, context.session.user);
    if (decision === 'login' || decision === 'denied') throw new AccessRefused(decision);
  };
}
