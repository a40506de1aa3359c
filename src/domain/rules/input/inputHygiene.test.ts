import { describe, expect, it } from 'vitest';
import {
  INPUT_MESSAGES,
  TEXT_PATTERN,
  hasHiddenCharacters,
  nameProblem,
  privateKeyProblem,
  rpcUrlProblem,
  secretProblem,
  withoutHiddenCharacters,
} from './inputHygiene';

describe('input hygiene', () => {
  it('names: no control, bidi or zero-width characters; any script and emoji are fine', () => {
    expect(nameProblem('Бот №1 — ETH 🚀')).toBeNull();
    for (const bad of ['a\u0000b', 'a\tb', 'a\u0085b', '\u202eabc', 'a\u2066b', 'a\u200bb', 'a\u200db', 'a\ufeffb', 'a\u00adb', 'a\u061cb'])
      expect(nameProblem(bad), JSON.stringify(bad)).toBe(INPUT_MESSAGES.hiddenCharacters);
    expect(hasHiddenCharacters('a\ud800b')).toBe(true);
  });

  it('shown text: separators, fillers, selectors, tags, joiners and lone surrogates are refused too; the pattern agrees', () => {
    const pattern = new RegExp(TEXT_PATTERN, 'u');
    for (const good of ['Бот №1 — ETH 🚀', 'Ünïcode 😀 中文', ''])
      expect([nameProblem(good), pattern.test(good)], JSON.stringify(good)).toEqual([null, true]);
    const bad = [
      'a\u2028b',
      'a\u2029b',
      '\u3164',
      'a\u115fb',
      'a\uffa0b',
      'x\u{E0041}\u{E007F}',
      '\u2764\ufe0f',
      'a\u034fb',
      'a\u{E0100}b',
      'a\u202eb',
      'a\u2067b',
      'a\u0007b',
      'a\u009bb',
      'a\ud800b',
      'a\udc00',
      'a\u2063b',
    ];
    for (const text of bad)
      expect([nameProblem(text), pattern.test(text)], JSON.stringify(text)).toEqual([INPUT_MESSAGES.hiddenCharacters, false]);
    expect(withoutHiddenCharacters('a\u0007b\ud800c😀\u2028')).toBe('abc😀');
  });

  it('private keys: 0x and 64 hex digits', () => {
    expect(privateKeyProblem(`0x${'aB'.repeat(32)}`)).toBeNull();
    expect(privateKeyProblem(`  0x${'ab'.repeat(32)}  `)).toBeNull();
    expect(privateKeyProblem('ab'.repeat(32))).toBe(INPUT_MESSAGES.privateKey);
    expect(privateKeyProblem(`0x${'ab'.repeat(31)}`)).toBe(INPUT_MESSAGES.privateKey);
    expect(privateKeyProblem(`0x${'zz'.repeat(32)}`)).toBe(INPUT_MESSAGES.privateKey);
  });

  it('secrets: exact text, no lone surrogates, controls or surrounding spaces', () => {
    expect(secretProblem('k3y-Ünïcode-🔑')).toBeNull();
    expect(secretProblem('abc\udc00')).toBe(INPUT_MESSAGES.secret);
    expect(secretProblem('abc\n')).toBe(INPUT_MESSAGES.secret);
    expect(secretProblem(' abc')).toBe(INPUT_MESSAGES.secret);
  });

  it('node URLs: http(s) or ws(s), not loopback, link-local or private unless allowed', () => {
    expect(rpcUrlProblem('https://arb1.arbitrum.io/rpc')).toBeNull();
    expect(rpcUrlProblem('wss://node.example/ws')).toBeNull();
    expect(rpcUrlProblem('https://8.8.8.8')).toBeNull();
    expect(rpcUrlProblem('https://[2606:4700::1111]/')).toBeNull();
    for (const url of [
      'http://127.0.0.1:8545',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://10.0.0.1',
      'http://172.20.1.1',
      'http://192.168.0.10',
      'http://169.254.169.254',
      'http://100.64.0.1',
      'http://0.0.0.0',
      'http://[::1]/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://localhost:8545',
      'http://node.localhost',
      'http://printer.local',
      'http://[::127.0.0.1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[::ffff:0:7f00:1]/',
      'http://[2002:7f00:1::]/',
      'http://[fec0::1]/',
      'http://[2001:db8::1]/',
      'https://LOCALHOST./',
      'https://metadata.google.internal/',
      'https://nas.lan/',
      'http://geth:8545',
    ])
      expect(rpcUrlProblem(url), url).toBe(INPUT_MESSAGES.rpcPrivate);
    expect(rpcUrlProblem('http://127.0.0.1:8545', { allowPrivate: true })).toBeNull();
    for (const url of ['ftp://node.example', 'javascript:alert(1)', 'node.example', 'http://'])
      expect(rpcUrlProblem(url, { allowPrivate: true }), url).toBe(INPUT_MESSAGES.rpcUrl);
  });
});
