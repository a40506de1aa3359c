// The history filters: the spec's Status, Period, Limit and Sort, plus a bot and a pair, and
// 'Применить'. The draft is local until applied; applying writes the URL search params.
import { useState, type FormEvent } from 'react';
import { HISTORY_LIMITS, HISTORY_PERIODS, HISTORY_SORTS, HISTORY_STATUSES, MINING_PAIRS } from '../../../domain/contracts/values';
import type { HistoryFilters as Filters } from '../../../domain/rules/history/historySearch';
import type { Bot, HistoryPeriod, HistorySort, HistoryStatus } from '../../../domain/contracts/types';
import { miningRu } from '../../i18n/sections/mining';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { panel } from '../common/mining.css';
import { filterGrid } from './history.css';
import { fill } from '../../i18n/fill';

const t = miningRu.history;
const ALL = '';

/** The pairs to offer: every mining pair, the bots' own and the one in the address, once each. */
function pairOptions(bots: readonly Bot[], current: string | null): string[] {
  const pairs = new Set<string>([...MINING_PAIRS, ...bots.map((b) => b.symbol).filter((s) => s.includes('/'))]);
  if (current) pairs.add(current);
  return [...pairs];
}

export function HistoryFilters({ value, bots, onApply }: { value: Filters; bots: readonly Bot[]; onApply: (f: Filters) => void }) {
  const [draft, setDraft] = useState<Filters>(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const botOptions = bots.map((b) => ({ value: String(b.id), label: b.name || fill(t.botName, { id: b.id }) }));
  // A bot in the address that the list does not (yet) hold still shows as chosen.
  if (draft.bot !== null && !bots.some((b) => b.id === draft.bot)) {
    botOptions.push({ value: String(draft.bot), label: fill(t.botName, { id: draft.bot }) });
  }
  return (
    <form className={panel} onSubmit={submit} aria-label={t.filters}>
      <div className={filterGrid}>
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
          data-wide
          value={draft.sort}
          onChange={(e) => setDraft({ ...draft, sort: e.target.value as HistorySort })}
          options={HISTORY_SORTS.map((s) => ({ value: s, label: t.sorts[s] }))}
        />
        <SelectField
          label={t.bot}
          data-wide
          value={draft.bot === null ? ALL : String(draft.bot)}
          onChange={(e) => setDraft({ ...draft, bot: e.target.value === ALL ? null : Number(e.target.value) })}
          options={[{ value: ALL, label: t.allBots }, ...botOptions]}
        />
        <SelectField
          label={t.pair}
          value={draft.pair ?? ALL}
          onChange={(e) => setDraft({ ...draft, pair: e.target.value === ALL ? null : e.target.value })}
          options={[{ value: ALL, label: t.allPairs }, ...pairOptions(bots, draft.pair).map((p) => ({ value: p, label: p }))]}
        />
      </div>
      <Button type="submit" variant="primary">
        {t.apply}
      </Button>
    </form>
  );
}
