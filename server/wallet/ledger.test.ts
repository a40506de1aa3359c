// A mining bot's wallet on the reference backend (issue 54): the deposit, a mint and a collect per
// position with their gas, balances that follow them, and links to the network's block explorer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explorerTxUrls } from '../config';
import { botPayload, makeTestApp, type TestApp } from '../routes/testSupport';

let t: TestApp;
let token = '';
let botId = 0;

type Tx = {
  type: string;
  token: string;
  amount: number;
  usd_value: number;
  gas_usd?: number;
  explorer_url: string | null;
  tx_hash: string;
};
const transactions = async () => (await t.call(token, { method: 'GET', url: `/api/bots/${botId}/wallet/transactions` })).json() as Tx[];

beforeAll(async () => {
  t = await makeTestApp({ explorerTxUrls: explorerTxUrls('{"arbitrum": "https://explorer.example/tx/{hash}"}') });
  await t.addUser('w_trader', 'trader');
  token = await t.login('w_trader');
  botId = (await t.call(token, { method: 'POST', url: '/api/bots', payload: botPayload({ initial_investment: 2000 }) })).json().bot_id;
});

afterAll(async () => {
  await t.close();
});

describe('the wallet of a bot', () => {
  it('holds the deposit, then a mint and a collect per position, each with its gas', async () => {
    expect(await transactions()).toMatchObject([{ type: 'deposit', token: 'USDT', amount: 2000 }]);
    await t.call(token, { method: 'POST', url: `/api/bots/${botId}/start` });
    const [mint] = await transactions();
    expect(mint).toMatchObject({ type: 'mint', token: 'USDT' });
    expect(mint.amount).toBeLessThan(0);
    expect(mint.gas_usd).toBeGreaterThan(0);
    const balance = (await t.call(token, { method: 'GET', url: `/api/bots/${botId}/wallet/balance` })).json();
    expect(balance.total_usd).toBeCloseTo(2000 + mint.amount, 6);

    await t.call(token, { method: 'POST', url: `/api/bots/${botId}/stop` });
    const [collect] = await transactions();
    expect(collect).toMatchObject({ type: 'collect', token: 'USDT' });
    expect(collect.amount).toBeGreaterThan(0);
    expect(collect.gas_usd).toBeGreaterThan(0);
    const after = (await t.call(token, { method: 'GET', url: `/api/bots/${botId}/wallet/balance` })).json();
    expect(after.balances).toEqual([{ token: 'USDT', amount: expect.any(Number), usd_value: expect.any(Number) }]);
    expect(after.total_usd).toBeCloseTo(2000 + mint.amount + collect.amount, 6);
  });

  it('links each transaction to the block explorer of the bot’s network', async () => {
    for (const tx of await transactions()) expect(tx.explorer_url).toBe(`https://explorer.example/tx/${tx.tx_hash}`);
  });
});

describe('EXPLORER_TX_URLS', () => {
  it('lays templates over the public explorers; an empty one drops a network’s links', () => {
    const urls = explorerTxUrls('{"polygon": "https://scan.example/tx/{hash}", "bsc": ""}');
    expect(urls.polygon).toBe('https://scan.example/tx/{hash}');
    expect(urls.arbitrum).toBe('https://arbiscan.io/tx/{hash}');
    expect(urls.bsc).toBeUndefined();
  });

  it('stops the start on a template it cannot use, naming it', () => {
    expect(() => explorerTxUrls('{"base": "https://scan.example/tx/"}')).toThrow(/base has no \{hash\}/);
    expect(() => explorerTxUrls('[1]')).toThrow(/object/);
    expect(() => explorerTxUrls('{')).toThrow(/JSON/);
  });
});
