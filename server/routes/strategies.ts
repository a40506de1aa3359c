// /api/strategies: list, one, create, update (also the stop-loss update of SPEC §7), delete.
// Every save goes through the SPEC §5 sanitiser of src/domain, as the editor's does.
import type { FastifyInstance } from 'fastify';
import { newStrategy } from '../../src/domain/strategyDefaults';
import { sanitiseStrategy } from '../../src/domain/strategySanitise';
import { applyChannelChange, channelProblem } from '../../src/domain/strategyChannelCheck';
import type { Strategy } from '../../src/domain/types';
import { requirePermission, type AuthUser } from '../auth/guard';
import { badRequest } from '../errors';
import type { RouteDeps } from './deps';
import { ownedStrategy, ownerScope, toStrategy, type StrategyRow } from './rows';
import { bool, idParams, int, LIMITS, MAX_ID, MINING_NETWORKS, noQuery, num, oneOf, str } from './schemas';

export const STRATEGY_TEXT = {
  nameRequired: 'Название стратегии обязательно',
  exitNotFound: 'Стратегия выхода не найдена',
  deleted: 'Стратегия удалена',
} as const;

/** The pairs the simulated market quotes, with or without the slash. */
const STRATEGY_SYMBOLS = ['ETH', 'BTC', 'BNB', 'MATIC', 'ARB', 'ADA', 'SOL'].flatMap((base) => [`${base}/USDT`, `${base}USDT`]);

const priceList = { type: 'array', maxItems: 20, items: num(0, 1e9) } as const;
const percentList = { type: 'array', maxItems: 20, items: num(0, 100) } as const;
const exit = { type: 'string', maxLength: 12, pattern: '^(current|close|[0-9]{1,10})$' } as const;

const strategyProps = {
  // Sent back by editors that post the whole object; ignored.
  strategy_id: { type: ['integer', 'string'], maxLength: 10, minimum: 1, maximum: MAX_ID },
  user_id: int(1, MAX_ID),
  created_at: str(40),
  updated_at: str(40),
  name: str(LIMITS.name),
  description: str(LIMITS.text),
  symbol: oneOf(STRATEGY_SYMBOLS),
  network: oneOf(MINING_NETWORKS),
  is_active: bool,
  strategy_type: oneOf(['liquidity_mining']),
  position_size_percent: num(0, 100),
  channel_width: num(0, 1_000_000),
  channel_width_unit: oneOf(['USDT', 'PERCENT']),
  upper_channel: num(0, 1e9),
  lower_channel: num(0, 1e9),
  upper_channel_percent: num(0, 100),
  lower_channel_percent: num(0, 100),
  upper_stop_losses: priceList,
  lower_stop_losses: priceList,
  stops_unit: oneOf(['USDT', 'PERCENT']),
  upper_stop_losses_percent: percentList,
  lower_stop_losses_percent: percentList,
  exit_strategy_upper: exit,
  exit_strategy_lower: exit,
  stop_loss_percent: num(0, 100),
  stop_loss_position: { type: ['string', 'null'], enum: ['upper', 'lower', 'both', null] },
  max_positions: int(1, 20),
  max_position_size: num(0, 1e9),
  confidence_threshold: num(0, 100),
  growth_threshold: num(0, 100),
  fall_threshold: num(0, 100),
  rebalance_threshold: num(0, 100),
} as const;

const createBody = { type: 'object', additionalProperties: false, properties: strategyProps } as const;
const updateBody = { ...createBody, minProperties: 1 } as const;

type StrategyBody = Partial<Omit<Strategy, 'strategy_id'>> & {
  stop_loss_percent?: number;
  stop_loss_position?: string;
  max_positions?: number;
  max_position_size?: number;
  confidence_threshold?: number;
  growth_threshold?: number;
  fall_threshold?: number;
  rebalance_threshold?: number;
};

const EXTRA = [
  'stop_loss_percent',
  'stop_loss_position',
  'max_positions',
  'max_position_size',
  'confidence_threshold',
  'growth_threshold',
  'fall_threshold',
  'rebalance_threshold',
] as const;

const user = (request: { user?: AuthUser }) => request.user as AuthUser;

/** The change applied to a strategy, refused (400) when its channel or stops are impossible (issue 19). */
function checkedChannel(current: Strategy, body: StrategyBody): Strategy {
  const next = applyChannelChange(current, body) as Strategy;
  const problem = channelProblem(next);
  if (problem) throw badRequest(problem);
  return next;
}
const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

