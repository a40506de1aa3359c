// The create-hedge-bot wizard of docs/product.md §2/§5/§9: its defaults, options, steps and the payload it
// sends. Numbers are kept as the strings the inputs hold so that a blank field stays blank; the
// payload parses them (NaN for blank or malformed) and the rules of ./hedgeRules.ts, the server's
// own, say what is wrong in the spec's words.
import { roundPrice, roundTo } from '../../format/priceScale';
import { DEFAULT_RPC_URLS, rpcUrlForNetwork } from '../mining/rpcDefaults';
import type { HedgeBot, HedgeBotPayload } from '../../contracts/hedge';
import type { Interval } from '../../contracts/values';
import { hedgePayloadErrors, type HedgeError } from './hedgeRules';
import { parseDecimal } from '../input/numberInput';

export { HEDGE_FORM_MESSAGES, HEDGE_LIMITS } from './hedgeRules';

export interface HedgeBotForm {
  name: string;
  symbol: string;
  network: string;
  wallet_address: string;
  private_key: string;
  rpc_url: string;
  price_open: string;
  channel_upper: string;
  channel_lower: string;
  usdt_start: string;
  eth_start: string;
  max_hedge_positions: string;
  stop_loss_percent: string;
  gate_api_key: string;
  gate_api_secret: string;
  analysis_interval: Interval;
  gate_testnet: boolean;
  enable_technical_analysis: boolean;
  auto_hedge: boolean;
  auto_rebalance: boolean;
}

export type HedgeFormField = keyof HedgeBotForm;

/** The wizard's steps and the fields each one holds (1 basics, 2 blockchain, 3 hedge, 4 exchange). */
export const HEDGE_STEPS: ReadonlyArray<readonly HedgeFormField[]> = [
  ['name', 'symbol', 'network'],
  ['wallet_address', 'private_key', 'rpc_url'],
  ['price_open', 'channel_upper', 'channel_lower', 'usdt_start', 'eth_start', 'max_hedge_positions', 'stop_loss_percent'],
  ['gate_api_key', 'gate_api_secret', 'analysis_interval', 'gate_testnet', 'enable_technical_analysis', 'auto_hedge', 'auto_rebalance'],
];

const SECRET_FIELDS = ['private_key', 'gate_api_key', 'gate_api_secret'] as const satisfies readonly HedgeFormField[];

/** A fresh form with the docs/product.md §9 defaults; a new object every call so each open starts clean. */
export function defaultHedgeBotForm(): HedgeBotForm {
  return {
    name: '',
    symbol: 'ETHUSDT',
    network: 'arbitrum',
    wallet_address: '',
    private_key: '',
    rpc_url: DEFAULT_RPC_URLS.arbitrum,
    price_open: '3000',
    channel_upper: '3100',
    channel_lower: '2900',
    usdt_start: '10000',
    eth_start: '3.33',
    max_hedge_positions: '5',
    stop_loss_percent: '5',
    gate_api_key: '',
    gate_api_secret: '',
    analysis_interval: '5m',
    gate_testnet: false,
    enable_technical_analysis: true,
    auto_hedge: true,
    auto_rebalance: true,
  };
}

/** The spec's defaults are these fields around ETH at 3000: bounds at ±1/30, 10 000 USDT worth of ETH. */
export const DEFAULT_OPEN_PRICE = 3000;
type PriceFields = Pick<HedgeBotForm, 'price_open' | 'channel_upper' | 'channel_lower' | 'eth_start'>;

/**
 * The price fields of a new bot around a market price, as the spec's defaults are around 3000
 * (open 3000, channel 2900-3100, start ETH 3,33 = 10 000 USDT / 3000). Start ETH follows only an
 * ETH pair's price: for another pair the spec's 3,33 stays.
 */
export function hedgePricesAround(price: number, symbol: string): PriceFields {
  const text = (v: number) => String(roundPrice(v, price));
  return {
    price_open: text(price),
    channel_upper: text((price * 31) / 30),
    channel_lower: text((price * 29) / 30),
    eth_start: symbol.startsWith('ETH') ? String(roundTo(10000 / price, 2)) : '3.33',
  };
}

/** The market price a new bot's price fields were derived from, and for which pair. */
export interface PriceAnchor {
  price: number;
  symbol: string;
}

export const DEFAULT_ANCHOR: PriceAnchor = { price: DEFAULT_OPEN_PRICE, symbol: 'ETHUSDT' };

/**
 * A new bot's price fields move to the pair's last price (known after the wizard opened, or after
 * the pair changed) while they still hold what was derived from the previous anchor; a value the
 * user typed is never overwritten. Returns the form and the anchor its fields now derive from.
 */
export function withMarketPrice(
  form: HedgeBotForm,
  anchor: PriceAnchor,
  price: number | null,
): { form: HedgeBotForm; anchor: PriceAnchor } {
  if (price === null || !(price > 0) || (price === anchor.price && form.symbol === anchor.symbol)) return { form, anchor };
  const previous = hedgePricesAround(anchor.price, anchor.symbol);
  const untouched = (Object.keys(previous) as Array<keyof PriceFields>).every((k) => form[k].trim() === previous[k]);
  return untouched
    ? { form: { ...form, ...hedgePricesAround(price, form.symbol) }, anchor: { price, symbol: form.symbol } }
    : { form, anchor };
}

