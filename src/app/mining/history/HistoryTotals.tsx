// Totals of the filtered set, from the server (GET /api/positions/history/totals): how many
// positions, their net result, fees and win rate, not only of the rows loaded so far.
import type { ReactNode } from 'react';
import { formatNumber, formatPercent, formatSignedUsd, formatUsd } from '../../../domain/format/format';
import type { HistoryTotals as Totals } from '../../../domain/contracts/types';
import type { Snapshot } from '../../../worker/api';
import { miningRu } from '../../i18n/sections/mining';
import { panel, tone } from '../common/mining.css';
import { signTone } from '../positions/positionText';
import * as css from './history.css';
import { fill } from '../../i18n/fill';

const t = miningRu.history;

export function HistoryTotals({ totals, children }: { totals: Snapshot<Totals>; children?: ReactNode }) {
  const d = totals.data;
  return (
    <section className={`${panel} ${css.totals}`} aria-label={t.totals} aria-busy={d === null}>
      <dl className={css.totalsList}>
        <div>
          <dt>{t.totalsCount}</dt>
          <dd>{d ? formatNumber(d.count, 0) : '—'}</dd>
        </div>
        <div>
          <dt>{t.totalsPnl}</dt>
          <dd className={d ? tone[signTone(d.pnl)] : undefined}>{d ? formatSignedUsd(d.pnl) : '—'}</dd>
        </div>
        <div>
          <dt>{t.totalsFees}</dt>
          <dd>{d ? formatUsd(d.fees) : '—'}</dd>
        </div>
        <div>
          <dt>{t.totalsWinRate}</dt>
          <dd>
            {d ? formatPercent(d.winRate) : '—'}
            {d && <span className={css.totalsNote}>{fill(t.totalsWinRateOf, { wins: formatNumber(d.wins, 0), closed: d.closed })}</span>}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
