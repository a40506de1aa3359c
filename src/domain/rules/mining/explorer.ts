// Links to a transaction on its network's block explorer (issue 54): a template per network with
// `{hash}` where the transaction's hash goes. The server's configuration holds the templates
// (docs/configuration.md, EXPLORER_TX_URLS); the app opens only http(s) links a backend sends.
import type { Network } from '../../contracts/values';

export const DEFAULT_EXPLORER_TX_URLS: Readonly<Record<Network, string>> = {
  arbitrum: 'https://arbiscan.io/tx/{hash}',
  ethereum: 'https://etherscan.io/tx/{hash}',
  polygon: 'https://polygonscan.com/tx/{hash}',
  base: 'https://basescan.org/tx/{hash}',
  bsc: 'https://bscscan.com/tx/{hash}',
};

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** Why a template cannot be used (in English: a configuration error at start), or null. */
export function explorerTemplateProblem(template: string): string | null {
  if (!template.includes('{hash}')) return 'has no {hash}';
  try {
    const url = new URL(template.replace('{hash}', `0x${'0'.repeat(64)}`));
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'is not an http(s) address';
  } catch {
    return 'is not an address';
  }
}

/** The explorer's page of a transaction, or null without a template or for a hash that is not one. */
export function explorerTxUrl(template: string | undefined, hash: string): string | null {
  return template && TX_HASH.test(hash) ? template.replace('{hash}', hash) : null;
}

/** A link a backend sent, when it is an http(s) address (never `javascript:` or the like). */
export function externalLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}