/**
 * Switching network moves the RPC URL to the new network's default, unless the user typed their
 * own endpoint (anything other than blank or the previous network's default).
 */
export function withNetwork(form: HedgeBotForm, network: string): HedgeBotForm {
  return { ...form, network, rpc_url: rpcUrlForNetwork(form.rpc_url, form.network, network) };
}

/** The form with its secrets wiped (after every submit that reached the server). */
export function withoutSecrets(form: HedgeBotForm): HedgeBotForm {
  return { ...form, private_key: '', gate_api_key: '', gate_api_secret: '' };
}

/** A problem of the form: the field it concerns and the spec's message. */
export type HedgeFormError = HedgeError<HedgeFormField>;

/** Every problem of the form, in the spec's order. Empty means valid. */
export function validateHedgeBotForm(form: HedgeBotForm): HedgeFormError[] {
  return hedgePayloadErrors(toHedgeBotPayload(form), { allowPrivateRpc: true });
}

/** The messages joined by comma, as the form shows them (docs/product.md §5); null when valid. */
export function hedgeFormErrorText(errors: readonly HedgeFormError[]): string | null {
  return errors.length === 0 ? null : errors.map((e) => e.message).join(', ');
}

/** 0-based indexes of the steps that hold a field with an error. */
export function stepsWithErrors(errors: readonly HedgeFormError[]): number[] {
  const steps = new Set<number>();
  for (const e of errors) {
    const step = HEDGE_STEPS.findIndex((fields) => fields.includes(e.field));
    if (step >= 0) steps.add(step);
  }
  return [...steps].sort((a, b) => a - b);
}

/** The create payload of docs/product.md §7 (strings trimmed, numbers parsed). Call only on a valid form. */
export function toHedgeBotPayload(form: HedgeBotForm): HedgeBotPayload {
  return {
    name: form.name.trim(),
    symbol: form.symbol.trim(),
    network: form.network,
    wallet_address: form.wallet_address.trim(),
    private_key: form.private_key.trim(),
    rpc_url: form.rpc_url.trim(),
    price_open: parseDecimal(form.price_open),
    channel_upper: parseDecimal(form.channel_upper),
    channel_lower: parseDecimal(form.channel_lower),
    usdt_start: parseDecimal(form.usdt_start),
    eth_start: parseDecimal(form.eth_start),
    gate_api_key: form.gate_api_key.trim(),
    gate_api_secret: form.gate_api_secret.trim(),
    gate_testnet: form.gate_testnet,
    analysis_interval: form.analysis_interval,
    enable_technical_analysis: form.enable_technical_analysis,
    auto_hedge: form.auto_hedge,
    auto_rebalance: form.auto_rebalance,
    max_hedge_positions: parseDecimal(form.max_hedge_positions),
    stop_loss_percent: parseDecimal(form.stop_loss_percent),
  };
}

// ---- Editing an existing bot's settings (PUT /api/hedge-bot/{id}/settings) ----

/** The form of an existing bot: its values, secrets blank (the server never sends them back). */
export function hedgeFormFromBot(bot: HedgeBot): HedgeBotForm {
  const text = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
  return {
    name: bot.name ?? '',
    symbol: bot.symbol ?? '',
    network: bot.network ?? '',
    wallet_address: bot.wallet_address ?? '',
    private_key: '',
    rpc_url: bot.rpc_url ?? '',
    price_open: text(bot.price_open),
    channel_upper: text(bot.channel_upper),
    channel_lower: text(bot.channel_lower),
    usdt_start: text(bot.usdt_start),
    eth_start: text(bot.eth_start),
    max_hedge_positions: text(bot.max_hedge_positions),
    stop_loss_percent: text(bot.stop_loss_percent),
    gate_api_key: '',
    gate_api_secret: '',
    analysis_interval: bot.analysis_interval,
    gate_testnet: !!bot.gate_testnet,
    enable_technical_analysis: !!bot.enable_technical_analysis,
    auto_hedge: !!bot.auto_hedge,
    auto_rebalance: !!bot.auto_rebalance,
  };
}

/** Settings validation: the create rules, except that a blank secret means "keep the stored one". */
export function validateHedgeSettings(form: HedgeBotForm): HedgeFormError[] {
  return hedgePayloadErrors(toHedgeSettingsPayload(form), { secretsOptional: true, allowPrivateRpc: true });
}

/** The settings payload: every field, secrets only when typed. Call only on a valid form. */
export function toHedgeSettingsPayload(form: HedgeBotForm): Partial<HedgeBotPayload> {
  const payload: Partial<HedgeBotPayload> = toHedgeBotPayload(form);
  for (const key of SECRET_FIELDS) if (form[key].trim() === '') delete payload[key];
  return payload;
}
