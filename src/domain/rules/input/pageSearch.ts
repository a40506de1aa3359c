// The search params of the app's pages as their routes validate them (the history's filters have
// their own module, ../history/historySearch.ts): a value that is not valid comes out undefined, so the page
// falls back to its default for it, and every valid one is kept. Each key is returned, undefined
// too: the router lays the validated search over the address's own, and a key left out would let
// the address's bad value through.
import { LOG_LEVELS, PERIOD_UNITS, TEXT_LIMITS, type LogLevel, type PeriodUnit } from '../../contracts/values';
import { HEDGE_FILTERS, type HedgeFilter } from '../hedge/hedgeFilter';
import { validatePositionArrangement, type PositionArrangement } from '../mining/positionsArrangement';
import { searchId } from './searchId';

type Search = Record<string, unknown>;

/** `?bot=`: the bot an alert's link names (/mining/bots); `?create=true`: the overview's «Открыть позицию» opens the new-bot form. */
export interface BotSearch {
  bot?: number;
  create?: true;
}

/** `?bot=&position=`: the position an alert's link names (/mining/positions), and the list's sort and filters. */
export interface PositionSearch extends PositionArrangement {
  bot?: number;
  position?: number;
}

/** /hedge-bots: the bot an alert names and the filter chip chosen (all is the default). */
export interface HedgeSearch {
  bot?: number;
  filter?: Exclude<HedgeFilter, 'all'>;
}

/** /mining/bots/$botId/journal: the level shown (every level is the default) and the text searched. */
export interface JournalSearch {
  level?: LogLevel;
  q?: string;
}

/** /mining/statistics: the period breakdown's unit (days are the default) and the bot (every bot). */
export interface StatisticsSearch {
  unit?: Exclude<PeriodUnit, 'day'>;
  bot?: number;
}

/** `?token=`: the one-time token of an e-mail's link (password reset, address check). */
export interface TokenSearch {
  token?: string;
}

/** `?redirect=`: where the login screen goes once signed in (checked again when used). */
export interface RedirectSearch {
  redirect?: string;
}

const id = (value: unknown): number | undefined => searchId(value) ?? undefined;

const text = (value: unknown, max: number): string | undefined => {
  const v = typeof value === 'number' ? String(value) : value;
  return typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : undefined;
};

/** One of `allowed`, or undefined (the default) for anything else, `fallback` itself included. */
export function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback?: T): T | undefined {
  const hit = allowed.find((a) => a === value);
  return hit === fallback ? undefined : hit;
}

export function validateBotSearch(search: Search): BotSearch {
  return { bot: id(search.bot), create: search.create === true || search.create === 'true' ? true : undefined };
}

export function validatePositionSearch(search: Search): PositionSearch {
  return { bot: id(search.bot), position: id(search.position), ...validatePositionArrangement(search) };
}

export function validateHedgeSearch(search: Search): HedgeSearch {
  return { bot: id(search.bot), filter: oneOf(HEDGE_FILTERS, search.filter, 'all') as HedgeSearch['filter'] };
}

export function validateJournalSearch(search: Search): JournalSearch {
  return { level: oneOf(LOG_LEVELS, search.level), q: text(search.q, TEXT_LIMITS.name) };
}

export function validateStatisticsSearch(search: Search): StatisticsSearch {
  return { unit: oneOf(PERIOD_UNITS, search.unit, 'day') as StatisticsSearch['unit'], bot: id(search.bot) };
}

export function validateTokenSearch(search: Search): TokenSearch {
  return { token: text(search.token, 512) };
}

export function validateRedirectSearch(search: Search): RedirectSearch {
  return { redirect: text(search.redirect, 2048) };
}
