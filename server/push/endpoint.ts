// Which push endpoints the server will POST to. A subscription's endpoint is the browser's push
// service (RFC 8030), wherever that is, but always https and always a public address: a
// subscription must not make the server call this machine or its neighbours. The name is judged
// as written (no local names: one label, .internal, .local, .lan…, a trailing dot) and then by
// every address it resolves to (src/domain/rules/servers/netAddress.ts); the connection goes to the address
// that was checked (./transport.ts), so a name that resolves differently a moment later changes
// nothing. In tests the push service is a loopback server (PUSH_ALLOW_LOOPBACK=1): that lets
// loopback addresses (and plain http to them) through, and nothing else.
import dns from 'node:dns';
import { addressClass, classifyHost } from '../../src/domain/rules/servers/netAddress';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a name resolves to (dns.lookup by default; tests give their own). */
export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: Lookup = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export interface EndpointPolicy {
  /** PUSH_ALLOW_LOOPBACK=1: the tests' loopback push service. */
  allowLoopback: boolean;
  lookup: Lookup;
}

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** The endpoint's URL when its form may be sent to (scheme, no credentials, host), else null. */
export function allowedEndpoint(endpoint: string, allowLoopback: boolean): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:')) return null;
  const host = classifyHost(url.hostname);
  if (host.kind === 'address') return addressAllowed(host.address, url, allowLoopback) ? url : null;
  if (host.kind === 'local-name') return allowLoopback && url.hostname.toLowerCase() === 'localhost' ? url : null;
  return url;
}

/** One address the endpoint may connect to: public (https only), or loopback when the tests allow it. */
function addressAllowed(address: string, url: URL, allowLoopback: boolean): boolean {
  const cls = addressClass(address);
  if (cls === 'loopback') return allowLoopback;
  return cls === 'public' && url.protocol === 'https:';
}

/**
 * The address to connect to for an allowed endpoint: its literal address, or the first address its
 * name resolves to when every one of them is allowed (one bad address refuses the whole name: which
 * one a client would pick is not ours to guess). Null when refused or not resolvable.
 */
export async function resolveEndpoint(url: URL, policy: EndpointPolicy): Promise<ResolvedAddress | null> {
  const host = bare(url.hostname);
  const literal = addressClass(host);
  if (literal) return addressAllowed(host, url, policy.allowLoopback) ? { address: host, family: host.includes(':') ? 6 : 4 } : null;
  let addresses: ResolvedAddress[];
  try {
    addresses = await policy.lookup(host);
  } catch {
    return null;
  }
  if (addresses.length === 0 || !addresses.every((a) => addressAllowed(a.address, url, policy.allowLoopback))) return null;
  return addresses[0];
}

/**
 * The check at subscription time: the form, then the addresses the name has now. A name that does
 * not resolve at the moment is taken (a push service's name is public; the send checks again).
 */
export async function checkEndpoint(endpoint: string, policy: EndpointPolicy): Promise<boolean> {
  const url = allowedEndpoint(endpoint, policy.allowLoopback);
  if (!url) return false;
  const host = bare(url.hostname);
  if (addressClass(host)) return (await resolveEndpoint(url, policy)) !== null;
  let addresses: ResolvedAddress[];
  try {
    addresses = await policy.lookup(host);
  } catch {
    return true;
  }
  return addresses.every((a) => addressAllowed(a.address, url, policy.allowLoopback));
}
