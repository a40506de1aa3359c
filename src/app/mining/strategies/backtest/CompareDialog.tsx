// «Сравнить» (issue 55): up to three strategies (the editor's draft, saved ones) replayed on one
// period, side by side in one table, their equity curves overlaid.
import { useState } from 'react';
import {
  backtestUnsupported,
  COMPARE_MAX,
  samePeriod,
  type Backtest,
  type CompareOutcome,
} from '../../../../domain/rules/strategies/backtest';
import { formatUsd } from '../../../../domain/format/format';
import type { Strategy } from '../../../../domain/contracts/types';
import { LazyLineChart } from '../../../charts/LazyLineChart';
import type { LineColour, LineSeries } from '../../../charts/lineChartTypes';
import { useCommand } from '../../../data/useCommand';
import { fill } from '../../../i18n/fill';
import { networkName } from '../../../i18n/labels';
import { backtestRu } from '../../../i18n/sections/backtest';
import { useCommandBlock } from '../../../session/SessionContext';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { signClass } from '../../../ui/sign';
import { row } from '../../common/mining.css';
import { chartSlot, note, pickList, table, tableBox } from './backtest.css';
import { backtestFailure, PeriodChips, UnsupportedNotice, type BacktestParams } from './BacktestControls';
import { chartTime } from './BacktestResult';
import { equityPoints, figureRows, periodText } from './backtestView';

const t = backtestRu.compare;
const DRAFT = 'draft';
const STYLES: Array<{ colour: LineColour; dash?: LineSeries['dash'] }> = [
  { colour: 'channel' },
  { colour: 'entry', dash: 'dash' },
  { colour: 'stop', dash: 'dot' },
];

interface Choice {
  key: string;
  label: string;
  strategy: Strategy;
}

function choicesOf(draft: Strategy, dirty: boolean, saved: readonly Strategy[]): Choice[] {
  const list: Choice[] = [];
  if (dirty || draft.strategy_id === 'new')
    list.push({ key: DRAFT, label: draft.name ? fill(t.draft, { name: draft.name }) : t.draftUnnamed, strategy: draft });
  for (const s of saved) list.push({ key: String(s.strategy_id), label: s.owner ? `${s.name} (${s.owner})` : s.name, strategy: s });
  return list;
}

export function CompareDialog({
  draft,
  dirty,
  saved,
  initial,
  onClose,
}: {
  draft: Strategy;
  dirty: boolean;
  saved: readonly Strategy[];
  initial: BacktestParams;
  onClose: () => void;
}) {
  const compare = useCommand('strategy.compare');
  const blocked = useCommandBlock();
  const choices = choicesOf(draft, dirty, saved);
  const [picked, setPicked] = useState<string[]>(() => [choices.some((c) => c.key === DRAFT) ? DRAFT : String(draft.strategy_id)]);
  const [days, setDays] = useState(initial.days);
  const [outcome, setOutcome] = useState<{ names: string[]; results: CompareOutcome[] } | null>(null);

  const toggle = (key: string, on: boolean) =>
    setPicked((list) => (on ? [...list, key].slice(0, COMPARE_MAX) : list.filter((k) => k !== key)));
  const chosen = picked.map((k) => choices.find((c) => c.key === k)).filter((c): c is Choice => !!c);

  const run = async () => {
    try {
      const results = await compare.mutateAsync({
        strategies: chosen.map((c) => c.strategy),
        network: initial.network,
        days,
        investment: initial.investment,
      });
      setOutcome({ names: chosen.map((c) => `${c.strategy.name || t.draftUnnamed} · ${c.strategy.symbol}`), results });
    } catch {
      // shown from compare.error
    }
  };

  const done = outcome?.results.map((r) => ('backtest' in r ? r.backtest : null)) ?? [];
  const first = done.find((b): b is Backtest => b !== null) ?? null;
  const allUnsupported = !!outcome && outcome.results.every((r) => 'error' in r && backtestUnsupported(r.error));

  return (
    <Modal title={t.title} onClose={onClose} wide>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }} disabled={compare.isPending}>
        <legend style={{ fontWeight: 600 }}>{t.pick}</legend>
        <ul className={pickList}>
          {choices.map((c) => (
            <li key={c.key}>
              <CheckboxField
                label={c.label}
                checked={picked.includes(c.key)}
                disabled={!picked.includes(c.key) && picked.length >= COMPARE_MAX}
                onChange={(e) => toggle(c.key, e.target.checked)}
              />
            </li>
          ))}
        </ul>
        <p className={note} role="status">
          {fill(t.picked, { n: picked.length })}
        </p>
        <PeriodChips value={days} onChange={setDays} disabled={compare.isPending} />
      </fieldset>
      <div className={row} style={{ marginTop: 12 }}>
        <Button
          variant="primary"
          onClick={() => void run()}
          disabled={compare.isPending || picked.length < 2 || !!blocked}
          title={blocked ?? undefined}
        >
          {compare.isPending ? t.running : t.run}
        </Button>
        <Button onClick={onClose}>{t.close}</Button>
        {picked.length < 2 && <span className={note}>{t.needTwo}</span>}
      </div>
      {compare.error &&
        (backtestUnsupported(compare.error) ? <UnsupportedNotice /> : <Notice kind="error">{backtestFailure(compare.error)}</Notice>)}
      {allUnsupported && <UnsupportedNotice />}
      {!outcome && !compare.error && <p className={note}>{t.empty}</p>}
      {outcome && first && !allUnsupported && (
        <>
          <p className={note}>
            {samePeriod(done)
              ? fill(t.period, {
                  ...periodText(first),
                  network: networkName(first.network),
                  investment: formatUsd(first.initial_investment ?? initial.investment),
                })
              : t.periodMoved}
          </p>
          <div className={tableBox}>
            <table className={table} aria-label={t.table} data-compare-table="">
              <thead>
                <tr>
                  <th scope="col">{t.figure}</th>
                  {outcome.names.map((name, i) => (
                    <th key={i} scope="col">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {figureRows(first).map((r) => (
                  <tr key={r.key} data-row={r.key}>
                    <th scope="row">{r.label}</th>
                    {outcome.results.map((o, i) => {
                      if ('error' in o) return <td key={i}>{r.key === 'fees' ? fill(t.failed, { reason: o.error.detail }) : '—'}</td>;
                      const cell = figureRows(o.backtest).find((x) => x.key === r.key);
                      return (
                        <td key={i} className={cell?.sign === undefined ? undefined : signClass(cell.sign)}>
                          {cell?.value ?? '—'}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={chartSlot}>
            <LazyLineChart
              loadingText={backtestRu.charts.loading}
              ariaLabel={backtestRu.charts.equity}
              xAxis="time"
              formatX={chartTime}
              formatY={(v) => formatUsd(v)}
              series={outcome.results.flatMap((o, i) =>
                'backtest' in o
                  ? [{ id: `s${i}`, label: outcome.names[i], points: equityPoints(o.backtest), ...STYLES[i % STYLES.length] }]
                  : [],
              )}
            />
          </div>
        </>
      )}
      {outcome && !first && !allUnsupported && (
        <Notice kind="error">
          {outcome.results.map((o, i) => ('error' in o ? `${outcome.names[i]}: ${o.error.detail}` : '')).join('; ')}
        </Notice>
      )}
    </Modal>
  );
}
