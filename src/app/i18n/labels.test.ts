import { describe, expect, it } from 'vitest';
import { networkName } from './labels';

describe('networkName', () => {
  it('writes every network one way, from the catalogue', () => {
    expect(networkName('arbitrum')).toBe('Arbitrum');
    expect(networkName('Arbitrum')).toBe('Arbitrum');
    expect(networkName('bsc')).toBe('BSC');
    expect(networkName('base')).toBe('Base');
  });
  it('shows an unknown network as sent and a missing one as a dash', () => {
    expect(networkName('zksync')).toBe('zksync');
    expect(networkName('')).toBe('—');
    expect(networkName(null)).toBe('—');
  });
});
