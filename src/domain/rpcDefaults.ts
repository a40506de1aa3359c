// Public RPC endpoints per network (SPEC §9; the ethereum one is the spec's placeholder to replace),
// and the rule both bot forms follow: the RPC URL tracks the chosen network's default until the
// user types their own endpoint.
export const DEFAULT_RPC_URLS: Readonly<Record<string, string>> = {
  arbitrum: 'https://arb1.arbitrum.io/rpc',
  ethereum: 'https://mainnet.infura.io/v3/YOUR_PROJECT_ID',
  polygon: 'https://polygon-rpc.com',
  base: 'https://mainnet.base.org',
  bsc: 'https://bsc-dataseed.bnbchain.org',
};

/** The RPC URL after switching from one network to another: the new default, unless it was edited by hand. */
export function rpcUrlForNetwork(rpcUrl: string, from: string, to: string): string {
  const edited = rpcUrl.trim() !== '' && rpcUrl.trim() !== (DEFAULT_RPC_URLS[from] ?? '');
  return edited ? rpcUrl : (DEFAULT_RPC_URLS[to] ?? '');
}
