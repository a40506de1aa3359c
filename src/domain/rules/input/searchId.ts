// An id a page's URL names (`?bot=`, `?position=`): a whole number from 1 to MAX_ID in digits, as the
// router hands it over (a number, or a string once the address was typed or shared). Anything else
// names nothing. Alert links and the history filters read ids this one way.
import { MAX_ID } from '../../contracts/values';

export function searchId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : null;
}
