// JSON-schema pieces and access checks shared by the simulator's routes.
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/guard';
import { HttpError, notFound, unauthorized } from '../../errors';

export const MAX_ID = 2_147_483_647;
export const id = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
export const int = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum }) as const;
export const num = (minimum: number, maximum: number) => ({ type: 'number', minimum, maximum }) as const;
export const str = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
export const enumOf = <T extends readonly string[]>(values: T) => ({ type: 'string', enum: [...values] }) as const;

export const query = (properties: Record<string, unknown> = {}) => ({ type: 'object', additionalProperties: false, properties }) as const;
export const params = (properties: Record<string, unknown>) => ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties }) as const;
export const body = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', additionalProperties: false, required, properties }) as const;

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
  const row = (db.prepare('SELECT user_id FROM bots WHERE bot_id = ?').get(botId) ?? db.prepare('SELECT user_id FROM hedge_bots WHERE bot_id = ?').get(botId)) as { user_id: number } | undefined;
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
