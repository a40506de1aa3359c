import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPLORER_TX_URLS, explorerTemplateProblem, explorerTxUrl, externalLink } from './explorer';

const HASH = `0x${'ab'.repeat(32)}`;

describe('block explorer links', () => {
  it('fills a template with a transaction hash', () => {
    expect(explorerTxUrl(DEFAULT_EXPLORER_TX_URLS.arbitrum, HASH)).toBe(`https://arbiscan.io/tx/${HASH}`);
    expect(explorerTxUrl(undefined, HASH)).toBeNull();
    expect(explorerTxUrl(DEFAULT_EXPLORER_TX_URLS.arbitrum, '0x12')).toBeNull();
  });

  it('refuses a template without the hash or outside http(s)', () => {
    expect(explorerTemplateProblem('https://explorer.example/tx/{hash}')).toBeNull();
    expect(explorerTemplateProblem('https://explorer.example/tx/')).toMatch(/hash/);
    expect(explorerTemplateProblem('javascript:alert({hash})')).toMatch(/http/);
  });

  it('opens only http(s) links a backend sends', () => {
    expect(externalLink('https://etherscan.io/tx/0x1')).toBe('https://etherscan.io/tx/0x1');
    expect(externalLink('javascript:alert(1)')).toBeNull();
    expect(externalLink('not a url')).toBeNull();
    expect(externalLink(null)).toBeNull();
  });
});
