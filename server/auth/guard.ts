// The route guard: bearer access token → `request.user`, suspended and unverified accounts refused,
// the per-user hourly request limit applied, permissions of docs/product.md §6 checked.
// Hooks are plain `(request, reply)` functions: our routes run `authenticate` as onRequest (so an
// anonymous caller gets 401 before any body is parsed), the simulator's as preHandler.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../src/domain/contracts/types';
import { withoutHiddenCharacters } from '../../src/domain/rules/input/inputHygiene';
import { hasPermission, type Permission } from '../../src/domain/rules/accounts/permissions';
import { forbidden, HttpError, tooMany, unauthorized } from '../http/errors';
import { TEXT as ALL } from '../http/texts';
import type { AuthService, ClientInfo } from './service';

export interface AuthUser {
  user_id: number;
  username: string;
  role: Role;
  /** The login session the token belongs to (its sockets, "this device" in the sessions list). */
  session_id?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
  interface FastifyInstance {
    auth: AuthService;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer +([A-Za-z0-9_.-]{1,4096}) *$/i.exec(header);
  return match ? match[1] : null;
}

/** Where a request comes from, as the sessions list shows it (no control characters from the header). */
export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? withoutHiddenCharacters(agent).slice(0, 300) : '', ip: request.ip };
}

/** Refuses accounts that may not use the API; `null` when the account is fine. */
export function statusError(status: string): HttpError | null {
  if (status === 'suspended') return forbidden(ALL.guard.suspended);
  if (status === 'pending_verification') return forbidden(ALL.guard.pending);
  if (status !== 'active') return forbidden(ALL.guard.inactive);
  return null;
}

export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return authenticateAs(request, reply, false);
}

/**
 * For reading one's own profile only: an account waiting for e-mail verification may do that, so
 * the session register opened stays valid and the app can tell the user to confirm the address.
 */
export async function authenticateAllowPending(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return authenticateAs(request, reply, true);
}

async function authenticateAs(request: FastifyRequest, reply: FastifyReply, allowPending: boolean): Promise<void> {
  if (request.user) return;
  const token = bearerToken(request);
  if (!token) throw unauthorized(ALL.guard.noToken);
  const found = request.server.auth.verifyAccess(token);
  if (!found) throw unauthorized(ALL.guard.badToken);
  const refusal = allowPending && found.user.status === 'pending_verification' ? null : statusError(found.user.status);
  if (refusal) throw refusal;
  if (!request.server.auth.countRequest(found.user)) {
    reply.header('Retry-After', String(3600 - Math.floor((Date.now() / 1000) % 3600)));
    throw tooMany(ALL.guard.rateLimit(found.user.api_rate_limit));
  }
  request.user = { user_id: found.user.user_id, username: found.user.username, role: found.user.role, session_id: found.claims.sid };
}

/** The permission check alone, for a request already authenticated. */
export function permit(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw unauthorized(ALL.guard.noToken);
    if (!hasPermission(request.user.role, permission)) throw forbidden();
  };
}

export function requirePermission(permission: Permission) {
  return [authenticate, permit(permission)];
}

export function canSeeOwner(user: AuthUser, ownerId: number): boolean {
  return user.role === 'admin' || user.user_id === ownerId;
}
