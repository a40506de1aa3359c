// `--write`: the mutating calls, on objects the check creates and then deletes: one strategy,
// three mining bots (the bot API, the mining-bot API and a strategy start), one hedge bot with
// two hedge positions, and one push device whose endpoint resolves nowhere. Bodies are built by
// the same domain code as the app's forms, with a sample wallet and sample keys that unlock
// nothing. A backend that counts bot creations against a limit (the reference one does) counts
// these four. The profile and the notification rules are saved as they are.
import crypto from 'node:crypto';
import { createPayload, emptyBotForm, updatePayload } from '../../src/domain/rules/mining/botForm';
import { defaultHedgeBotForm, toHedgeBotPayload } from '../../src/domain/rules/hedge/hedgeBotForm';
import { newStrategy } from '../../src/domain/rules/strategies/strategyDefaults';
import type { CallName, CheckClient } from './client';
import { watchJournal } from './live';

/** Calls no run sends, and why. */
export const NEVER_SENT: Partial<Record<CallName, string>> = {
  register: 'would create an account that no call deletes',
  verifyEmail: 'needs the token of a verification e-mail',
  forgotPassword: 'would send an e-mail',
  resetPassword: 'needs the token of a reset e-mail',
  uploadAvatar: "would replace the account's avatar",
  avatar: 'an image: its address comes with the profile',
  setUserStatus: "would suspend or reactivate someone's account",
  marketSwitch: "the reference backend's switch for a failing market feed",
  flood: "the reference backend's load-test switch",
  pushDeviceTest: 'would send a notification',
  alertsRead: "would mark the user's notifications read",
  secondFactor: 'needs a TOTP code: run with --code for an account with a second factor',
  changePassword: "would change the account's password",
  totpSetup: 'would start a second-factor enrolment on the account',
  totpEnable: 'needs a code from the enrolled authenticator',
  totpDisable: "would turn the account's second factor off",
  endSession: "would sign out one of the account's devices",
  endAllSessions: 'would sign the account out everywhere',
  saveAdminSettings: "would save the system's settings",
  createAdminUser: 'would create an account that only an admin can delete',
  updateAdminUser: "would change someone's role or limits",
  deleteAdminUser: 'would delete an account',
};

const SAMPLE_WALLET = '0x00000000000000000000000000000000c0dec0de';
const SAMPLE_SECRET = 'check-backend-sample-not-a-key';
/** Shaped as a private key must be (`0x` + 64 hex digits), and plainly not anybody's. */
const SAMPLE_KEY = `0x${'c0de'.repeat(16)}`;

export async function checkWrites(client: CheckClient, base: string): Promise<void> {
  const name = `check-backend ${new Date().toISOString().slice(0, 19)}`;
  const { strategy_id: _new, ...strategy } = newStrategy();
  const created = await client.call('createStrategy', { body: { ...strategy, name } });
  if (!created) return;
  const strategyId = created.strategy_id;
  try {
    await client.call('updateStrategy', { params: { id: strategyId }, body: { description: 'check-backend' } });
    await miningBots(client, base, name, strategyId);
    await hedgeBot(client, name);
    await pushDevice(client, name);
  } finally {
    await client.call('deleteStrategy', { params: { id: strategyId } });
  }
}

