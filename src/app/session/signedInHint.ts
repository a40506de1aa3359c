// Whether this browser was signed in at the end of the last visit: a display hint (no identity,
// no token), read before the worker has restored the session so a login-only section's code can
// download in parallel with that restore instead of after it.
const KEY = 'ui.signedIn';

export function readSignedInHint(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSignedInHint(signedIn: boolean): void {
  try {
    localStorage.setItem(KEY, signedIn ? '1' : '0');
  } catch {
    /* private mode */
  }
}
