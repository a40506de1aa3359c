import { DEFAULT_RPC_URLS } from '../mining/rpcDefaults';
import { describe, expect, it } from 'vitest';
import {
  HEDGE_FORM_MESSAGES as M,
  defaultHedgeBotForm,
  hedgeFormErrorText,
  hedgeFormFromBot,
  stepsWithErrors,
  toHedgeBotPayload,
  toHedgeSettingsPayload,
  validateHedgeBotForm,
  validateHedgeSettings,
  withNetwork,
  withoutSecrets,
  type HedgeBotForm,
  DEFAULT_ANCHOR,
  DEFAULT_OPEN_PRICE,
  hedgePricesAround,
  withMarketPrice,
} from './hedgeBotForm';

const PK = `0x${'5e'.repeat(32)}`;

function filled(overrides: Partial<HedgeBotForm> = {}): HedgeBotForm {
  return {
    ...defaultHedgeBotForm(),
    name: 'Hedge ETH',
    wallet_address: '0x1111111111111111111111111111111111111111',
    private_key: PK,
    gate_api_key: 'gate-key',
    gate_api_secret: 'gate-secret',
    ...overrides,
  };
}

const messages = (form: HedgeBotForm) => validateHedgeBotForm(form).map((e) => e.message);

describe('create hedge bot: defaults (docs/product.md §9)', () => {
  it('starts from the spec defaults with the arbitrum RPC URL and empty secrets', () => {
    const f = defaultHedgeBotForm();
    expect(f).toMatchObject({
      name: '',
      symbol: 'ETHUSDT',
      network: 'arbitrum',
      rpc_url: DEFAULT_RPC_URLS.arbitrum,
      price_open: '3000',
      channel_upper: '3100',
      channel_lower: '2900',
      usdt_start: '10000',
      eth_start: '3.33',
      gate_testnet: false,
      analysis_interval: '5m',
      enable_technical_analysis: true,
      auto_hedge: true,
      auto_rebalance: true,
      max_hedge_positions: '5',
      stop_loss_percent: '5',
      private_key: '',
      gate_api_key: '',
      gate_api_secret: '',
    });
    expect(defaultHedgeBotForm()).not.toBe(f);
  });

  it('has a public RPC endpoint for arbitrum, ethereum, polygon and base', () => {
    for (const n of ['arbitrum', 'ethereum', 'polygon', 'base'] as const) expect(DEFAULT_RPC_URLS[n]).toMatch(/^https:\/\//);
  });

  it('moves the RPC URL to the new network default unless the user typed their own', () => {
    const f = withNetwork(defaultHedgeBotForm(), 'polygon');
    expect(f.rpc_url).toBe(DEFAULT_RPC_URLS.polygon);
    const custom = withNetwork({ ...f, rpc_url: 'https://my.node/rpc' }, 'ethereum');
    expect(custom.rpc_url).toBe('https://my.node/rpc');
    expect(custom.network).toBe('ethereum');
    expect(withNetwork({ ...f, rpc_url: '  ' }, 'ethereum').rpc_url).toBe(DEFAULT_RPC_URLS.ethereum);
  });

  it('wipes every secret', () => {
    const f = withoutSecrets(filled());
    expect([f.private_key, f.gate_api_key, f.gate_api_secret]).toEqual(['', '', '']);
    expect(f.name).toBe('Hedge ETH');
  });
});

describe('create hedge bot: validation (docs/product.md §5)', () => {
  it('accepts a filled form', () => {
    expect(validateHedgeBotForm(filled())).toEqual([]);
    expect(hedgeFormErrorText([])).toBeNull();
  });

  it('reports each required text field with its exact message', () => {
    expect(messages(filled({ name: '' }))).toEqual(['Название бота обязательно']);
    expect(messages(filled({ symbol: '' }))).toEqual(['Символ торговой пары обязателен']);
    expect(messages(filled({ wallet_address: '' }))).toEqual(['Адрес кошелька обязателен']);
    expect(messages(filled({ private_key: '' }))).toEqual(['Приватный ключ обязателен']);
    expect(messages(filled({ rpc_url: '' }))).toEqual(['RPC URL обязателен']);
    expect(messages(filled({ gate_api_key: '' }))).toEqual(['API ключ Gate.io обязателен']);
    expect(messages(filled({ gate_api_secret: '' }))).toEqual(['API секрет Gate.io обязателен']);
  });

  it('counts blank-only strings as empty', () => {
    const blank = filled({
      name: '   ',
      symbol: ' \t',
      wallet_address: '\n',
      private_key: '  ',
      rpc_url: ' ',
      gate_api_key: ' ',
      gate_api_secret: '\t',
    });
    expect(messages(blank)).toEqual([M.name, M.symbol, M.wallet, M.privateKey, M.rpcUrl, M.apiKey, M.apiSecret]);
  });

  it('reports the numeric rules with their exact messages', () => {
    expect(messages(filled({ price_open: '0', channel_upper: '1', channel_lower: '-1' }))).toContain('Цена открытия должна быть больше 0');
    expect(messages(filled({ channel_upper: '3000' }))).toEqual(['Верхняя граница канала должна быть больше цены открытия']);
    expect(messages(filled({ channel_lower: '3000' }))).toEqual(['Нижняя граница канала должна быть меньше цены открытия']);
    expect(messages(filled({ usdt_start: '0' }))).toEqual(['Начальное количество USDT должно быть больше 0']);
    expect(messages(filled({ eth_start: '-0.1' }))).toEqual(['Начальное количество ETH должно быть больше 0']);
  });

  it('treats blank numbers as missing, not as zero', () => {
    expect(messages(filled({ price_open: ' ', channel_upper: '', channel_lower: '', usdt_start: '  ', eth_start: '' }))).toEqual([
      M.priceOpen,
      M.upper,
      M.lower,
      M.usdt,
      M.eth,
    ]);
    expect(messages(filled({ usdt_start: 'abc' }))).toEqual([M.usdt]);
  });

  it('joins every message by comma in the spec order', () => {
    const empty = {
      ...defaultHedgeBotForm(),
      symbol: '',
      rpc_url: '',
      price_open: '0',
      channel_upper: '0',
      channel_lower: '0',
      usdt_start: '0',
      eth_start: '0',
    };
    expect(hedgeFormErrorText(validateHedgeBotForm(empty))).toBe(
      [
        'Название бота обязательно',
        'Символ торговой пары обязателен',
        'Адрес кошелька обязателен',
        'Приватный ключ обязателен',
        'RPC URL обязателен',
        'Цена открытия должна быть больше 0',
        'Верхняя граница канала должна быть больше цены открытия',
        'Нижняя граница канала должна быть меньше цены открытия',
        'Начальное количество USDT должно быть больше 0',
        'Начальное количество ETH должно быть больше 0',
        'API ключ Gate.io обязателен',
        'API секрет Gate.io обязателен',
      ].join(', '),
    );
  });

  it('enforces the input limits: URL, max positions 1-20, stop-loss 0.1-50, lower bound above 0, known options', () => {
    expect(messages(filled({ rpc_url: 'not a url' }))).toEqual([M.rpcUrlFormat]);
    expect(messages(filled({ rpc_url: 'ftp://x.org' }))).toEqual([M.rpcUrlFormat]);
    expect(messages(filled({ max_hedge_positions: '0' }))).toEqual([M.maxPositions]);
    expect(messages(filled({ max_hedge_positions: '21' }))).toEqual([M.maxPositions]);
    expect(messages(filled({ max_hedge_positions: '2.5' }))).toEqual([M.maxPositions]);
    expect(messages(filled({ max_hedge_positions: '20' }))).toEqual([]);
    expect(messages(filled({ stop_loss_percent: '0.05' }))).toEqual([M.stopLoss]);
    expect(messages(filled({ stop_loss_percent: '50.1' }))).toEqual([M.stopLoss]);
    expect(messages(filled({ stop_loss_percent: '0.1' }))).toEqual([]);
    expect(messages(filled({ channel_lower: '0' }))).toEqual([M.lowerPositive]);
    expect(messages(filled({ symbol: 'DOGEUSDT' }))).toEqual([M.symbolOption]);
    expect(messages(filled({ network: 'bsc' }))).toEqual([M.networkOption]);
  });

  it('names the wizard steps that hold errors', () => {
    expect(stepsWithErrors(validateHedgeBotForm(filled({ name: '', gate_api_key: '' })))).toEqual([0, 3]);
    expect(stepsWithErrors(validateHedgeBotForm(filled({ private_key: '', eth_start: '0' })))).toEqual([1, 2]);
  });
});

describe('create hedge bot: payload', () => {
  it('trims strings and parses numbers, accepting a decimal comma', () => {
    const p = toHedgeBotPayload(filled({ name: '  Hedge ETH ', eth_start: '3,5', stop_loss_percent: '2.5' }));
    expect(p).toMatchObject({
      name: 'Hedge ETH',
      price_open: 3000,
      channel_upper: 3100,
      channel_lower: 2900,
      usdt_start: 10000,
      eth_start: 3.5,
      max_hedge_positions: 5,
      stop_loss_percent: 2.5,
      gate_testnet: false,
    });
    expect(p.private_key).toBe(PK);
  });
});

describe('hedge bot settings', () => {
  const bot = {
    ...toHedgeBotPayload(filled({ name: 'Hedge' })),
    private_key: undefined,
    gate_api_key: undefined,
    gate_api_secret: undefined,
  };

  it('fills the form from the bot with blank secrets', () => {
    const f = hedgeFormFromBot(bot as never);
    expect(f).toMatchObject({
      name: 'Hedge',
      price_open: '3000',
      eth_start: '3.33',
      max_hedge_positions: '5',
      private_key: '',
      gate_api_key: '',
      gate_api_secret: '',
    });
  });

  it('lets blank secrets pass (kept on the server) but not blank-only required fields', () => {
    const f = hedgeFormFromBot(bot as never);
    expect(validateHedgeSettings(f)).toEqual([]);
    expect(validateHedgeSettings({ ...f, name: '  ', channel_upper: '2000' }).map((e) => e.message)).toEqual([M.name, M.upper]);
  });

  it('sends secrets only when typed', () => {
    const f = hedgeFormFromBot(bot as never);
    expect(toHedgeSettingsPayload(f)).not.toHaveProperty('private_key');
    expect(toHedgeSettingsPayload({ ...f, gate_api_key: ' new ' })).toMatchObject({ gate_api_key: 'new' });
    expect(toHedgeSettingsPayload({ ...f, gate_api_key: ' new ' })).not.toHaveProperty('gate_api_secret');
  });
});

describe('the wizard starts from the pair price (issue 19)', () => {
  it('the spec defaults are the fields around 3000', () => {
    const d = defaultHedgeBotForm();
    expect(hedgePricesAround(DEFAULT_OPEN_PRICE, 'ETHUSDT')).toEqual({
      price_open: d.price_open,
      channel_upper: d.channel_upper,
      channel_lower: d.channel_lower,
      eth_start: d.eth_start,
    });
  });

  it('moves untouched price fields to a known price, on the price scale', () => {
    const { form, anchor } = withMarketPrice(defaultHedgeBotForm(), DEFAULT_ANCHOR, 2412.37);
    expect(anchor).toEqual({ price: 2412.37, symbol: 'ETHUSDT' });
    expect([form.price_open, form.channel_upper, form.channel_lower, form.eth_start]).toEqual(['2412.37', '2492.78', '2331.96', '4.15']);
    const btc = withMarketPrice({ ...form, symbol: 'BTCUSDT' }, anchor, 60000);
    expect(btc.form.channel_upper).toBe('62000');
    expect(btc.form.eth_start).toBe('3.33');
  });

  it('never overwrites a price the user typed, and stays at 3000 while no price is known', () => {
    const typed = { ...defaultHedgeBotForm(), channel_upper: '3333' };
    expect(withMarketPrice(typed, DEFAULT_ANCHOR, 2412.37)).toEqual({ form: typed, anchor: DEFAULT_ANCHOR });
    expect(withMarketPrice(defaultHedgeBotForm(), DEFAULT_ANCHOR, null).form.price_open).toBe('3000');
  });
});
