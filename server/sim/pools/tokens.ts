// The tokens of the simulated pools per network: contract address and decimals, as deployed.
// Addresses decide which token is token0 of a pool (the lower address, as in Uniswap v3's factory),
// and with the decimals they decide the pool's ticks. Sources: the token lists of each chain's
// explorer (etherscan.io, arbiscan.io, polygonscan.com, basescan.org, bscscan.com) and the
// Uniswap default token list. `address: null` marks a token with no deployment of note on that
// network; it is assumed to have 18 decimals and to sort before USDT.
import type { Network } from '../../../src/domain/contracts/values';

export interface Token {
  symbol: string;
  address: string | null;
  decimals: number;
}

const token = (symbol: string, address: string | null, decimals: number): Token => ({ symbol, address, decimals });

/** USDT per network: 6 decimals everywhere except BNB Chain's Binance-Peg USDT (18). */
export const USDT: Record<Network, Token> = {
  ethereum: token('USDT', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 6),
  arbitrum: token('USDT', '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', 6),
  polygon: token('USDT', '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', 6),
  base: token('USDT', '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2', 6), // bridged Tether USD
  bsc: token('USDT', '0x55d398326f99059fF775485246999027B3197955', 18),
};

/** The base token of each market per network (wrapped where the chain's own coin is the asset). */
const BASE_TOKENS: Record<Network, Record<string, Token>> = {
  ethereum: {
    ETH: token('WETH', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18),
    BTC: token('WBTC', '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8),
    BNB: token('BNB', '0xB8c77482e45F1F44dE1745F52C74426C631bDD52', 18),
    MATIC: token('MATIC', '0x7D1AfA7B718fb893dB30A3aBc0Cfc608AaCfeBB0', 18),
    ARB: token('ARB', '0xB50721BCf8d664c30412Cfbc6cf7a15145234ad1', 18),
    SOL: token('SOL', '0xD31a59c85aE9D8edEFeC411D448f90841571b89c', 9), // Wormhole-wrapped
  },
  arbitrum: {
    ETH: token('WETH', '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1', 18),
    BTC: token('WBTC', '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f', 8),
    ARB: token('ARB', '0x912CE59144191C1204E64559FE8253a0e49E6548', 18),
  },
  polygon: {
    ETH: token('WETH', '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619', 18),
    BTC: token('WBTC', '0x1BFD67037B42Cf73acF2047067bd4F2C47D9BfD6', 8),
    MATIC: token('WMATIC', '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270', 18),
    BNB: token('BNB', '0x3BA4c387f786bFEE076A58914F5Bd38d668B42c3', 18),
  },
  base: {
    ETH: token('WETH', '0x4200000000000000000000000000000000000006', 18),
    BTC: token('cbBTC', '0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf', 8),
  },
  bsc: {
    ETH: token('ETH', '0x2170Ed0880ac9A755fd29B2688956BD959F933F8', 18), // Binance-Peg Ethereum
    BTC: token('BTCB', '0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c', 18),
    BNB: token('WBNB', '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', 18),
    MATIC: token('MATIC', '0xCC42724C6683B7E57334c4E856f4c9965ED682bD', 18), // Binance-Peg Polygon
  },
};

/** The base token of `base` on `network`; one with no deployment of note is assumed (18 decimals). */
export function baseToken(network: Network, base: string): Token {
  return BASE_TOKENS[network][base] ?? token(base, null, 18);
}

/** Whether the base token is the pool's token0 (its address sorts before USDT's). */
export function baseIsToken0(base: Token, quote: Token): boolean {
  if (!base.address || !quote.address) return true;
  return base.address.toLowerCase() < quote.address.toLowerCase();
}
