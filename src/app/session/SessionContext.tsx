// The session as the screens see it: the worker's SessionState (pushed through watchSession), its
// actions, and its one-off events (expiry, inactivity, extension, navigation requests).
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as Comlink from 'comlink';
import type { Permission } from '../../domain/rules/accounts/permissions';
import { hasPermission } from '../../domain/rules/accounts/permissions';
import { OFFLINE_COMMAND_DETAIL } from '../../domain/rules/sync/httpError';
import type { SessionEvent, SessionState } from '../../worker/api';
import { sessionSoFar, workerSessionPort, type SessionPort } from './port';
import { EventRelay } from '../../domain/rules/sync/eventRelay';
import { readSignedInHint } from './signedInHint';
import { useActivityForwarding } from './useActivityForwarding';

type SessionActions = SessionPort['session'];

/** How the last session ended, so the login card can say why it is shown. */
export type SessionEnd = 'expired' | 'inactive' | null;

export interface SessionValue extends SessionState {
  actions: SessionActions;
  lastEnd: SessionEnd;
  /** Recovery codes handed out by the last enrolment, shown once until dismissed (memory only). */
  recoveryCodes: string[] | null;
  showRecoveryCodes(codes: string[] | null): void;
}

interface Internal {
  value: SessionValue;
  events: EventRelay<SessionEvent>;
}

export const INITIAL_SESSION: SessionState = { status: 'initialising', user: null, session: null, limits: null, online: true };

/**
 * Where a start begins: a browser signed out at the end of its last visit (signedInHint.ts, no
 * identity, no token) shows the signed-out app at once (the login card, or '/') instead of
 * 'Инициализация сессии...', and the worker's restore only confirms it. If the hint was wrong (a
 * session stored meanwhile), the restored session replaces the login card when it arrives. When the
 * worker has answered already (its watch opens with the app, port.ts), the first render uses that.
 */
export function startingSession(): SessionState {
  const known = sessionSoFar();
  if (known && known.status !== 'initialising') return known;
  return readSignedInHint() ? INITIAL_SESSION : { ...INITIAL_SESSION, status: 'anonymous' };
}

/** Same status, connection, user, session record and limits. */
function sameSessionState(a: SessionState, b: SessionState): boolean {
  return (
    a.status === b.status &&
    a.online === b.online &&
    JSON.stringify(a.user) === JSON.stringify(b.user) &&
    JSON.stringify(a.session) === JSON.stringify(b.session) &&
    JSON.stringify(a.limits) === JSON.stringify(b.limits)
  );
}

const SessionContext = createContext<Internal | null>(null);

function release(value: unknown): void {
  const fn = (value as { [Comlink.releaseProxy]?: () => void } | null)?.[Comlink.releaseProxy];
  if (typeof fn === 'function') fn.call(value);
}

export function SessionProvider({ children, port: given }: { children: ReactNode; port?: SessionPort }) {
  const port = useMemo(() => given ?? workerSessionPort(), [given]);
  const [state, setState] = useState<SessionState>(startingSession);
  const shown = useRef(state);
  const [lastEnd, setLastEnd] = useState<SessionEnd>(null);
  const [recoveryCodes, showRecoveryCodes] = useState<string[] | null>(null);
  const events = useRef(new EventRelay<SessionEvent>());

  useEffect(() => {
    let closed = false;
    let stop: (() => unknown) | null = null;
    // Until the worker has restored the session, its 'initialising' says nothing the start did not.
    let restored = false;
    const onState = (next: SessionState) => {
      if (closed || (!restored && next.status === 'initialising')) return;
      restored = true;
      // The worker repeats what the page already shows: a new object with the same content would
      // re-render every screen for nothing.
      if (sameSessionState(shown.current, next)) return;
      shown.current = next;
      // A session change re-renders the whole frame and page: as a transition React renders it in
      // slices and keeps the main thread responsive (Lighthouse's blocking time on '/').
      startTransition(() => {
        setState(next);
        if (next.status === 'authenticated') setLastEnd(null);
      });
    };
    const onEvent = (event: SessionEvent) => {
      if (closed) return;
      if (event.type === 'expired') setLastEnd('expired');
      if (event.type === 'inactive') setLastEnd('inactive');
      events.current.emit(event);
    };
    port
      .watchSession(Comlink.proxy(onState), Comlink.proxy(onEvent))
      .then((unsubscribe) => {
        if (closed)
          void Promise.resolve(unsubscribe())
            .catch(() => undefined)
            .finally(() => release(unsubscribe));
        else stop = unsubscribe;
      })
      .catch((error: unknown) => {
        // Without the worker there is no session to restore: show the public app rather than spin forever.
        console.error('session watch failed', error);
        if (closed) return;
        shown.current = { ...INITIAL_SESSION, status: 'anonymous' };
        setState(shown.current);
      });
    return () => {
      closed = true;
      const unsubscribe = stop;
      stop = null;
      if (unsubscribe)
        void Promise.resolve(unsubscribe())
          .catch(() => undefined)
          .finally(() => release(unsubscribe));
    };
  }, [port]);

  useActivityForwarding(port, state.status === 'authenticated');

  const actions = port.session;
  const value = useMemo<Internal>(
    () => ({ value: { ...state, actions, lastEnd, recoveryCodes, showRecoveryCodes }, events: events.current }),
    [state, actions, lastEnd, recoveryCodes],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useInternal(): Internal {
  const internal = useContext(SessionContext);
  if (!internal) throw new Error('useSession outside <SessionProvider>');
  return internal;
}

/** The session state (status, user, session record, limits, online) plus its actions. */
export function useSession(): SessionValue {
  return useInternal().value;
}

/** Whether the signed-in user holds a permission of docs/product.md §6 (false when signed out). */
export function usePermission(permission: Permission): boolean {
  const { user } = useSession();
  return hasPermission(user?.role, permission);
}

/**
 * Why commands cannot run now: 'Нет соединения с сервером: действие не выполнено' while the server
 * cannot be reached (the worker would refuse them at once), else null. Controls of commands are
 * disabled with it as their hint (issue 19).
 */
export function useCommandBlock(): string | null {
  // Forms rendered on their own (component tests) have no session: nothing blocks them.
  const online = useContext(SessionContext)?.value.online ?? true;
  return online ? null : OFFLINE_COMMAND_DETAIL;
}

/** Calls `handler` for each session event while mounted (the latest handler is used). */
export function useSessionEvents(handler: (event: SessionEvent) => void): void {
  const { events } = useInternal();
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  }, [handler]);
  const dispatch = useCallback((event: SessionEvent) => ref.current(event), []);
  useEffect(() => events.listen(dispatch), [events, dispatch]);
}
