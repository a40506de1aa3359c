import { describe, expect, it } from 'vitest';
import { BOT_MESSAGES } from './botRules';
import { rpcUrlProblem } from '../input/inputHygiene';
import {
  createPayload,
  emptyBotForm,
  formFromBot,
  strategiesForBot,
  updatePayload,
  validateBotForm,
  DEFAULT_RPC_URL,
  type BotFormValues,
  missingBotFields,
} from './botForm';

const filled = (over: Partial<BotFormValues> = {}): BotFormValues => ({
  ...emptyBotForm(),
  name: 'Бот',
  walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  privateKey: `0x${'ab'.repeat(32)}`,
  ...over,
});

describe('mining bot form (docs/product.md §5)', () => {
  it('defaults: arbitrum, ETH/USDT, no strategy, the public Arbitrum RPC', () => {
    const f = emptyBotForm();
    expect([f.network, f.symbol, f.strategyId, f.rpcUrl]).toEqual(['arbitrum', 'ETH/USDT', '', DEFAULT_RPC_URL]);
  });

  it('requires name, wallet and (on create) the private key; blanks count as empty', () => {
    expect(validateBotForm(filled(), 'create')).toBeNull();
    expect(validateBotForm(filled({ name: '  ' }), 'create')).toBe(BOT_MESSAGES.required);
    expect(validateBotForm(filled({ walletAddress: '' }), 'create')).toBe(BOT_MESSAGES.required);
    expect(validateBotForm(filled({ privateKey: '' }), 'create')).toBe(BOT_MESSAGES.required);
    expect(validateBotForm(filled({ privateKey: '' }), 'edit')).toBeNull();
  });

  it('checks the RPC URL', () => {
    expect(rpcUrlProblem('https://arb1.arbitrum.io/rpc')).toBeNull();
    expect(rpcUrlProblem('wss://node.example/ws')).toBeNull();
    expect(rpcUrlProblem('arb1.arbitrum.io')).toBe(BOT_MESSAGES.rpcUrl);
    expect(rpcUrlProblem('javascript:alert(1)')).toBe(BOT_MESSAGES.rpcUrl);
    expect(validateBotForm(filled({ rpcUrl: 'not a url' }), 'create')).toBe(BOT_MESSAGES.rpcUrl);
  });

  it('offers only the listed networks and pairs on create', () => {
    expect(validateBotForm(filled({ network: 'base' }), 'create')).toBe(BOT_MESSAGES.network);
    expect(validateBotForm(filled({ symbol: 'DOGE/USDT' }), 'create')).toBe(BOT_MESSAGES.symbol);
  });

  it('create payload: trimmed, optional strategy, initial investment 1000', () => {
    const p = createPayload(filled({ name: ' Бот ', strategyId: '' }));
    expect(p).toMatchObject({ name: 'Бот', strategy_id: null, initial_investment: 1000, private_key: `0x${'ab'.repeat(32)}` });
    expect(createPayload(filled({ strategyId: '4' })).strategy_id).toBe(4);
  });

  it('edit payload omits an empty private key and keeps a given one', () => {
    expect('private_key' in updatePayload(filled({ privateKey: '' }))).toBe(false);
    expect(updatePayload(filled({ privateKey: 'k2' })).private_key).toBe('k2');
  });

  it('the edit form never carries a key', () => {
    const f = formFromBot({ name: 'A', network: 'polygon', symbol: 'ETH/USDT', strategyId: 3, walletAddress: '0x1' });
    expect(f).toMatchObject({ privateKey: '', strategyId: '3', rpcUrl: DEFAULT_RPC_URL });
  });
});

describe('strategies a bot may run on (issue 52)', () => {
  it("offers only the bot owner's strategies, and every strategy whose owner the server does not name", () => {
    const list = [
      { strategy_id: 1, user_id: 1, name: 'ETH узкий канал' },
      { strategy_id: 2, user_id: 2, name: 'ETH узкий канал' },
      { strategy_id: 3, name: 'без владельца' },
    ];
    expect(strategiesForBot(list, 2).map((s) => s.strategy_id)).toEqual([2, 3]);
    expect(strategiesForBot(list, null).map((s) => s.strategy_id)).toEqual([1, 2, 3]);
  });
});

describe('missing bot fields (issue 52 item 12)', () => {
  it('names every empty required field at once, the key on create only', () => {
    const v = { ...emptyBotForm(), name: '  ' };
    expect(missingBotFields(v, 'create')).toEqual(['name', 'walletAddress', 'privateKey']);
    expect(missingBotFields({ ...v, walletAddress: '0xabc' }, 'create')).toEqual(['name', 'privateKey']);
    expect(missingBotFields(v, 'edit')).toEqual(['name', 'walletAddress']);
    expect(missingBotFields({ ...v, name: 'Бот', walletAddress: '0xabc', privateKey: 'k' }, 'create')).toEqual([]);
  });
});
