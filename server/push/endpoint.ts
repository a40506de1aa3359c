// Which push endpoints the server will POST to. A subscription's endpoint is the browser's push
// service (RFC 8030), wherever that is, but always https; addresses of this machine or its private
// network are refused (a subscription must not make the server call its neighbours), except in
// tests, where the push service is a loopback server (PUSH_ALLOW_LOOPBACK=1).
import net from 'node:net';

const LOCAL_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost', 'ip6-loopback']);

function isLoopback(host: string): boolean {
  if (LOCAL_NAMES.has(host) || host.endsWith('.localhost')) return true;
  if (net.isIPv4(host)) return host.startsWith('127.');
  return host === '::1';
}

function isPrivateAddress(host: string): boolean {
  if (net.isIPv4(host)) {
    const [a, b] = host.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (net.isIPv6(host)) return /^(fc|fd|fe8|fe9|fea|feb|::$|::ffff:)/i.test(host);
  return false;
}

/** The endpoint's URL when the server may send to it, else null. */
export function allowedEndpoint(endpoint: string, allowLoopback: boolean): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLoopback(host)) return allowLoopback && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
  if (url.protocol !== 'https:' || isPrivateAddress(host)) return null;
  return url;
}
