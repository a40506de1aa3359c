// The wallet-connect button of the create-bot modal: the first account of a browser wallet
// extension (EIP-1193 `window.ethereum`). Only the public address is read.
interface Eip1193 {
  request(args: { method: string }): Promise<unknown>;
}

export type WalletResult = { ok: true; address: string } | { ok: false; reason: 'not_installed' | 'failed' };

export async function connectWallet(provider: unknown = (globalThis as { ethereum?: unknown }).ethereum): Promise<WalletResult> {
  const eth = provider as Eip1193 | undefined;
  if (!eth || typeof eth.request !== 'function') return { ok: false, reason: 'not_installed' };
  try {
    const accounts = await eth.request({ method: 'eth_requestAccounts' });
    const first = Array.isArray(accounts) ? accounts[0] : undefined;
    return typeof first === 'string' && first !== '' ? { ok: true, address: first } : { ok: false, reason: 'failed' };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}
