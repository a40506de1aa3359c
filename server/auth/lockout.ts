// The answer to an attempt refused by a lock (auth/loginThrottle.ts): 429 with the minutes left in
// Russian and `Retry-After` in seconds.
import { tooMany, type HttpError } from '../http/errors';
import { TEXT } from '../http/texts';

export function lockedOut(msLeft: number, what: 'password' | 'codes' = 'password'): HttpError {
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  return tooMany(what === 'codes' ? TEXT.auth.codesLocked(minutes) : TEXT.auth.locked(minutes), msLeft / 1000);
}
