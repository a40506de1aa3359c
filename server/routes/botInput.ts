// Body schemas and checks of the mining-bot create and update payloads (SPEC §3, §5).
import { DEFAULT_RPC_URL, isRpcUrl } from '../../src/domain/botForm';
import { walletAddressProblem } from '../../src/domain/walletAddress';
import { badRequest } from '../errors';
import { LIMITS, MAX_ID, MINING_NETWORKS, MINING_PAIRS, num, oneOf, str } from './schemas';

export const BOT_TEXT = {
  required: 'Пожалуйста, заполните все обязательные поля',
  rpcUrl: 'RPC URL должен быть адресом вида https://…',
  blankName: 'Название бота не может быть пустым',
  blankWallet: 'Адрес кошелька не может быть пустым',
} as const;

const strategyId = { type: ['integer', 'null'], minimum: 1, maximum: MAX_ID } as const;

const createProps = {
  name: str(LIMITS.name),
  strategy_id: strategyId,
  network: { ...oneOf(MINING_NETWORKS), default: 'arbitrum' },
  symbol: { ...oneOf(MINING_PAIRS), default: 'ETH/USDT' },
  wallet_address: str(LIMITS.wallet),
  private_key: str(LIMITS.secret),
  rpc_url: { ...str(LIMITS.url), default: DEFAULT_RPC_URL },
  strategy_type: oneOf(['liquidity_mining']),
  initial_investment: { ...num(1, 100_000_000), default: 1000 },
} as const;

export const botCreateBody = { type: 'object', additionalProperties: false, properties: createProps } as const;

export const botUpdateBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    name: createProps.name,
    strategy_id: strategyId,
    network: oneOf(MINING_NETWORKS),
    symbol: oneOf(MINING_PAIRS),
    wallet_address: createProps.wallet_address,
    private_key: createProps.private_key,
    rpc_url: str(LIMITS.url),
    strategy_type: createProps.strategy_type,
  },
} as const;

export interface BotCreateBody {
  name?: string;
  strategy_id?: number | null;
  network: string;
  symbol: string;
  wallet_address?: string;
  private_key?: string;
  rpc_url: string;
  strategy_type?: string;
  initial_investment: number;
}

export type BotUpdateBody = Partial<Omit<BotCreateBody, 'initial_investment'>>;

const blank = (v: string | undefined) => !v || v.trim() === '';

/** Name, wallet address and private key are required; the RPC URL must be a URL. */
export function checkCreate(body: BotCreateBody): Required<Pick<BotCreateBody, 'name' | 'wallet_address' | 'private_key'>> & BotCreateBody {
  if (blank(body.name) || blank(body.wallet_address) || blank(body.private_key)) throw badRequest(BOT_TEXT.required);
  const wallet = walletAddressProblem(body.wallet_address ?? '');
  if (wallet) throw badRequest(wallet);
  if (!isRpcUrl(body.rpc_url)) throw badRequest(BOT_TEXT.rpcUrl);
  return body as Required<Pick<BotCreateBody, 'name' | 'wallet_address' | 'private_key'>> & BotCreateBody;
}

/** An update may leave fields out, but may not blank the name or the wallet; an empty key is ignored. */
export function checkUpdate(body: BotUpdateBody): BotUpdateBody {
  if (body.name !== undefined && blank(body.name)) throw badRequest(BOT_TEXT.blankName);
  if (body.wallet_address !== undefined && blank(body.wallet_address)) throw badRequest(BOT_TEXT.blankWallet);
  const wallet = body.wallet_address === undefined ? null : walletAddressProblem(body.wallet_address);
  if (wallet) throw badRequest(wallet);
  if (body.rpc_url !== undefined && !isRpcUrl(body.rpc_url)) throw badRequest(BOT_TEXT.rpcUrl);
  return body;
}
