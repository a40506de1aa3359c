// What every route module gets from the app.
import type Database from 'better-sqlite3';
import type { ServerConfig } from '../config';
import type { AuthService } from '../auth/service';
import type { SecretBox } from '../auth/secretBox';
import type { LiveHub } from '../live/hub';
import type { Simulator } from '../sim/contract';

/** An e-mail we would send (verification, password reset): nothing can send mail here, so it is logged. */
export interface OutgoingMail {
  kind: 'verify' | 'reset';
  email: string;
  token: string;
}

export interface RouteDeps {
  db: Database.Database;
  config: ServerConfig;
  auth: AuthService;
  secrets: SecretBox;
  hub: LiveHub;
  sim: Simulator;
  mail: (message: OutgoingMail) => void;
}
