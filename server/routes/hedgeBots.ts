// /api/hedge-bot/…: list, one, create, start, stop, settings, delete. Validation of the create and
// settings payloads is the wizard's own (src/domain/hedgeBotForm.ts), so the server answers with
// the SPEC §5 messages joined by comma. Performance and hedge positions are the simulator's routes.
import type { FastifyInstance } from 'fastify';
import { defaultHedgeBotForm, hedgeFormErrorText, validateHedgeBotForm, type HedgeBotForm } from '../../src/domain/hedgeBotForm';
import { requirePermission, type AuthUser } from '../auth/guard';
import { badRequest } from '../errors';
import type { RouteDeps } from './deps';
import { addLog, checkConcurrent, countCreation, nextBotId } from './botActions';
import { ownedHedgeBot, ownerScope, toHedgeBot, type HedgeBotRow } from './rows';
import { bool, idParams, LIMITS, noQuery, num, str } from './schemas';

const money = num(-1e12, 1e12);

const hedgeProps = {
  name: str(LIMITS.name),
  symbol: str(20),
  network: str(20),
  wallet_address: str(LIMITS.wallet),
  private_key: str(LIMITS.secret),
  rpc_url: str(LIMITS.url),
  price_open: money,
  channel_upper: money,
  channel_lower: money,
  usdt_start: money,
  eth_start: money,
  gate_api_key: str(LIMITS.secret),
  gate_api_secret: str(LIMITS.secret),
  gate_testnet: bool,
  analysis_interval: str(4),
  enable_technical_analysis: bool,
  auto_hedge: bool,
  auto_rebalance: bool,
  max_hedge_positions: num(-1e6, 1e6),
  stop_loss_percent: num(-1e6, 1e6),
} as const;

const createBody = { type: 'object', additionalProperties: false, properties: hedgeProps } as const;
const settingsBody = {
  ...createBody,
  minProperties: 1,
  properties: {
    ...hedgeProps,
    // Sent back by editors that post the whole bot; ignored (status changes go through start/stop).
    bot_id: { type: 'integer' },
    user_id: { type: 'integer' },
    status: str(20),
    created_at: str(40),
    updated_at: str(40),
  },
} as const;

const IGNORED = ['bot_id', 'user_id', 'status', 'created_at', 'updated_at'] as const;

type HedgeBody = Partial<Record<keyof typeof hedgeProps, string | number | boolean>>;

const SECRETS = ['private_key', 'gate_api_key', 'gate_api_secret'] as const;
const BOOLS = ['gate_testnet', 'enable_technical_analysis', 'auto_hedge', 'auto_rebalance'] as const;

/** The payload as the wizard's form (strings), so its validation applies unchanged. */
function toForm(base: HedgeBotForm, body: HedgeBody): HedgeBotForm {
  const form = { ...base } as Record<string, string | boolean>;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    form[key] = typeof value === 'boolean' ? value : String(value);
  }
  return form as unknown as HedgeBotForm;
}

function formOf(row: HedgeBotRow): HedgeBotForm {
  return {
    name: row.name,
    symbol: row.symbol,
    network: row.network,
    wallet_address: row.wallet_address,
    // Stored secrets stand as present; a settings update may replace them but not blank them.
    private_key: '(stored)',
    gate_api_key: '(stored)',
    gate_api_secret: '(stored)',
    rpc_url: row.rpc_url,
    price_open: String(row.price_open),
    channel_upper: String(row.channel_upper),
    channel_lower: String(row.channel_lower),
    usdt_start: String(row.usdt_start),
    eth_start: String(row.eth_start),
    max_hedge_positions: String(row.max_hedge_positions),
    stop_loss_percent: String(row.stop_loss_percent),
    analysis_interval: row.analysis_interval as HedgeBotForm['analysis_interval'],
    gate_testnet: row.gate_testnet === 1,
    enable_technical_analysis: row.enable_technical_analysis === 1,
    auto_hedge: row.auto_hedge === 1,
    auto_rebalance: row.auto_rebalance === 1,
  };
}