export async function registerStrategyRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;

  /** An exit to another strategy must name one of the owner's strategies. */
  const checkExit = (value: string, ownerId: number, selfId: number | null) => {
    if (!/^[0-9]+$/.test(value)) return;
    const row = db.prepare('SELECT user_id FROM strategies WHERE strategy_id = ?').get(Number(value)) as { user_id: number } | undefined;
    if (!row || row.user_id !== ownerId || Number(value) === selfId) throw badRequest(STRATEGY_TEXT.exitNotFound);
  };

  const columnsOf = (s: Strategy, extra: StrategyBody, base: Partial<StrategyRow>) => ({
    name: s.name,
    description: s.description,
    symbol: s.symbol,
    network: s.network,
    is_active: s.is_active ? 1 : 0,
    strategy_type: 'liquidity_mining',
    position_size_percent: s.position_size_percent,
    channel_width: s.channel_width,
    channel_width_unit: s.channel_width_unit,
    upper_channel: s.upper_channel,
    lower_channel: s.lower_channel,
    upper_channel_percent: s.upper_channel_percent,
    lower_channel_percent: s.lower_channel_percent,
    upper_stop_losses: JSON.stringify(s.upper_stop_losses),
    lower_stop_losses: JSON.stringify(s.lower_stop_losses),
    stops_unit: s.stops_unit,
    upper_stop_losses_percent: JSON.stringify(s.upper_stop_losses_percent),
    lower_stop_losses_percent: JSON.stringify(s.lower_stop_losses_percent),
    exit_strategy_upper: s.exit_strategy_upper,
    exit_strategy_lower: s.exit_strategy_lower,
    ...Object.fromEntries(EXTRA.map((k) => [k, extra[k] !== undefined ? extra[k] : (base[k] ?? DEFAULT_EXTRA[k])])),
  });

  app.get('/api/strategies', { onRequest: requirePermission('bot:read'), schema: { querystring: noQuery } }, async (request) => {
    const scope = ownerScope(user(request));
    return (db.prepare(`SELECT * FROM strategies WHERE ${scope.where} ORDER BY strategy_id`).all(...scope.args) as StrategyRow[]).map(
      toStrategy,
    );
  });

  app.get(
    '/api/strategies/:id',
    { onRequest: requirePermission('bot:read'), schema: { params: idParams, querystring: noQuery } },
    async (request) => toStrategy(ownedStrategy(db, idOf(request), user(request))),
  );

  app.post(
    '/api/strategies',
    { onRequest: requirePermission('bot:create'), schema: { body: createBody, querystring: noQuery } },
    async (request, reply) => {
      const me = user(request);
      const body = (request.body ?? {}) as StrategyBody;
      if (!body.name || body.name.trim() === '') throw badRequest(STRATEGY_TEXT.nameRequired);
      const symbol = body.symbol ?? 'ETH/USDT';
      const base = newStrategy(deps.sim.price(symbol), symbol);
      const s = sanitiseStrategy(checkedChannel({ ...base, strategy_id: 'new' }, body));
      checkExit(s.exit_strategy_upper, me.user_id, null);
      checkExit(s.exit_strategy_lower, me.user_id, null);
      const at = new Date().toISOString();
      const cols = { ...columnsOf(s, body, {}), user_id: me.user_id, created_at: at, updated_at: at };
      const keys = Object.keys(cols);
      const info = db.prepare(`INSERT INTO strategies (${keys.join(', ')}) VALUES (${keys.map((k) => `@${k}`).join(', ')})`).run(cols);
      reply.code(201);
      return toStrategy(db.prepare('SELECT * FROM strategies WHERE strategy_id = ?').get(info.lastInsertRowid) as StrategyRow);
    },
  );

  app.put(
    '/api/strategies/:id',
    { onRequest: requirePermission('bot:update'), schema: { params: idParams, body: updateBody, querystring: noQuery } },
    async (request) => {
      const row = ownedStrategy(db, idOf(request), user(request));
      const body = request.body as StrategyBody;
      if (body.name !== undefined && body.name.trim() === '') throw badRequest(STRATEGY_TEXT.nameRequired);
      const current = toStrategy(row) as Strategy;
      const s = sanitiseStrategy(checkedChannel({ ...current, strategy_id: row.strategy_id }, body));
      checkExit(s.exit_strategy_upper, row.user_id, row.strategy_id);
      checkExit(s.exit_strategy_lower, row.user_id, row.strategy_id);
      const cols = { ...columnsOf(s, body, row), updated_at: new Date().toISOString() };
      db.prepare(
        `UPDATE strategies SET ${Object.keys(cols)
          .map((k) => `${k} = @${k}`)
          .join(', ')} WHERE strategy_id = @strategy_id`,
      ).run({ ...cols, strategy_id: row.strategy_id });
      return toStrategy(db.prepare('SELECT * FROM strategies WHERE strategy_id = ?').get(row.strategy_id) as StrategyRow);
    },
  );

  app.delete(
    '/api/strategies/:id',
    { onRequest: requirePermission('bot:delete'), schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const row = ownedStrategy(db, idOf(request), user(request));
      db.transaction(() => {
        // Exits that pointed at this strategy fall back to staying on the current one.
        db.prepare("UPDATE strategies SET exit_strategy_upper = 'current' WHERE exit_strategy_upper = ?").run(String(row.strategy_id));
        db.prepare("UPDATE strategies SET exit_strategy_lower = 'current' WHERE exit_strategy_lower = ?").run(String(row.strategy_id));
        db.prepare('DELETE FROM strategies WHERE strategy_id = ?').run(row.strategy_id);
      })();
      return { message: STRATEGY_TEXT.deleted, strategy_id: row.strategy_id };
    },
  );
}

const DEFAULT_EXTRA: Record<(typeof EXTRA)[number], number | string | null> = {
  stop_loss_percent: 5,
  stop_loss_position: null,
  max_positions: 3,
  max_position_size: 1000,
  confidence_threshold: 0.7,
  growth_threshold: 2,
  fall_threshold: 2,
  rebalance_threshold: 5,
};
