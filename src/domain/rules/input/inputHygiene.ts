// What may be typed into names, keys, secrets and node addresses: the same rules for the forms
// and the server (which refuses with the same Russian messages).
// - Shown text (names of bots, strategies and devices, full names, reasons, the system name): no
//   control characters, line or paragraph separators, bidirectional overrides or isolates (they
//   make a text read differently from what it is), no invisible characters (zero-width, fillers
//   that look like a blank, variation selectors, tag characters: two texts that look the same would
//   be different) and no lone UTF-16 surrogates (they cannot be stored as UTF-8). The contract's
//   `Text` fields carry the same rule as a pattern, so the server refuses them before any handler.
// - Private keys: `0x` and 64 hexadecimal digits (what a wallet exports).
// - Secrets (exchange API key and secret): kept byte for byte as given, so they must be valid
//   text without control characters or spaces around them.
// - RPC URL: http(s) or ws(s) with a host; not a loopback, link-local, private or otherwise special
//   address, in any of its IPv6 spellings, nor a name only a local network knows (../servers/netAddress.ts),
//   unless the server allows it (ALLOW_PRIVATE_RPC=1: a node on the operator's own network).
//   Public names are taken as written: the server never calls the node, so what a name resolves
//   to is the node's operator's business.
import { classifyHost } from '../servers/netAddress';

export const INPUT_MESSAGES = {
  hiddenCharacters: 'Недопустимые символы: управляющие, невидимые или меняющие направление текста',
  privateKey: 'Приватный ключ должен начинаться с 0x и содержать 64 шестнадцатеричных символа',
  secret: 'Ключ содержит недопустимые символы или пробелы по краям',
  rpcUrl: 'RPC URL должен быть адресом вида https://…',
  rpcPrivate: 'RPC URL не может указывать на локальный или частный адрес',
} as const;

// C0 and C1 controls and DEL; soft hyphen; combining grapheme joiner (U+034F); Arabic letter mark;
// Hangul and halfwidth Hangul fillers (U+115F, U+1160, U+3164, U+FFA0); Khmer inherent vowels;
// Mongolian variation selectors and vowel separator; zero-width characters and bidi marks
// (U+200B–F); line and paragraph separators, embeddings and overrides (U+2028–E); word joiner,
// invisible operators, isolates and deprecated format characters (U+2060–F); variation selectors
// (U+FE00–F); the byte order mark; interlinear annotation (U+FFF9–B); tag characters and
// supplementary variation selectors (U+E0000–E0FFF); lone surrogates (in a `u` expression, a
// surrogate that is not half of a pair).
const HIDDEN_CLASS =
  '\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180b-\\u180f\\u200b-\\u200f' +
  '\\u2028-\\u202e\\u2060-\\u206f\\u3164\\ufe00-\\ufe0f\\ufeff\\uffa0\\ufff9-\\ufffb\\u{e0000}-\\u{e0fff}\\ud800-\\udfff';
// eslint-disable-next-line no-misleading-character-class -- joiners and selectors are listed one by one, on purpose
const HIDDEN = new RegExp(`[${HIDDEN_CLASS}]`, 'u');
// eslint-disable-next-line no-misleading-character-class -- the same class
const HIDDEN_ALL = new RegExp(`[${HIDDEN_CLASS}]`, 'gu');

/** The JSON-schema pattern of shown text (Ajv compiles patterns with the `u` flag, as HIDDEN is). */
export const TEXT_PATTERN = `^[^${HIDDEN_CLASS}]*$`;

/** Removes what `hasHiddenCharacters` finds (a header shown back to its user, not an input refused). */
export function withoutHiddenCharacters(value: string): string {
  return value.replace(HIDDEN_ALL, '');
}

export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN.test(value);
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
  const host = classifyHost(url.hostname);
  return host.kind === 'local-name' || (host.kind === 'address' && host.class !== 'public') ? INPUT_MESSAGES.rpcPrivate : null;
}
