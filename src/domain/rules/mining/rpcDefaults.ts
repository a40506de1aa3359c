// Public RPC endpoints per network (docs/product.md §9; the ethereum one is the spec's placeholder to replace),
// and the rule both bot forms follow: the RPC URL tracks the chosen network's default until the
// user types their own endpoint.
import type { Network } from '../../contracts/values';

export const DEFAULT_RPC_URLS: Readonly<Record<Network, string>> = {
  arbitrum: 'https://arb1.arbitrum.io/rpc',
  ethereum: 'https://mainnet.infura.io/v3/YOUR_PROJECT_ID',
  polygon: 'https://polygon-rpc.com',
  base: 'https://mainnet.base.org',
  bsc: 'https://bsc-dataseed.bnbchain.org',
};

/** The RPC URL after switching from one network to another: the new default, unless it was edited by hand. */
export function rpcUrlForNetwork(rpcUrl: string, from: string, to: string): string {
  const defaults: Readonly<Record<string, string>> = DEFAULT_RPC_URLS;
  const edited = rpcUrl.trim() !== '' && rpcUrl.trim() !== (defaults[from] ?? '');
  return edited ? rpcUrl : (defaults[to] ?? '');
}
