import { describe, expect, it } from 'vitest';
import { connectWallet } from './walletConnect';

describe('wallet connect', () => {
  it('says when no wallet extension is installed', async () => {
    expect(await connectWallet(undefined)).toEqual({ ok: false, reason: 'not_installed' });
    expect(await connectWallet({})).toEqual({ ok: false, reason: 'not_installed' });
  });
  it('takes the first account', async () => {
    const provider = { request: async ({ method }: { method: string }) => (method === 'eth_requestAccounts' ? ['0xAbC', '0xdef'] : []) };
    expect(await connectWallet(provider)).toEqual({ ok: true, address: '0xAbC' });
  });
  it('reports a refused or empty connection as a failure', async () => {
    expect(
      await connectWallet({
        request: async () => {
          throw new Error('User rejected');
        },
      }),
    ).toEqual({ ok: false, reason: 'failed' });
    expect(await connectWallet({ request: async () => [] })).toEqual({ ok: false, reason: 'failed' });
  });
});
