import { HEDGE_FILTERS, type HedgeFilter } from '../../domain/rules/hedge/hedgeFilter';
import { hedgeRu } from '../i18n/sections/hedge';
import { chip, chipCount, chips } from './hedge.css';

/** Все / Работают / Остановлены, each with its count; the chosen one is pressed. */
export function HedgeFilterChips({
  value,
  counts,
  onChange,
}: {
  value: HedgeFilter;
  counts: Record<HedgeFilter, number>;
  onChange: (f: HedgeFilter) => void;
}) {
  return (
    <div role="group" aria-label={hedgeRu.filters.label} className={chips}>
      {HEDGE_FILTERS.map((f) => (
        <button key={f} type="button" className={chip} aria-pressed={value === f} onClick={() => onChange(f)}>
          <span>{hedgeRu.filters[f]}</span> <span className={chipCount}>({counts[f]})</span>
        </button>
      ))}
    </div>
  );
}
