// A moment to the second and the age of data (issue 54: a journal entry's time, how old a wallet's
// figures are). Apart from ./format.ts: the first screen loads that module, and these are only
// the bot pages' (tests/budget.json).
const DASH = '—';
const GROUP = '\u00a0';
const two = (n: number) => String(n).padStart(2, '0');
const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** 'DD.MM.YYYY, HH:MM:SS' (local time): a journal entry's moment. */
export function formatDateTimeSeconds(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return DASH;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return DASH;
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()}, ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** How old data is, in its largest whole unit with the unit abbreviated (no plural forms): '40 с', '12 мин', '3 ч', '2 дн.'. */
export function formatAge(ms: number | null | undefined): string {
  if (!finite(ms) || ms < 0) return DASH;
  const s = Math.floor(ms / 1000);
  if (s < 60) return `${s}${GROUP}с`;
  if (s < 3600) return `${Math.floor(s / 60)}${GROUP}мин`;
  if (s < 86_400) return `${Math.floor(s / 3600)}${GROUP}ч`;
  return `${Math.floor(s / 86_400)}${GROUP}дн.`;
}
