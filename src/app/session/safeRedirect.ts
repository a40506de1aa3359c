/** Where to go after signing in: only a path of this app ('/x'), never another origin ('//x', 'http:'). */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (/^\/(login|register|forgot-password|reset-password|verify-email)(\/|\?|$)/.test(target)) return fallback;
  return target;
}
