// What may be typed into names, keys, secrets and node addresses: the same rules for the forms
// and the server (which refuses with the same Russian messages).
// - Names (bot, strategy, full name): no control characters, no bidirectional overrides or
//   isolates (they make a name read differently from what it is) and no zero-width characters
//   (two names that look the same would be different).
// - Private keys: `0x` and 64 hexadecimal digits (what a wallet exports).
// - Secrets (exchange API key and secret): kept byte for byte as given, so they must be valid
//   text (no lone UTF-16 surrogates, which cannot be stored as UTF-8) without control characters
//   or spaces around them.
// - RPC URL: http(s) or ws(s) with a host; not a loopback, link-local or private address unless
//   the server allows it (ALLOW_PRIVATE_RPC=1: a node on the operator's own network). Host names
//   are taken as written: a public name that resolves to a private address is the node's operator's
//   business, not checked here.

export const INPUT_MESSAGES = {
  hiddenCharacters: 'Недопустимые символы: управляющие, невидимые или меняющие направление текста',
  privateKey: 'Приватный ключ должен начинаться с 0x и содержать 64 шестнадцатеричных символа',
  secret: 'Ключ содержит недопустимые символы или пробелы по краям',
  rpcUrl: 'RPC URL должен быть адресом вида https://…',
  rpcPrivate: 'RPC URL не может указывать на локальный или частный адрес',
} as const;

// C0 and C1 controls and DEL; bidi marks, embeddings, overrides and isolates (U+061C, U+200E/F,
// U+202A–E, U+2066–9); zero-width and invisible formatting (U+00AD, U+180E, U+200B–D, U+2060–4, U+FEFF).
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Removes what `hasHiddenCharacters` finds (a header shown back to its user, not an input refused). */
export function withoutHiddenCharacters(value: string): string {
  return value.replace(new RegExp(HIDDEN.source, 'g'), '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '');
}

export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN.test(value) || LONE_SURROGATE.test(value);
}

/** A name, title or other shown text: null when it may be stored. */
export function nameProblem(value: string): string | null {
  return hasHiddenCharacters(value) ? INPUT_MESSAGES.hiddenCharacters : null;
}

export function privateKeyProblem(value: string): string | null {
  return /^0x[0-9a-fA-F]{64}$/.test(value.trim()) ? null : INPUT_MESSAGES.privateKey;
}

/** An exchange API key or secret, kept exactly as given. */
export function secretProblem(value: string): string | null {
  return hasHiddenCharacters(value) || value !== value.trim() ? INPUT_MESSAGES.secret : null;
}

function ipv4Private(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return false;
  const [a, b] = parts;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

function ipv6Private(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (!h.includes(':')) return false;
  if (h === '::' || h === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  if (mapped) return ipv4Private(mapped[1]);
  // The URL parser writes a mapped IPv4 in hex (::ffff:7f00:1): read it back.
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(h);
  if (hexMapped) {
    const hi = parseInt(hexMapped[1], 16);
    const lo = parseInt(hexMapped[2], 16);
    return ipv4Private(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  return /^f[cd]/.test(h) || /^fe[89ab]/.test(h) || /^ff/.test(h);
}

/** Names that always mean this machine or its local network. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain)\.?$/i;

/** Why a node URL cannot be used, in Russian; null when it can. */
export function rpcUrlProblem(value: string, options: { allowPrivate?: boolean } = {}): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return INPUT_MESSAGES.rpcUrl;
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || url.hostname === '' || hasHiddenCharacters(value))
    return INPUT_MESSAGES.rpcUrl;
  if (options.allowPrivate) return null;
  const host = url.hostname;
  return LOCAL_NAME.test(host) || ipv4Private(host) || ipv6Private(host) ? INPUT_MESSAGES.rpcPrivate : null;
}
