// The rules of a hedge bot's payload (docs/product.md §5 "Create hedge bot"), in the spec's words, over the
// payload itself: the wizard checks what it is about to send, and the server checks what it
// received, with the same function. Numbers may be NaN (a blank or malformed field of the form) or
// missing (a JSON body that left them out); both fail their rule.
import type { HedgeBotPayload } from '../../contracts/hedge';
import { HEDGE_NETWORKS, HEDGE_SYMBOLS, INTERVALS, isOneOf } from '../../contracts/values';
import type { BotRuleOptions } from '../mining/botRules';
import { INPUT_MESSAGES, nameProblem, privateKeyProblem, rpcUrlProblem, secretProblem } from '../input/inputHygiene';
import { walletAddressProblem } from '../input/walletAddress';

/** The docs/product.md §5 messages, copied exactly, and the few input-limit messages the table leaves open. */
export const HEDGE_FORM_MESSAGES = {
  name: 'Название бота обязательно',
  symbol: 'Символ торговой пары обязателен',
  wallet: 'Адрес кошелька обязателен',
  privateKey: 'Приватный ключ обязателен',
  rpcUrl: 'RPC URL обязателен',
  priceOpen: 'Цена открытия должна быть больше 0',
  upper: 'Верхняя граница канала должна быть больше цены открытия',
  lower: 'Нижняя граница канала должна быть меньше цены открытия',
  usdt: 'Начальное количество USDT должно быть больше 0',
  eth: 'Начальное количество ETH должно быть больше 0',
  apiKey: 'API ключ Gate.io обязателен',
  apiSecret: 'API секрет Gate.io обязателен',
  // Beyond the spec's table: the input limits of docs/product.md §5, so bad input never reaches the server.
  rpcUrlFormat: INPUT_MESSAGES.rpcUrl,
  lowerPositive: 'Нижняя граница канала должна быть больше 0',
  maxPositions: 'Максимум хедж-позиций должен быть целым числом от 1 до 20',
  stopLoss: 'Стоп-лосс должен быть от 0,1 до 50 %',
  symbolOption: 'Неизвестная торговая пара',
  networkOption: 'Неизвестная сеть',
  intervalOption: 'Неизвестный интервал анализа',
} as const;

/** Input limits of docs/product.md §5. */
export const HEDGE_LIMITS = {
  maxPositions: { min: 1, max: 20, step: 1 },
  stopLoss: { min: 0.1, max: 50, step: 0.1 },
  priceStep: 0.01,
  usdtStep: 0.01,
  ethStep: 0.001,
  nameMaxLength: 100,
  textMaxLength: 200,
  secretMaxLength: 256,
  urlMaxLength: 500,
} as const;

type HedgeField = keyof HedgeBotPayload;
export interface HedgeError<F extends string = HedgeField> {
  field: F;
  message: string;
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * Every problem of the payload, in the spec's order. Empty means valid. With `secretsOptional`
 * (settings of an existing bot) a missing or blank secret means "keep the stored one".
 */
export function hedgePayloadErrors(
  p: Partial<HedgeBotPayload>,
  options: { secretsOptional?: boolean } & BotRuleOptions = {},
): HedgeError[] {
  const m = HEDGE_FORM_MESSAGES;
  const errors: HedgeError[] = [];
  const add = (field: HedgeField, message: string) => errors.push({ field, message });
  const secret = (field: 'private_key' | 'gate_api_key' | 'gate_api_secret', message: string) => {
    const value = p[field];
    if (blank(value)) {
      if (!options.secretsOptional) add(field, message);
      return;
    }
    const problem = field === 'private_key' ? privateKeyProblem(value as string) : secretProblem(value as string);
    if (problem) add(field, problem);
  };

  if (blank(p.name)) add('name', m.name);
  else {
    const hidden = nameProblem(p.name as string);
    if (hidden) add('name', hidden);
  }
  if (blank(p.symbol)) add('symbol', m.symbol);
  else if (!isOneOf(HEDGE_SYMBOLS, p.symbol?.trim())) add('symbol', m.symbolOption);
  if (!isOneOf(HEDGE_NETWORKS, p.network)) add('network', m.networkOption);
  if (blank(p.wallet_address)) add('wallet_address', m.wallet);
  else {
    const wallet = walletAddressProblem(p.wallet_address ?? '');
    if (wallet) add('wallet_address', wallet);
  }
  secret('private_key', m.privateKey);
  if (blank(p.rpc_url)) add('rpc_url', m.rpcUrl);
  else {
    const rpc = rpcUrlProblem(p.rpc_url ?? '', { allowPrivate: options.allowPrivateRpc });
    if (rpc) add('rpc_url', rpc);
  }

  const num = (v: number | undefined) => (typeof v === 'number' ? v : Number.NaN);
  const open = num(p.price_open);
  const upper = num(p.channel_upper);
  const lower = num(p.channel_lower);
  // The bounds are compared with any open price that is a number; a missing one cannot be compared.
  const openKnown = !Number.isNaN(open);
  if (!(open > 0)) add('price_open', m.priceOpen);
  if (Number.isNaN(upper) || (openKnown && upper <= open)) add('channel_upper', m.upper);
  if (Number.isNaN(lower) || (openKnown && lower >= open)) add('channel_lower', m.lower);
  else if (lower <= 0) add('channel_lower', m.lowerPositive);
  if (!(num(p.usdt_start) > 0)) add('usdt_start', m.usdt);
  if (!(num(p.eth_start) > 0)) add('eth_start', m.eth);

  const { maxPositions: mp, stopLoss: sl } = HEDGE_LIMITS;
  const maxPositions = num(p.max_hedge_positions);
  if (!Number.isInteger(maxPositions) || maxPositions < mp.min || maxPositions > mp.max) add('max_hedge_positions', m.maxPositions);
  const stopLoss = num(p.stop_loss_percent);
  if (!(stopLoss >= sl.min && stopLoss <= sl.max)) add('stop_loss_percent', m.stopLoss);

  secret('gate_api_key', m.apiKey);
  secret('gate_api_secret', m.apiSecret);
  if (!isOneOf(INTERVALS, p.analysis_interval)) add('analysis_interval', m.intervalOption);
  return errors;
}
