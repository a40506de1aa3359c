// What every route module gets from the app.
import type Database from 'better-sqlite3';
import type { ServerConfig } from '../config';
import type { FairQueue } from '../auth/hashQueue';
import type { AuthService } from '../auth/service';
import type { LoginThrottle } from '../auth/loginThrottle';
import type { SecretBox } from '../auth/secretBox';
import type { TwoFactor } from '../auth/twoFactor';
import type { LiveHub } from '../live/hub';
import type { SettingsStore } from '../settings';
import type { Simulator } from '../sim/contract';

/**
 * An e-mail we would send: nothing can send mail here, so it is logged. `verify`, `reset` and
 * `invite` (an account an admin created: set your password) carry a one-time token; `email_change` goes to a new address with its token; `email_notice` tells the
 * old address that a change to `new_email` was asked for.
 */
export interface OutgoingMail {
  kind: 'verify' | 'reset' | 'email_change' | 'email_notice' | 'invite';
  email: string;
  token?: string;
  new_email?: string;
}

export interface RouteDeps {
  db: Database.Database;
  config: ServerConfig;
  auth: AuthService;
  secrets: SecretBox;
  hub: LiveHub;
  sim: Simulator;
  settings: SettingsStore;
  throttle: LoginThrottle;
  /** Password hashes, in turns by address or user (auth/hashQueue.ts). */
  hashing: FairQueue;
  twoFactor: TwoFactor;
  mail: (message: OutgoingMail) => void;
}
