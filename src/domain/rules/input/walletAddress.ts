// The one rule for a wallet address, shared by the forms (checked as it is typed) and the server:
// '0x' and 40 hexadecimal digits; an address written in mixed case carries an EIP-55 checksum
// (the case of each letter encodes a bit of the Keccak-256 hash of the lowercase address), so a
// mistyped character is caught instead of sending funds nowhere. All-lowercase or all-uppercase
// addresses carry no checksum and are accepted as they are.
import { keccak_256 } from '@noble/hashes/sha3.js';

export const WALLET_MESSAGES = {
  format: 'Адрес кошелька должен начинаться с 0x и содержать 40 шестнадцатеричных символов',
  checksum: 'Контрольная сумма адреса кошелька (EIP-55) не сходится: проверьте, не искажён ли адрес',
} as const;

const SHAPE = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 spelling of an address (its checksummed form). */
export function checksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? hex[i].toUpperCase() : hex[i];
  }
  return out;
}

/** Why the address cannot be used, in Russian; null when it can. Surrounding spaces are ignored. */
export function walletAddressProblem(value: string): string | null {
  const address = value.trim();
  if (!SHAPE.test(address)) return WALLET_MESSAGES.format;
  const digits = address.slice(2);
  const mixed = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  return mixed && checksumAddress(address) !== address ? WALLET_MESSAGES.checksum : null;
}
