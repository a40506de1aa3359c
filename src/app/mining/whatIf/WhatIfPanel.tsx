// The what-if of price (issue 55): the value of an LP, of its hedge and of both together at prices
// from −30 % to +30 % of the current one, as a table (every 5 % and each marked price: channel,
// stops, the hedge's liquidation) and a chart. Computed here, from the position alone
// (src/domain/rules/strategies/whatIf.ts), so it works offline on the last-known position.
import { formatPercent, formatPrice, formatSignedUsd, formatUsd } from '../../../domain/format/format';
import {
  whatIfAt,
  whatIfCurve,
  whatIfLine,
  whatIfMarks,
  WHAT_IF_SPAN,
  type WhatIfInput,
  type WhatIfMark,
} from '../../../domain/rules/strategies/whatIf';
import { LazyLineChart } from '../../charts/LazyLineChart';
import type { LineColour, VerticalMark } from '../../charts/lineChartTypes';
import { fill } from '../../i18n/fill';
import { backtestRu } from '../../i18n/sections/backtest';
import { signClass } from '../../ui/sign';
import { chartSlot, current, hint, marked, note, table, tableBox } from './whatIf.css';

const t = backtestRu.whatIf;

const MARK_COLOUR: Record<WhatIfMark, LineColour> = {
  lower: 'channel',
  upper: 'channel',
  stopLower: 'stop',
  stopUpper: 'stop',
  liquidation: 'negative',
  current: 'current',
};

export function WhatIfPanel({ input, intro = t.intro }: { input: WhatIfInput; intro?: string }) {
  const curve = whatIfCurve(input);
  const now = whatIfAt(input, input.price);
  const hedged = input.hedge !== null;
  const price = (v: number) => formatPrice(v, input.price);
  const low = input.price * (1 - WHAT_IF_SPAN / 100);
  const high = input.price * (1 + WHAT_IF_SPAN / 100);
  const outside = whatIfMarks(input).filter((m) => m.price < low || m.price > high);
  const marks: VerticalMark[] = whatIfMarks(input)
    .filter((m) => m.price >= low && m.price <= high)
    .map((m) => ({ id: m.mark, x: m.price, label: t.marks[m.mark], colour: MARK_COLOUR[m.mark] }));
  const line = whatIfLine(input);
  const points = (pick: (p: (typeof line)[number]) => number) => line.map((p) => ({ x: p.price, y: pick(p) }));

  return (
    <div data-what-if="">
      <p className={note}>{intro}</p>
      {!hedged && <p className={note}>{t.noHedge}</p>}
      <div className={tableBox}>
        <table className={table} aria-label={t.table}>
          <thead>
            <tr>
              <th scope="col">{t.change}</th>
              <th scope="col">{t.lp}</th>
              {hedged && <th scope="col">{t.hedge}</th>}
              <th scope="col">{t.total}</th>
              <th scope="col">{t.vsNow}</th>
            </tr>
          </thead>
          <tbody>
            {curve.map((p) => (
              <tr key={p.price} className={p.marks.includes('current') ? current : p.marks.length ? marked : undefined}>
                <th scope="row">
                  {price(p.price)} <span className={hint}>{formatPercent(p.change, true)}</span>
                  {p.marks.length > 0 && <span className={hint}>{p.marks.map((m) => t.marks[m]).join(', ')}</span>}
                </th>
                <td>{formatUsd(p.lp)}</td>
                {hedged && <td>{formatUsd(p.hedge)}</td>}
                <td>{formatUsd(p.total)}</td>
                <td className={signClass(p.total - now.total)}>{formatSignedUsd(p.total - now.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={note}>
        {t.lp}: {t.lpHint}.{hedged && ` ${t.hedge}: ${t.hedgeHint}.`}
      </p>
      {outside.length > 0 && (
        <p className={note}>{fill(t.outside, { marks: outside.map((m) => `${t.marks[m.mark]} ${price(m.price)}`).join('; ') })}</p>
      )}
      <div className={chartSlot}>
        <LazyLineChart
          loadingText={backtestRu.charts.loading}
          ariaLabel={t.chart}
          xAxis="value"
          formatX={price}
          formatY={(v) => formatUsd(v)}
          marks={marks}
          series={[
            { id: 'lp', label: t.lp, points: points((p) => p.lp), colour: 'channel' },
            ...(hedged
              ? [{ id: 'hedge', label: t.hedge, points: points((p) => p.hedge), colour: 'stop' as const, dash: 'dash' as const }]
              : []),
            { id: 'total', label: t.total, points: points((p) => p.total), colour: 'current', strong: true },
          ]}
        />
      </div>
    </div>
  );
}
