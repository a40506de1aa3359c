// What the frame needs from the worker's session surface. The real one is the Comlink remote of
// src/worker/api.ts; component tests pass an in-process double with the same shape.
import * as Comlink from 'comlink';
import type { User } from '../../domain/types';
import type { LoginResult, RegisterPayload, SessionEvent, SessionState } from '../../worker/api';
import { workerApi } from '../worker/client';
import { EventRelay } from '../../domain/eventRelay';

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
  /** A last frame's session standing in until the worker has restored its own (seedSession). */
  seed: { userId: number; settled(same: boolean): void } | null;
}

let shared: SharedWatch | null = null;

export function openSessionWatch(): SharedWatch {
  if (shared) return shared;
  const watch: SharedWatch = { last: null, states: new Set(), events: new EventRelay(), opened: Promise.resolve(), seed: null };
  const onState = (s: SessionState) => {
    if (watch.seed) {
      // The worker's 'initialising' says nothing the seed did not; its first real answer settles it.
      if (s.status === 'initialising') return;
      const { userId, settled } = watch.seed;
      watch.seed = null;
      settled(s.status === 'authenticated' && s.user?.user_id === userId);
    }
    watch.last = s;
    watch.states.forEach((listener) => listener(s));
  };
  const onEvent = (e: SessionEvent) => watch.events.emit(e);
  watch.opened = workerApi()
    .watchSession(Comlink.proxy(onState), Comlink.proxy(onEvent))
    .catch((error: unknown) => {
      // No worker answer will settle a seed: its snapshots must not stand for a session nobody confirmed.
      const seed = watch.seed;
      watch.seed = null;
      seed?.settled(false);
      throw error;
    });
  shared = watch;
  return watch;
}

/**
 * Starts the page on the session of the last frame it shows (lastFrame/frameSeed.ts), before the
 * worker has restored it; `settled` learns whether the worker's first answer was that same user.
 * False when the worker answered first: there is nothing to stand in for.
 */
export function seedSession(state: SessionState, settled: (same: boolean) => void): boolean {
  const watch = openSessionWatch();
  if (watch.last || !state.user) return false;
  watch.last = state;
  watch.seed = { userId: state.user.user_id, settled };
  return true;
}

/** The session state the page starts on: the worker's first answer, a frame's seed until then, or null. */
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
