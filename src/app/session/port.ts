// What the frame needs from the worker's session surface. The real one is the Comlink remote of
// src/worker/api.ts; component tests pass an in-process double with the same shape.
import * as Comlink from 'comlink';
import type { User } from '../../domain/contracts/types';
import type { LoginResult, RegisterPayload, SessionEvent, SessionState } from '../../worker/api';
import { workerApi } from '../worker/client';
import { EventRelay } from '../../domain/rules/sync/eventRelay';

export interface SessionPort {
  watchSession(onState: (s: SessionState) => void, onEvent: (e: SessionEvent) => void): Promise<() => unknown>;
  session: {
    login(usernameOrEmail: string, password: string): Promise<LoginResult>;
    secondFactor(code: string): Promise<LoginResult>;
    register(payload: RegisterPayload): Promise<User>;
    logout(): Promise<void>;
    extend(): Promise<void>;
    activity(): unknown;
    visibility(visible: boolean): unknown;
    verifyEmail(token: string): Promise<void>;
    forgotPassword(email: string): Promise<void>;
    resetPassword(token: string, newPassword: string): Promise<void>;
  };
}

/**
 * One watch of the worker's session for the page, opened as the app starts (boot.ts), before React
 * has rendered anything: the restored session is usually on its way or here by the time the
 * SessionProvider mounts, instead of being asked for only after the first render (issue 24).
 */
interface SharedWatch {
  last: SessionState | null;
  states: Set<(s: SessionState) => void>;
  /** Events wait here until the provider listens: a refused session can end before React mounts. */
  events: EventRelay<SessionEvent>;
  opened: Promise<unknown>;
}

let shared: SharedWatch | null = null;

export function openSessionWatch(): SharedWatch {
  if (shared) return shared;
  const watch: SharedWatch = { last: null, states: new Set(), events: new EventRelay(), opened: Promise.resolve() };
  const onState = (s: SessionState) => {
    watch.last = s;
    watch.states.forEach((listener) => listener(s));
  };
  const onEvent = (e: SessionEvent) => watch.events.emit(e);
  watch.opened = workerApi().watchSession(Comlink.proxy(onState), Comlink.proxy(onEvent));
  shared = watch;
  return watch;
}

/** The session state the page starts on: the worker's first answer, or null before it. */
export function sessionSoFar(): SessionState | null {
  return shared?.last ?? null;
}

export function workerSessionPort(): SessionPort {
  return {
    session: workerApi().session as unknown as SessionPort['session'],
    async watchSession(onState, onEvent) {
      const watch = openSessionWatch();
      await watch.opened;
      watch.states.add(onState);
      if (watch.last) onState(watch.last);
      const stopEvents = watch.events.listen(onEvent);
      return () => {
        watch.states.delete(onState);
        stopEvents();
      };
    },
  };
}
