import { describe, expect, it } from 'vitest';
import { WALLET_MESSAGES, checksumAddress, walletAddressProblem } from './walletAddress';

describe('wallet address rule', () => {
  // The test vectors of EIP-55 itself.
  const eip55 = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it('computes the EIP-55 checksum of the specification vectors', () => {
    for (const a of eip55) expect(checksumAddress(a.toLowerCase())).toBe(a);
  });

  it('accepts checksummed, all-lowercase and all-uppercase addresses', () => {
    for (const a of eip55) expect(walletAddressProblem(a)).toBeNull();
    expect(walletAddressProblem(eip55[0].toLowerCase())).toBeNull();
    expect(walletAddressProblem(`0x${eip55[0].slice(2).toUpperCase()}`)).toBeNull();
    expect(walletAddressProblem(`  ${eip55[1]} `)).toBeNull();
  });

  it('refuses a mixed-case address whose checksum does not match (one letter flipped)', () => {
    const flipped = eip55[0].replace('aAeb', 'aaeb');
    expect(walletAddressProblem(flipped)).toBe(WALLET_MESSAGES.checksum);
  });

  it('refuses anything but 0x and 40 hex digits', () => {
    for (const bad of ['0x1', '', '0x', eip55[0].slice(0, -1), `${eip55[0]}0`, eip55[0].replace('0x', '0X'), '0xg'.padEnd(42, '0')])
      expect(walletAddressProblem(bad)).toBe(WALLET_MESSAGES.format);
  });
});
