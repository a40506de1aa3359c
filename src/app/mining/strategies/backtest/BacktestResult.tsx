// One backtest's result: what it simulated (the server's market history from–to, the pool and its
// fee tier, the hedge), its figures, the equity curve against holding, and the price with the
// strategy's re-mints and stops marked. The charts load with the result (visx stays out of the tab).
import type { Backtest } from '../../../../domain/rules/strategies/backtest';
import { formatClock, formatDayMonth, formatUsd } from '../../../../domain/format/format';
import { LazyLineChart } from '../../../charts/LazyLineChart';
import { fill } from '../../../i18n/fill';
import { backtestRu } from '../../../i18n/sections/backtest';
import { signClass } from '../../../ui/sign';
import { blockTitle } from '../../common/mining.css';
import { chartSlot, figures, hint, note, total } from './backtest.css';
import { equityPoints, eventMarkers, figureRows, hedgeText, hodlPoints, priceFormatter, pricePoints, simulationText } from './backtestView';

const t = backtestRu;

/** A time on a chart's read-out: 'DD.MM HH:MM'. */
export const chartTime = (ms: number) => `${formatDayMonth(ms)} ${formatClock(ms)}`;

export function BacktestResult({ result, outdated }: { result: Backtest; outdated: boolean }) {
  const rows = figureRows(result);
  const hedge = hedgeText(result);
  const { markers, kinds } = eventMarkers(result);
  return (
    <section aria-label={t.result.title} data-backtest-result="">
      <p className={note}>{simulationText(result)}</p>
      {hedge && <p className={note}>{hedge}</p>}
      {outdated && (
        <p className={note} role="status">
          {t.panel.outdated}
        </p>
      )}
      <dl className={figures}>
        {rows.map((r) => (
          <div key={r.key} className={r.key === 'net' ? total : undefined} data-figure={r.key}>
            <dt>{r.label}</dt>
            <dd className={r.sign === undefined ? undefined : signClass(r.sign)}>
              {r.value}
              {r.hint && <span className={hint}>{r.hint}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className={blockTitle}>{t.charts.equity}</h3>
      <div className={chartSlot}>
        <LazyLineChart
          loadingText={t.charts.loading}
          ariaLabel={t.charts.equity}
          xAxis="time"
          formatX={chartTime}
          formatY={(v) => formatUsd(v)}
          series={[
            { id: 'equity', label: t.charts.equityLabel, points: equityPoints(result), colour: 'channel', strong: true },
            { id: 'hodl', label: t.charts.hodlLabel, points: hodlPoints(result), colour: 'current', dash: 'dash' },
          ]}
        />
      </div>
      <h3 className={blockTitle}>{t.charts.price}</h3>
      <div className={chartSlot}>
        <LazyLineChart
          loadingText={t.charts.loading}
          ariaLabel={t.charts.price}
          xAxis="time"
          formatX={chartTime}
          formatY={priceFormatter(result)}
          series={[{ id: 'price', label: t.charts.priceLabel, points: pricePoints(result), colour: 'current' }]}
          markers={markers}
          markerKinds={kinds}
        />
      </div>
      {(result.events_omitted ?? 0) > 0 && <p className={note}>{fill(t.charts.omitted, { n: result.events_omitted ?? 0 })}</p>}
    </section>
  );
}
