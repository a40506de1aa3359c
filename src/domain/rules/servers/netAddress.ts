// What a host is, for anything the server reaches on a user's behalf (push endpoints, node URLs):
// an IP address of this machine, a private or special network, or a public one; a name that only a
// local network resolves; or a name to resolve and then judge by its addresses. IPv6 forms that
// carry an IPv4 address (mapped, translated, NAT64, 6to4, the deprecated compatible form) are
// judged by the IPv4 address inside; the deprecated site-local block counts as private.

export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'unique-local' | 'cgnat' | 'multicast' | 'reserved';

export type HostClass = { kind: 'address'; address: string; class: AddressClass } | { kind: 'local-name' } | { kind: 'name' };

/** Four bytes of a dotted-decimal IPv4 address as Node and the URL parser write it, else null. */
function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^(0|[1-9][0-9]{0,2})$/.test(p))) return null;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : null;
}

/** Eight 16-bit groups of an IPv6 address (`::` shorthand and a dotted IPv4 tail allowed), else null. */
function ipv6Groups(text: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || (text.match(/::/g) ?? []).length > 1) return null;
  let tail: number[] = [];
  let body = text;
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4Bytes(dotted[2]);
    if (!v4) return null;
    tail = [(v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]];
    body = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
  }
  const hex = (part: string) => (/^[0-9a-fA-F]{1,4}$/.test(part) ? parseInt(part, 16) : NaN);
  const wanted = 8 - tail.length;
  let groups: number[];
  if (body.includes('::')) {
    const [head, rest] = body.split('::');
    const left = head ? head.split(':').map(hex) : [];
    const right = rest ? rest.split(':').map(hex) : [];
    if (left.length + right.length >= wanted) return null;
    groups = [...left, ...Array<number>(wanted - left.length - right.length).fill(0), ...right];
  } else {
    groups = body.split(':').map(hex);
    if (groups.length !== wanted) return null;
  }
  return groups.some(Number.isNaN) ? null : [...groups, ...tail];
}

function ipv4Class([a, b, c]: number[]): AddressClass {
  if (a === 0) return 'reserved'; // "this network"
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'cgnat';
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return 'link-local';
  if (a >= 224 && a <= 239) return 'multicast';
  if (a >= 240) return 'reserved'; // future use and the broadcast address
  // protocol assignments, documentation, the 6to4 relay, benchmarking
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'reserved';
  if ((a === 192 && b === 88 && c === 99) || (a === 198 && (b === 18 || b === 19))) return 'reserved';
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return 'reserved';
  return 'public';
}

const embedded = (g: number[], at: number) => ipv4Class([g[at] >> 8, g[at] & 255, g[at + 1] >> 8, g[at + 1] & 255]);
/** A tunnel form is never a public route of its own: its IPv4 address's class, or reserved. */
const tunnelled = (inner: AddressClass): AddressClass => (inner === 'public' ? 'reserved' : inner);

function ipv6Class(g: number[]): AddressClass {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return 'reserved'; // unspecified
  if (zeros(0, 7) && g[7] === 1) return 'loopback';
  if (zeros(0, 5) && g[5] === 0xffff) return embedded(g, 6); // IPv4-mapped
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return embedded(g, 6); // IPv4-translated
  if (zeros(0, 6)) return tunnelled(embedded(g, 6)); // IPv4-compatible (deprecated)
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return embedded(g, 6); // NAT64
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'private'; // local-use NAT64
  if (g[0] === 0x2002) return tunnelled(embedded(g, 1)); // 6to4
  if (g[0] >= 0xfc00 && g[0] <= 0xfdff) return 'unique-local';
  if (g[0] >= 0xfe80 && g[0] <= 0xfebf) return 'link-local';
  if (g[0] >= 0xfec0 && g[0] <= 0xfeff) return 'private'; // site-local (deprecated)
  if (g[0] >= 0xff00) return 'multicast';
  // Only 2000::/3 is global unicast; inside it: IETF assignments (Teredo, benchmarking…),
  // documentation and SRv6 blocks.
  if (g[0] < 0x2000 || g[0] > 0x3fff) return 'reserved';
  if (g[0] === 0x2001 && (g[1] < 0x200 || g[1] === 0xdb8)) return 'reserved';
  if (g[0] === 0x3fff && g[1] < 0x1000) return 'reserved';
  return 'public';
}

/** The class of an IP address literal (IPv6 with or without brackets), or null when it is none. */
export function addressClass(text: string): AddressClass | null {
  const bare = text.replace(/^\[(.*)\]$/, '$1');
  const v4 = ipv4Bytes(bare);
  if (v4) return ipv4Class(v4);
  const v6 = bare.includes(':') ? ipv6Groups(bare) : null;
  return v6 ? ipv6Class(v6) : null;
}

/** Names only a local network answers for (RFC 6761, RFC 8375 and the common private suffixes). */
const LOCAL_SUFFIXES = ['localhost', 'localdomain', 'local', 'internal', 'intranet', 'lan', 'home', 'corp', 'private', 'arpa'];

/**
 * A URL's host as `URL.hostname` gives it: an address and its class; a local name (one label,
 * a local suffix, or a trailing dot, which makes a name absolute and slips past suffix checks);
 * or a name whose addresses decide.
 */
export function classifyHost(hostname: string): HostClass {
  const host = hostname.toLowerCase();
  const cls = addressClass(host);
  if (cls) return { kind: 'address', address: host.replace(/^\[(.*)\]$/, '$1'), class: cls };
  if (host.endsWith('.') || !host.includes('.')) return { kind: 'local-name' };
  const tld = host.slice(host.lastIndexOf('.') + 1);
  return LOCAL_SUFFIXES.includes(tld) ? { kind: 'local-name' } : { kind: 'name' };
}
