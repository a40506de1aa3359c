// The create/edit form of mining bots (docs/product.md §5 "Create mining bot"): its values, the payloads it
// sends, and its checks (./botRules.ts, the server's own). Secrets pass straight into the payload
// and nowhere else.
import { DEFAULT_RPC_URLS, rpcUrlForNetwork } from './rpcDefaults';
import { botCreateProblem, botUpdateProblem } from './botRules';
import type { BotCreateBody, BotUpdateBody } from '../../contracts/bots';
import { DEFAULT_INITIAL_INVESTMENT } from '../../contracts/values';

export const DEFAULT_RPC_URL = DEFAULT_RPC_URLS.arbitrum;

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

export function emptyBotForm(): BotFormValues {
  return { name: '', network: 'arbitrum', symbol: 'ETH/USDT', strategyId: '', walletAddress: '', privateKey: '', rpcUrl: DEFAULT_RPC_URL };
}

/**
 * The first problem of the form in the spec's words, or null: the payload's own rules (the
 * server's), and on create the spec's lists of networks and pairs. The key is required on create only.
 */
export function validateBotForm(v: BotFormValues, mode: BotFormMode): string | null {
  // The server alone knows whether private node addresses are allowed (ALLOW_PRIVATE_RPC): the form leaves that to it.
  return mode === 'create'
    ? botCreateProblem(createPayload(v), true, { allowPrivateRpc: true })
    : botUpdateProblem(updatePayload(v), { allowPrivateRpc: true });
}

export type RequiredBotField = 'name' | 'walletAddress' | 'privateKey';

/**
 * Every required field left empty, in the form's order, so the form names them all at once beside
 * the spec's message (the key is required on create only).
 */
export function missingBotFields(v: BotFormValues, mode: BotFormMode): RequiredBotField[] {
  const required: RequiredBotField[] = mode === 'create' ? ['name', 'walletAddress', 'privateKey'] : ['name', 'walletAddress'];
  return required.filter((key) => v[key].trim() === '');
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

const blank = (v: string) => v.trim() === '';

function strategyIdOf(value: string): number | null {
  const id = Number(value);
  return value.trim() !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The strategies a bot of `ownerId` may run on: its owner's own (the server refuses another's, an
 * admin's bot included). Strategies without a known owner (a backend that does not say) all stay.
 */
export function strategiesForBot<T extends { user_id?: number }>(strategies: readonly T[], ownerId: number | null): T[] {
  return strategies.filter((s) => ownerId === null || s.user_id === undefined || s.user_id === ownerId);
}

export function createPayload(v: BotFormValues): BotCreateBody {
  return {
    name: v.name.trim(),
    strategy_id: strategyIdOf(v.strategyId),
    // Checked against the lists by the rules; an edited legacy bot may hold another value.
    network: v.network as BotCreateBody['network'],
    symbol: v.symbol as BotCreateBody['symbol'],
    wallet_address: v.walletAddress.trim(),
    private_key: v.privateKey.trim(),
    rpc_url: v.rpcUrl.trim(),
    initial_investment: DEFAULT_INITIAL_INVESTMENT,
  };
}

/** Edit: the private key is omitted when empty; the strategy may be cleared. */
export function updatePayload(v: BotFormValues): BotUpdateBody {
  const payload: BotUpdateBody = {
    name: v.name.trim(),
    strategy_id: strategyIdOf(v.strategyId),
    network: v.network as BotUpdateBody['network'],
    symbol: v.symbol as BotUpdateBody['symbol'],
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
