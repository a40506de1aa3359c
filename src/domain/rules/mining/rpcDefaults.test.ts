import { describe, expect, it } from 'vitest';
import { DEFAULT_RPC_URLS, rpcUrlForNetwork } from './rpcDefaults';

describe('RPC URL follows the network', () => {
  it('moves to the new network default while the URL is the old default or blank', () => {
    expect(rpcUrlForNetwork(DEFAULT_RPC_URLS.arbitrum, 'arbitrum', 'polygon')).toBe(DEFAULT_RPC_URLS.polygon);
    expect(rpcUrlForNetwork(DEFAULT_RPC_URLS.polygon, 'polygon', 'bsc')).toBe('https://bsc-dataseed.bnbchain.org');
    expect(rpcUrlForNetwork('  ', 'arbitrum', 'base')).toBe(DEFAULT_RPC_URLS.base);
  });

  it('keeps an endpoint typed by hand', () => {
    expect(rpcUrlForNetwork('https://my-node.example/rpc', 'arbitrum', 'polygon')).toBe('https://my-node.example/rpc');
  });
});