async function miningBots(client: CheckClient, base: string, name: string, strategyId: number): Promise<void> {
  const form = { ...emptyBotForm(), name, strategyId: String(strategyId), walletAddress: SAMPLE_WALLET, privateKey: SAMPLE_KEY };
  const bot = await client.call('createBot', { body: createPayload(form) });
  if (bot) {
    const id = { id: bot.bot_id };
    try {
      await client.call('updateBot', { params: id, body: updatePayload({ ...form, name: `${name} (2)`, privateKey: '' }) });
      // the bot's socket hears the start's journal entry
      const journal = await watchJournal(client, base, bot.bot_id);
      await client.call('startBot', { params: id });
      await journal.expectEntry();
      const open = await client.call('botPositions', { params: id });
      const position = open?.find((p) => p.status === 'open');
      if (position) {
        // a fresh position is usually balanced (a 409 the contract names); re-minted, the new one is closed
        const params = { id: bot.bot_id, positionId: position.token_id };
        const next = await client.call('rebalancePosition', { params });
        await client.call('closePosition', { params: { ...params, positionId: next?.token_id ?? position.token_id } });
      } else {
        client.skip('rebalancePosition', 'the started bot opened no position');
        client.skip('closePosition', 'the started bot opened no position');
      }
      await client.call('stopBot', { params: id });
      await client.call('toggleBot', { params: id });
      await client.call('restartBot', { params: id });
      await client.call('toggleBot', { params: id });
    } finally {
      await client.call('deleteBot', { params: id });
    }
  }

  const viaApi = await client.call('createMiningBot', { body: { ...createPayload(form), initial_investment: 1000 } });
  if (viaApi) {
    try {
      await client.call('startMiningBot', { params: { id: viaApi.bot_id } });
      await client.call('stopMiningBot', { params: { id: viaApi.bot_id } });
    } finally {
      await client.call('deleteBot', { params: { id: viaApi.bot_id } });
    }
  }

  const started = await client.call('miningStart', {
    body: { strategy_id: strategyId, wallet_address: SAMPLE_WALLET, private_key: SAMPLE_KEY },
  });
  if (started) {
    try {
      await client.call('miningStop', { body: { strategy_id: strategyId } });
    } finally {
      await client.call('deleteBot', { params: { id: started.bot_id } });
    }
  }
}

async function hedgeBot(client: CheckClient, name: string): Promise<void> {
  const payload = toHedgeBotPayload({
    ...defaultHedgeBotForm(),
    name,
    wallet_address: SAMPLE_WALLET,
    private_key: SAMPLE_KEY,
    gate_api_key: SAMPLE_SECRET,
    gate_api_secret: SAMPLE_SECRET,
  });
  const bot = await client.call('createHedgeBot', { body: payload });
  if (!bot) return;
  const id = { id: bot.bot_id };
  try {
    await client.call('hedgeBotSettings', { params: id, body: { name: `${name} (2)` } });
    await client.call('startHedgeBot', { params: id });
    const opened = await client.call('openHedgePosition', { params: id, body: {} });
    if (opened) await client.call('closeHedgePosition', { params: { id: bot.bot_id, positionId: opened.position_id } });
    const openedV2 = await client.call('openHedgePositionV2', { body: { bot_id: bot.bot_id } });
    if (openedV2) await client.call('closeHedgePositionV2', { params: { id: openedV2.position_id } });
    await client.call('stopHedgeBot', { params: id });
  } finally {
    await client.call('deleteHedgeBot', { params: id });
  }
}

/**
 * A device subscribed with a fresh P-256 key to an endpoint under `.invalid` (a name that never
 * resolves, RFC 6761), switched off and deleted: no notification can reach anyone.
 */
async function pushDevice(client: CheckClient, name: string): Promise<void> {
  const ecdh = crypto.createECDH('prime256v1');
  const subscription = {
    endpoint: `https://push.invalid/check-backend/${crypto.randomUUID()}`,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  };
  const device = await client.call('pushSubscribe', { body: { subscription, label: name } });
  if (!device) return;
  try {
    await client.call('pushDeviceUpdate', { params: { id: device.id }, body: { enabled: false } });
  } finally {
    await client.call('pushDeviceDelete', { params: { id: device.id } });
  }
}

/** Saves the profile and the notification rules as they are: the update calls, changing nothing. */
export async function checkSettingsUpdates(client: CheckClient, fullName: string | null): Promise<void> {
  await client.call('updateProfile', { body: { full_name: fullName } });
  const rules = await client.call('alertRules');
  if (!rules) return;
  const { updated_at: _saved, ...body } = rules;
  await client.call('saveAlertRules', { body });
}
