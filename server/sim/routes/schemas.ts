// JSON-schema pieces and access checks shared by the simulator's routes.
import type Database from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/guard';
import { HttpError, notFound, unauthorized } from '../../errors';

export const MAX_ID = 2_147_483_647;
export const id = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
export const int = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum }) as const;
export const num = (minimum: number, maximum: number) => ({ type: 'number', minimum, maximum }) as const;
export const str = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
export const enumOf = <T extends readonly string[]>(values: T) => ({ type: 'string', enum: [...values] }) as const;

export const query = (properties: Record<string, unknown> = {}) => ({ type: 'object', additionalProperties: false, properties }) as const;
export const params = (properties: Record<string, unknown>) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties }) as const;
export const body = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

export const TEXT = {
  botNotFound: 'Бот не найден',
  hedgeBotNotFound: 'Хедж-бот не найден',
  positionNotFound: 'Позиция не найдена',
  hedgePositionNotFound: 'Хедж-позиция не найдена',
  strategyNotFound: 'Стратегия не найдена',
  positionClosed: 'Позиция уже закрыта',
  hedgePositionClosed: 'Хедж-позиция уже закрыта',
  unknownSymbol: (s: string) => `Неизвестный торговый символ: ${s}`,
  unknownToken: (s: string) => `Неизвестный токен: ${s}`,
  unknownPool: (s: string) => `Неизвестный пул ликвидности: ${s}`,
  badDate: (field: string) => `Некорректная дата в параметре ${field}`,
  badRange: 'Дата начала периода позже даты окончания',
  botMismatch: 'bot_id в теле запроса не совпадает с ботом в адресе',
  cannotHedge: 'Не удалось открыть хедж-позицию: торговая пара бота не поддерживается',
  hedgeLimit: (n: number) => `Достигнут лимит хедж-позиций бота (${n}). Закройте одну из открытых позиций`,
  primaryDown: 'Основной источник рыночных данных недоступен',
  notEnoughCandles: 'Недостаточно свечей для расчёта индикаторов',
};

export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The user whose data a request sees: null for admin (everyone). */
export function scopeUser(user: AuthUser): number | null {
  return user.role === 'admin' ? null : user.user_id;
}

function owned(db: Database.Database, sql: string, rowId: number, user: AuthUser, error: HttpError): void {
  const row = db.prepare(sql).get(rowId) as { user_id: number } | undefined;
  if (!row || (user.role !== 'admin' && row.user_id !== user.user_id)) throw error;
}

export function ownMiningBot(db: Database.Database, botId: number, user: AuthUser): void {
  owned(db, 'SELECT user_id FROM bots WHERE bot_id = ?', botId, user, notFound(TEXT.botNotFound));
}

export function ownHedgeBot(db: Database.Database, botId: number, user: AuthUser): void {
  owned(db, 'SELECT user_id FROM hedge_bots WHERE bot_id = ?', botId, user, notFound(TEXT.hedgeBotNotFound));
}

/** A mining or hedge bot of the user (positions routes take either). */
export function ownAnyBot(db: Database.Database, botId: number, user: AuthUser): void {
  const row = (db.prepare('SELECT user_id FROM bots WHERE bot_id = ?').get(botId) ??
    db.prepare('SELECT user_id FROM hedge_bots WHERE bot_id = ?').get(botId)) as { user_id: number } | undefined;
  if (!row || (user.role !== 'admin' && row.user_id !== user.user_id)) throw notFound(TEXT.botNotFound);
}

export function ownStrategy(db: Database.Database, strategyId: number, user: AuthUser): void {
  owned(db, 'SELECT user_id FROM strategies WHERE strategy_id = ?', strategyId, user, notFound(TEXT.strategyNotFound));
}

/** ISO date or date-time → ms; 400 otherwise. */
export function parseDate(value: string | undefined, field: string): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) throw new HttpError(400, TEXT.badDate(field));
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw new HttpError(400, TEXT.badDate(field));
  return ms;
}

// ---- answers ----

const S = { type: 'string' } as const;
const N = { type: 'number' } as const;
const B = { type: 'boolean' } as const;
const orNull = (type: 'string' | 'number' | 'object') => ({ type: [type, 'null'] }) as const;

const hedgeInfo = {
  ...orNull('object'),
  properties: { hedge_id: N, status: S, amount_usdt: N, entry_price: N, current_price: N, tp_price: N, sl_price: N, pnl_usd: N },
} as const;

/** Spec §3 MiningPosition as engine/view.ts writes it, field for field and in its order. */
export const miningPosition = {
  type: 'object',
  properties: {
    token_id: N,
    bot_id: N,
    symbol: S,
    network: S,
    status: S,
    channel_type: S,
    timestamp: S,
    last_update: S,
    exit_timestamp: orNull('string'),
    exit_reason: orNull('string'),
    time_in_position: S,
    duration: N,
    needs_rebalancing: B,
    entry_price: N,
    current_price: N,
    exit_price: orNull('number'),
    upper_price: N,
    lower_price: N,
    channel_width: N,
    stop_loss_percent: N,
    stop_loss_upper: N,
    stop_loss_lower: N,
    position_size: N,
    initial_investment_usd: N,
    current_position_value_usd: N,
    current_eth_value: N,
    eth_amount: N,
    usdt_amount: N,
    earned_fees: N,
    liquidity_rewards_usd: N,
    mining_yield_percent: N,
    estimated_hourly_income_usd: N,
    estimated_daily_income_usd: N,
    pnl: N,
    pnl_percent: N,
    net_pnl_usd: N,
    net_price_pnl_usd: N,
    net_price_pnl_percent: N,
    mining_price_pnl_usd: N,
    mining_price_pnl_percent: N,
    hedge_pnl_usd: N,
    hedge_pnl_percent: N,
    hedge_efficiency_percent: N,
    compensation_percent: N,
    lp_expenses_usd: N,
    hedge_fees_usd: N,
    impermanent_loss_usd: N,
    hedge_info: hedgeInfo,
  },
} as const;

export const positionList = { type: 'array', items: miningPosition } as const;
export const openPositionsAnswer = { type: 'object', properties: { positions: positionList, verified: B } } as const;
export const historyAnswer = { type: 'object', properties: { positions: positionList, total: N } } as const;

/**
 * Sends `data` written from its schema (fast-json-stringify: position lists are long and numeric,
 * and JSON.stringify of them was a seventh of a request's time). A value the schema compiler
 * refuses (NaN) falls back to JSON.stringify, so an answer's bytes never depend on which wrote it.
 */
export function sendBySchema(reply: FastifyReply, schema: Record<string, unknown>, data: Record<string, unknown>): FastifyReply {
  const write = reply.getSerializationFunction(schema) ?? reply.compileSerializationSchema(schema);
  let text: string;
  try {
    text = write(data);
  } catch {
    text = JSON.stringify(data);
  }
  return reply.type('application/json; charset=utf-8').send(text);
}
