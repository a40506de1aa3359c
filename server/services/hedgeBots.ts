// Creating and changing a hedge bot: the payload checked by the hedge rules the wizard uses
// (src/domain/rules/hedge/hedgeRules.ts: the docs/product.md §5 messages joined by comma), secrets sealed, columns written.
import type Database from 'better-sqlite3';
import type { HedgeBotPayload } from '../../src/domain/contracts/hedge';
import { hedgePayloadErrors } from '../../src/domain/rules/hedge/hedgeRules';
import type { AuthUser } from '../auth/guard';
import type { SecretBox } from '../auth/secretBox';
import { badRequest } from '../http/errors';
import { toHedgeBot, type HedgeBotRow } from '../data/rows';
import { countCreation, nextBotId } from './miningBots';
import { writeJournal } from '../journal/journal';
import { TEXT } from '../http/texts';

const SECRETS = ['private_key', 'gate_api_key', 'gate_api_secret'] as const;
const BOOLS = ['gate_testnet', 'enable_technical_analysis', 'auto_hedge', 'auto_rebalance'] as const;
/** Fields of the bot itself that editors post back; ignored (status changes go through start/stop). */
const IGNORED = ['bot_id', 'user_id', 'status', 'created_at', 'updated_at'] as const;

function refuseInvalid(payload: Partial<HedgeBotPayload>, secretsOptional: boolean, allowPrivateRpc: boolean): void {
  const errors = hedgePayloadErrors(payload, { secretsOptional, allowPrivateRpc });
  if (errors.length > 0) throw badRequest(errors.map((e) => e.message).join(', '));
}

/** The payload stored for a bot: its answer without the fields of the bot itself (secrets are sealed apart). */
function payloadOf(row: HedgeBotRow): Omit<HedgeBotPayload, (typeof SECRETS)[number]> {
  const { bot_id: _id, user_id: _user, status: _status, created_at: _created, updated_at: _updated, ...payload } = toHedgeBot(row);
  return payload;
}

/** Table columns of a valid payload (strings trimmed, booleans as 0/1). */
function columnsOf(p: Omit<HedgeBotPayload, (typeof SECRETS)[number]>) {
  return {
    name: p.name.trim(),
    symbol: p.symbol.trim(),
    network: p.network,
    wallet_address: p.wallet_address.trim(),
    rpc_url: p.rpc_url.trim(),
    price_open: p.price_open,
    channel_upper: p.channel_upper,
    channel_lower: p.channel_lower,
    usdt_start: p.usdt_start,
    eth_start: p.eth_start,
    max_hedge_positions: p.max_hedge_positions,
    stop_loss_percent: p.stop_loss_percent,
    analysis_interval: p.analysis_interval,
    ...Object.fromEntries(BOOLS.map((k) => [k, p[k] ? 1 : 0])),
  };
}

const now = () => new Date().toISOString();

export function createHedgeBot(
  db: Database.Database,
  secrets: SecretBox,
  me: AuthUser,
  body: Partial<HedgeBotPayload>,
  allowPrivateRpc = false,
): number {
  refuseInvalid(body, false, allowPrivateRpc);
  const p = body as HedgeBotPayload;
  return db.transaction(() => {
    countCreation(db, me.user_id);
    const botId = nextBotId(db, 'hedge');
    const at = now();
    const cols = {
      ...columnsOf(p),
      bot_id: botId,
      user_id: me.user_id,
      status: 'stopped',
      created_at: at,
      updated_at: at,
      private_key_enc: secrets.seal(p.private_key.trim()),
      // Exchange secrets are kept exactly as given (the rules refuse what could not be).
      gate_api_key_enc: secrets.seal(p.gate_api_key),
      gate_api_secret_enc: secrets.seal(p.gate_api_secret),
    };
    const keys = Object.keys(cols);
    db.prepare(`INSERT INTO hedge_bots (${keys.join(', ')}) VALUES (${keys.map((k) => `@${k}`).join(', ')})`).run(cols);
    writeJournal(db, null, botId, 'info', TEXT.journal.hedgeCreated);
    return botId;
  })();
}

/** Settings: the body over the stored bot; a blank secret keeps the stored one, a typed one replaces it. */
export function updateHedgeBot(
  db: Database.Database,
  secrets: SecretBox,
  row: HedgeBotRow,
  body: Record<string, unknown>,
  allowPrivateRpc = false,
): void {
  const change = { ...body };
  for (const key of IGNORED) delete change[key];
  for (const key of SECRETS) if (typeof change[key] === 'string' && (change[key] as string).trim() === '') delete change[key];
  const merged = { ...payloadOf(row), ...change } as Partial<HedgeBotPayload>;
  refuseInvalid(merged, true, allowPrivateRpc);
  const cols: Record<string, unknown> = { ...columnsOf(merged as HedgeBotPayload), updated_at: now() };
  for (const key of SECRETS)
    if (typeof change[key] === 'string')
      cols[`${key}_enc`] = secrets.seal(key === 'private_key' ? (change[key] as string).trim() : (change[key] as string));
  db.prepare(
    `UPDATE hedge_bots SET ${Object.keys(cols)
      .map((k) => `${k} = @${k}`)
      .join(', ')} WHERE bot_id = @bot_id`,
  ).run({ ...cols, bot_id: row.bot_id });
}
