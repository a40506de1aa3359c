// The history filters (Status, Period, Limit, Sort) and 'Применить'. The draft is local until
// applied; applying writes the URL search params.
import { useState, type FormEvent } from 'react';
import { HISTORY_LIMITS, HISTORY_PERIODS, HISTORY_SORTS, HISTORY_STATUSES } from '../../../domain/contracts/values';
import type { HistoryFilters as Filters } from '../../../domain/historyQuery';
import type { HistoryPeriod, HistorySort, HistoryStatus } from '../../../domain/types';
import { miningRu } from '../../i18n/sections/mining';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { formGrid, panel } from '../common/mining.css';

const t = miningRu.history;

export function HistoryFilters({ value, onApply }: { value: Filters; onApply: (f: Filters) => void }) {
  const [draft, setDraft] = useState<Filters>(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <form className={panel} onSubmit={submit} aria-label={t.filters}>
      <div className={formGrid}>
        <SelectField
          label={t.status}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value as HistoryStatus })}
          options={HISTORY_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))}
        />
        <SelectField
          label={t.period}
          value={draft.period}
          onChange={(e) => setDraft({ ...draft, period: e.target.value as HistoryPeriod })}
          options={HISTORY_PERIODS.map((p) => ({ value: p, label: t.periods[p] }))}
        />
        <SelectField
          label={t.limit}
          value={String(draft.limit)}
          onChange={(e) => setDraft({ ...draft, limit: Number(e.target.value) })}
          options={HISTORY_LIMITS.map((l) => ({ value: String(l), label: String(l) }))}
        />
        <SelectField
          label={t.sort}
          value={draft.sort}
          onChange={(e) => setDraft({ ...draft, sort: e.target.value as HistorySort })}
          options={HISTORY_SORTS.map((s) => ({ value: s, label: t.sorts[s] }))}
        />
      </div>
      <Button type="submit" variant="primary">
        {t.apply}
      </Button>
    </form>
  );
}