function checkForm(form: HedgeBotForm): void {
  const text = hedgeFormErrorText(validateHedgeBotForm(form));
  if (text) throw badRequest(text);
}

/** Table columns of a valid form (numbers parsed, strings trimmed, booleans as 0/1). */
function columnsOf(form: HedgeBotForm) {
  const n = (v: string) => Number(v.trim().replace(',', '.'));
  return {
    name: form.name.trim(),
    symbol: form.symbol.trim(),
    network: form.network,
    wallet_address: form.wallet_address.trim(),
    rpc_url: form.rpc_url.trim(),
    price_open: n(form.price_open),
    channel_upper: n(form.channel_upper),
    channel_lower: n(form.channel_lower),
    usdt_start: n(form.usdt_start),
    eth_start: n(form.eth_start),
    max_hedge_positions: n(form.max_hedge_positions),
    stop_loss_percent: n(form.stop_loss_percent),
    analysis_interval: form.analysis_interval,
    ...Object.fromEntries(BOOLS.map((k) => [k, form[k] ? 1 : 0])),
  };
}

const user = (request: { user?: AuthUser }) => request.user as AuthUser;
const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

export async function registerHedgeBotRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const byId = (id: number) => db.prepare('SELECT * FROM hedge_bots WHERE bot_id = ?').get(id) as HedgeBotRow;
  const publish = (row: HedgeBotRow) =>
    deps.hub.publish({ type: 'bot_status', bot_id: row.bot_id, status: row.status, running: row.status === 'running', ts: Date.now() });

  const list = async (request: { user?: AuthUser }) => {
    const scope = ownerScope(user(request));
    return (db.prepare(`SELECT * FROM hedge_bots WHERE ${scope.where} ORDER BY bot_id`).all(...scope.args) as HedgeBotRow[]).map(
      toHedgeBot,
    );
  };
  const read = { onRequest: requirePermission('hedge:read'), schema: { querystring: noQuery } };
  app.get('/api/hedge-bot/', read, list);
  app.get('/api/hedge-bot', read, list);

  app.get(
    '/api/hedge-bot/:id',
    { onRequest: requirePermission('hedge:read'), schema: { params: idParams, querystring: noQuery } },
    async (request) => toHedgeBot(ownedHedgeBot(db, idOf(request), user(request))),
  );

  app.post(
    '/api/hedge-bot/create',
    { onRequest: requirePermission('hedge:create'), schema: { body: createBody, querystring: noQuery } },
    async (request, reply) => {
      const me = user(request);
      const body = (request.body ?? {}) as HedgeBody;
      const blankSecrets = { private_key: '', gate_api_key: '', gate_api_secret: '' };
      const form = toForm(
        {
          ...defaultHedgeBotForm(),
          ...blankSecrets,
          name: '',
          wallet_address: '',
          rpc_url: '',
          price_open: '',
          channel_upper: '',
          channel_lower: '',
          usdt_start: '',
          eth_start: '',
        },
        body,
      );
      checkForm(form);
      const id = db.transaction(() => {
        countCreation(db, me.user_id);
        const botId = nextBotId(db, 'hedge');
        const at = new Date().toISOString();
        const cols = {
          ...columnsOf(form),
          bot_id: botId,
          user_id: me.user_id,
          status: 'stopped',
          created_at: at,
          updated_at: at,
          private_key_enc: deps.secrets.seal(form.private_key.trim()),
          gate_api_key_enc: deps.secrets.seal(form.gate_api_key.trim()),
          gate_api_secret_enc: deps.secrets.seal(form.gate_api_secret.trim()),
        };
        const keys = Object.keys(cols);
        db.prepare(`INSERT INTO hedge_bots (${keys.join(', ')}) VALUES (${keys.map((k) => `@${k}`).join(', ')})`).run(cols);
        addLog(db, botId, 'info', 'Хедж-бот создан');
        return botId;
      })();
      reply.code(201);
      return toHedgeBot(byId(id));
    },
  );

  app.put(
    '/api/hedge-bot/:id/settings',
    { onRequest: requirePermission('hedge:update'), schema: { params: idParams, body: settingsBody, querystring: noQuery } },
    async (request) => {
      const row = ownedHedgeBot(db, idOf(request), user(request));
      const body = { ...(request.body as HedgeBody) } as Record<string, unknown>;
      for (const key of IGNORED) delete body[key];
      // A blank secret means "keep the stored one".
      for (const key of SECRETS) if (typeof body[key] === 'string' && (body[key] as string).trim() === '') delete body[key];
      const form = toForm(formOf(row), body as HedgeBody);
      checkForm(form);
      const cols: Record<string, unknown> = { ...columnsOf(form), updated_at: new Date().toISOString() };
      if (body.private_key !== undefined) cols.private_key_enc = deps.secrets.seal(String(body.private_key).trim());
      if (body.gate_api_key !== undefined) cols.gate_api_key_enc = deps.secrets.seal(String(body.gate_api_key).trim());
      if (body.gate_api_secret !== undefined) cols.gate_api_secret_enc = deps.secrets.seal(String(body.gate_api_secret).trim());
      db.prepare(
        `UPDATE hedge_bots SET ${Object.keys(cols)
          .map((k) => `${k} = @${k}`)
          .join(', ')} WHERE bot_id = @bot_id`,
      ).run({ ...cols, bot_id: row.bot_id });
      addLog(db, row.bot_id, 'info', 'Настройки хедж-бота изменены');
      return toHedgeBot(byId(row.bot_id));
    },
  );

  app.post(
    '/api/hedge-bot/:id/start',
    { onRequest: requirePermission('hedge:execute'), schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const row = ownedHedgeBot(db, idOf(request), user(request));
      if (row.status === 'running') return toHedgeBot(row);
      db.transaction(() => {
        checkConcurrent(db, row.user_id);
        db.prepare("UPDATE hedge_bots SET status = 'running', updated_at = ? WHERE bot_id = ?").run(new Date().toISOString(), row.bot_id);
        addLog(db, row.bot_id, 'info', 'Хедж-бот запущен');
      })();
      deps.sim.hedgeBotStarted(row.bot_id);
      const started = byId(row.bot_id);
      publish(started);
      return toHedgeBot(started);
    },
  );

  app.post(
    '/api/hedge-bot/:id/stop',
    { onRequest: requirePermission('hedge:execute'), schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const row = ownedHedgeBot(db, idOf(request), user(request));
      if (row.status === 'stopped') return toHedgeBot(row);
      db.prepare("UPDATE hedge_bots SET status = 'stopped', updated_at = ? WHERE bot_id = ?").run(new Date().toISOString(), row.bot_id);
      addLog(db, row.bot_id, 'info', 'Хедж-бот остановлен');
      deps.sim.hedgeBotStopped(row.bot_id);
      const stopped = byId(row.bot_id);
      publish(stopped);
      return toHedgeBot(stopped);
    },
  );

  app.delete(
    '/api/hedge-bot/:id',
    { onRequest: requirePermission('hedge:delete'), schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const row = ownedHedgeBot(db, idOf(request), user(request));
      deps.sim.hedgeBotDeleted(row.bot_id);
      db.transaction(() => {
        db.prepare('DELETE FROM hedge_bots WHERE bot_id = ?').run(row.bot_id);
        db.prepare('DELETE FROM bot_logs WHERE bot_id = ?').run(row.bot_id);
        db.prepare('DELETE FROM alerts WHERE bot_id = ?').run(row.bot_id);
      })();
      return { message: 'Хедж-бот удалён', bot_id: row.bot_id };
    },
  );
}
