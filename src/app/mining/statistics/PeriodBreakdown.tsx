// PnL by period on the statistics tab (issue 54): «По дням» / «По неделям» / «По месяцам», for every
// bot or one, in the device's time zone (the server cuts the periods there). A table of the periods,
// newest first, with their total; bars of PnL, oldest first; the same table as CSV.
import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import type { PeriodStatistics } from '../../../domain/contracts/statistics';
import { PERIOD_UNITS, type PeriodUnit } from '../../../domain/contracts/values';
import { formatCount, formatFee, formatPercent, formatSignedUsd } from '../../../domain/format/format';
import { periodLabel, periodTotals } from '../../../domain/rules/history/periods';
import { useSnapshot } from '../../data/useSnapshot';
import { fill } from '../../i18n/fill';
import { miningPeriodsRu } from '../../i18n/sections/miningPeriods';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { downloadText } from '../../ui/downloadText';
import { EmptyState, ErrorCard, LoadingCard, StaleNotice } from '../../ui/States';
import { Notice } from '../../ui/Notice';
import { muted, panel, panelTitle, tone } from '../common/mining.css';
import { useBotNames } from '../common/useBotNames';
import { useDrawnAfterFirstCommit } from '../../ui/useDrawnAfterFirstCommit';
import { signTone } from '../positions/positionText';
import { PeriodBars } from './PeriodBars';
import * as css from './periods.css';

const t = miningPeriodsRu;

/** The device's IANA zone (the user's clock): the server cuts days, weeks and months there. */
function deviceZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function PeriodTable({ answer }: { answer: PeriodStatistics }) {
  const rows = [...answer.periods].reverse();
  const total = periodTotals(answer.periods);
  const cells = (r: typeof total) => (
    <>
      <td className={css.cell}>{formatCount(r.closed)}</td>
      <td className={`${css.cell} ${tone[signTone(r.pnl_usd)]}`}>{formatSignedUsd(r.pnl_usd)}</td>
      <td className={css.cell}>{formatFee(r.fees_usd)}</td>
      <td className={css.cell}>{r.closed > 0 ? formatPercent(r.roi_percent, true) : '—'}</td>
      <td className={css.cell}>{r.closed > 0 ? formatPercent(r.win_rate) : '—'}</td>
    </>
  );
  return (
    <div className={css.tableScroll} tabIndex={0} role="region" aria-label={t.table}>
      <table className={css.table} aria-label={t.table}>
        <thead>
          <tr>
            {[t.period, t.closed, t.pnl, t.fees, t.roi, t.winRate].map((h) => (
              <th key={h} className={css.head} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.start} data-period={r.start} className={r.closed === 0 ? css.quiet : undefined}>
              <th scope="row" className={css.cell} style={{ fontWeight: 400 }}>
                {periodLabel(r.start, r.end, answer.unit, answer.time_zone)}
              </th>
              {cells(r)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={css.totalRow} data-period="total">
            <th scope="row" className={css.cell}>
              {t.total}
            </th>
            {cells(total)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

const route = getRouteApi('/mining/statistics');

/** The unit and bot chosen, kept in the page's address (?unit=&bot=). */
function usePeriodChoice() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const unit: PeriodUnit = search.unit ?? 'day';
  const botId = search.bot ?? null;
  const choose = (next: { unit?: PeriodUnit; bot?: number | null }) => {
    const u = next.unit ?? unit;
    const b = next.bot === undefined ? botId : next.bot;
    void navigate({ search: { unit: u === 'day' ? undefined : u, bot: b ?? undefined }, replace: true });
  };
  return { unit, botId, setUnit: (u: PeriodUnit) => choose({ unit: u }), setBotId: (b: number | null) => choose({ bot: b }) };
}

export function PeriodBreakdown() {
  const { unit, botId, setUnit, setBotId } = usePeriodChoice();
  const tz = useMemo(deviceZone, []);
  const snapshot = useSnapshot('positionPeriods', { unit, tz, ...(botId !== null && { botId }) });
  const { bots } = useBotNames();
  const answer = snapshot.data;
  // the table and bars after the tab's first commit, in a deferred render: not inside the press
  const drawn = useDrawnAfterFirstCommit();

  const exportCsv = async () => {
    if (!answer) return;
    const { periodsCsv } = await import('./periodsCsv');
    downloadText(`${t.exportFile}-${answer.unit}-${new Date().toISOString().slice(0, 10)}.csv`, periodsCsv(answer));
  };

  const body = () => {
    if (!drawn) return null;
    if (!answer) {
      if (snapshot.status === 'error' && snapshot.error?.status === 404) return <Notice kind="info">{t.unsupported}</Notice>;
      if (snapshot.status === 'error' || snapshot.status === 'offline')
        return <ErrorCard message={snapshot.error?.detail ?? ''} onRetry={snapshot.refresh} />;
      return <LoadingCard />;
    }
    if (answer.periods.every((p) => p.closed === 0)) return <EmptyState>{t.empty}</EmptyState>;
    const labels = answer.periods.map((p) => periodLabel(p.start, p.end, answer.unit, answer.time_zone));
    // what the figures are of: the choice they answer (a new choice shows its loading state first)
    return (
      <div data-periods-for={`${answer.unit}:${botId ?? 'all'}`} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <PeriodBars rows={answer.periods} labels={labels} label={t.bars} />
        <PeriodTable answer={answer} />
      </div>
    );
  };

  return (
    <section className={panel} aria-labelledby="stats-periods">
      <h2 id="stats-periods" className={panelTitle}>
        {t.title}
      </h2>
      <div className={css.controls}>
        <div role="group" aria-label={t.unitsLabel} className={css.units}>
          {PERIOD_UNITS.map((u) => (
            <Button key={u} variant={u === unit ? 'primary' : 'secondary'} aria-pressed={u === unit} onClick={() => setUnit(u)}>
              {t.units[u]}
            </Button>
          ))}
        </div>
        <SelectField
          label={t.bot}
          value={botId === null ? '' : String(botId)}
          options={[{ value: '', label: t.allBots }, ...bots.map((b) => ({ value: String(b.id), label: b.name }))]}
          onChange={(e) => setBotId(e.target.value ? Number(e.target.value) : null)}
        />
        <Button
          onClick={() => void exportCsv()}
          disabled={!answer || answer.periods.every((p) => p.closed === 0)}
          style={{ marginBottom: 12 }}
        >
          {t.export}
        </Button>
      </div>
      <p className={muted} style={{ margin: '0 0 8px', fontSize: '0.85rem' }}>
        {fill(t.zone, { zone: answer?.time_zone ?? tz })}
      </p>
      <StaleNotice snapshot={snapshot} />
      {body()}
    </section>
  );
}
