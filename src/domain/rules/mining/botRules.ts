// The rules of a mining bot's create and update payloads (docs/product.md §5 "Create mining bot"), in the
// spec's words: the form checks them before sending, the server checks them again on receipt.
import type { BotCreateBody, BotUpdateBody } from '../../contracts/bots';
import { isOneOf, MINING_NETWORKS, MINING_PAIRS } from '../../contracts/values';
import { INPUT_MESSAGES, nameProblem, privateKeyProblem, rpcUrlProblem } from '../input/inputHygiene';
import { walletAddressProblem } from '../input/walletAddress';

export const BOT_MESSAGES = {
  required: 'Пожалуйста, заполните все обязательные поля',
  rpcUrl: INPUT_MESSAGES.rpcUrl,
  network: 'Выберите сеть из списка',
  symbol: 'Выберите торговую пару из списка',
  blankName: 'Название бота не может быть пустым',
  blankWallet: 'Адрес кошелька не может быть пустым',
} as const;

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** Where the rules run: the server knows whether private node addresses are allowed; a form leaves that to it. */
export interface BotRuleOptions {
  allowPrivateRpc?: boolean;
}

/**
 * Why a new bot cannot be created, or null. Name, wallet address and private key are required;
 * `listedOnly` (the form) also holds the network and pair to the spec's lists, where the server
 * also accepts base, which sample data uses.
 */
export function botCreateProblem(p: BotCreateBody, listedOnly = false, options: BotRuleOptions = {}): string | null {
  if (blank(p.name) || blank(p.wallet_address) || blank(p.private_key)) return BOT_MESSAGES.required;
  if (listedOnly && !isOneOf(MINING_NETWORKS, p.network)) return BOT_MESSAGES.network;
  if (listedOnly && !isOneOf(MINING_PAIRS, p.symbol)) return BOT_MESSAGES.symbol;
  return (
    nameProblem(p.name ?? '') ??
    walletAddressProblem(p.wallet_address ?? '') ??
    privateKeyProblem(p.private_key ?? '') ??
    rpcUrlProblem(p.rpc_url ?? '', { allowPrivate: options.allowPrivateRpc })
  );
}

/** An update may leave fields out, but may not blank the name or the wallet; an empty key is ignored. */
export function botUpdateProblem(p: BotUpdateBody, options: BotRuleOptions = {}): string | null {
  if (p.name !== undefined && blank(p.name)) return BOT_MESSAGES.blankName;
  if (p.wallet_address !== undefined && blank(p.wallet_address)) return BOT_MESSAGES.blankWallet;
  return (
    (p.name === undefined ? null : nameProblem(p.name)) ??
    (p.wallet_address === undefined ? null : walletAddressProblem(p.wallet_address)) ??
    (p.private_key === undefined || blank(p.private_key) ? null : privateKeyProblem(p.private_key)) ??
    (p.rpc_url === undefined ? null : rpcUrlProblem(p.rpc_url, { allowPrivate: options.allowPrivateRpc }))
  );
}
