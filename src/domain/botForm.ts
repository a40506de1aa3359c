// Create/edit rules for mining bots (SPEC §5 "Create mining bot"). The screen maps the error
// codes to its Russian texts; secrets pass straight into the payload and nowhere else.
import { DEFAULT_RPC_URLS, rpcUrlForNetwork } from './rpcDefaults';
import type { BotCreatePayload, BotUpdatePayload } from './types';
import { walletAddressProblem } from './walletAddress';

export const BOT_NETWORKS = ['arbitrum', 'ethereum', 'polygon', 'bsc'] as const;
export const BOT_PAIRS = ['ETH/USDT', 'BTC/USDT', 'BNB/USDT', 'MATIC/USDT', 'ARB/USDT'] as const;
export const DEFAULT_RPC_URL = DEFAULT_RPC_URLS.arbitrum;
export const DEFAULT_INITIAL_INVESTMENT = 1000;

export interface BotFormValues {
  name: string;
  network: string;
  symbol: string;
  strategyId: string; // '' = none
  walletAddress: string;
  privateKey: string;
  rpcUrl: string;
}

export type BotFormMode = 'create' | 'edit';
export type BotFormError = 'required' | 'rpc_url' | 'network' | 'symbol' | 'wallet';

export function emptyBotForm(): BotFormValues {
  return { name: '', network: 'arbitrum', symbol: 'ETH/USDT', strategyId: '', walletAddress: '', privateKey: '', rpcUrl: DEFAULT_RPC_URL };
}

const blank = (v: string) => v.trim() === '';

/** A URL the bot can reach a node with: http(s) or ws(s), with a host. */
export function isRpcUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The first problem of the form, or null. Name and wallet always, the key only on create. */
export function validateBotForm(v: BotFormValues, mode: BotFormMode): BotFormError | null {
  if (blank(v.name) || blank(v.walletAddress) || (mode === 'create' && blank(v.privateKey))) return 'required';
  if (!(BOT_NETWORKS as readonly string[]).includes(v.network) && mode === 'create') return 'network';
  if (!(BOT_PAIRS as readonly string[]).includes(v.symbol) && mode === 'create') return 'symbol';
  if (walletAddressProblem(v.walletAddress)) return 'wallet';
  if (!isRpcUrl(v.rpcUrl)) return 'rpc_url';
  return null;
}

/** Switching network moves the RPC URL to the new network's default unless it was typed by hand. */
export function withBotNetwork(v: BotFormValues, network: string): BotFormValues {
  return { ...v, network, rpcUrl: rpcUrlForNetwork(v.rpcUrl, v.network, network) };
}

/** The strategy's pair when it differs from the bot's (the form warns; the bot trades its own pair). */
export function strategyPairMismatch(
  v: BotFormValues,
  strategies: ReadonlyArray<{ strategy_id: number | string; symbol: string }>,
): string | null {
  const chosen = strategies.find((s) => String(s.strategy_id) === v.strategyId);
  return chosen && chosen.symbol && chosen.symbol.replace('/', '') !== v.symbol.replace('/', '') ? chosen.symbol : null;
}

function strategyIdOf(value: string): number | null {
  const id = Number(value);
  return value.trim() !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

export function createPayload(v: BotFormValues): BotCreatePayload {
  return {
    name: v.name.trim(),
    strategy_id: strategyIdOf(v.strategyId),
    network: v.network,
    symbol: v.symbol,
    wallet_address: v.walletAddress.trim(),
    private_key: v.privateKey.trim(),
    rpc_url: v.rpcUrl.trim(),
    initial_investment: DEFAULT_INITIAL_INVESTMENT,
  };
}

/** Edit: the private key is omitted when empty; the strategy may be cleared. */
export function updatePayload(v: BotFormValues): BotUpdatePayload {
  const payload: BotUpdatePayload = {
    name: v.name.trim(),
    strategy_id: strategyIdOf(v.strategyId),
    network: v.network,
    symbol: v.symbol,
    wallet_address: v.walletAddress.trim(),
    rpc_url: v.rpcUrl.trim(),
  };
  if (!blank(v.privateKey)) payload.private_key = v.privateKey.trim();
  return payload;
}

/** The edit form starts from the bot as shown; the key is never known to the client. */
export function formFromBot(bot: {
  name: string;
  network: string;
  symbol: string;
  strategyId: number | null;
  walletAddress: string;
  rpcUrl?: string;
}): BotFormValues {
  return {
    name: bot.name,
    network: bot.network,
    symbol: bot.symbol,
    strategyId: bot.strategyId === null ? '' : String(bot.strategyId),
    walletAddress: bot.walletAddress,
    privateKey: '',
    rpcUrl: bot.rpcUrl || DEFAULT_RPC_URL,
  };
}
