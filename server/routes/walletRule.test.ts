// Issue 19: the wallet address rule the forms check as it is typed is the server's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '../../src/domain/rules/input/walletAddress';
import { botPayload, hedgePayload, makeTestApp, type TestApp } from './testSupport';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser('wallets', 'trader');
  token = await t.login('wallets');
});
afterAll(async () => {
  await t.close();
});

const flipped = '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('wallet address rule on the server', () => {
  it('refuses a short address or a broken checksum for mining and hedge bots, and changes nothing', async () => {
    const cases: Array<[string, object, string]> = [
      ['/api/bots', botPayload({ wallet_address: '0x1' }), WALLET_MESSAGES.format],
      ['/api/bots', botPayload({ wallet_address: flipped }), WALLET_MESSAGES.checksum],
      ['/api/hedge-bot/create', hedgePayload({ wallet_address: '0x1' }), WALLET_MESSAGES.format],
      ['/api/hedge-bot/create', hedgePayload({ wallet_address: flipped }), WALLET_MESSAGES.checksum],
    ];
    for (const [url, payload, detail] of cases) {
      const before = t.dump();
      const res = await t.call(token, { method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail).toBe(detail);
      expect(t.dump()).toBe(before);
    }
  });

  it('refuses a bad address on update too', async () => {
    const bot = (await t.call(token, { method: 'POST', url: '/api/bots', payload: botPayload() })).json();
    const res = await t.call(token, { method: 'PUT', url: `/api/bots/${bot.bot_id}`, payload: { wallet_address: flipped } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(WALLET_MESSAGES.checksum);
  });
});
