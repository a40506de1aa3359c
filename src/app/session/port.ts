// What the frame needs from the worker's session surface. The real one is the Comlink remote of
// src/worker/api.ts; component tests pass an in-process double with the same shape.
import type { User } from '../../domain/types';
import type { LoginResult, RegisterPayload, SessionEvent, SessionState } from '../../worker/api';
import { workerApi } from '../worker/client';

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

export function workerSessionPort(): SessionPort {
  return workerApi() as unknown as SessionPort;
}
