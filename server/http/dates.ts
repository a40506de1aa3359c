// Dates in query parameters: ISO dates or date-times; anything else is refused (400), never guessed.
import { badRequest } from './errors';
import { TEXT } from './texts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** ISO date or date-time → ms; null when absent; 400 otherwise. */
export function parseDate(value: string | undefined, field: string): number | null {
  if (value === undefined || value === '') return null;
  if (!ISO_DATE.test(value)) throw badRequest(TEXT.positions.badDate(field));
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw badRequest(TEXT.positions.badDate(field));
  return ms;
}
