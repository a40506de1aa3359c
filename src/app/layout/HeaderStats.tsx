import { formatNumber, formatSignedUsd } from '../../domain/format/format';
import { staleness, staleText } from '../data/staleness';
import { useSnapshot } from '../data/useSnapshot';
import { ru } from '../i18n/ru';
import { signClass } from '../ui/sign';
import { stat, statLabel, statValue, stats } from './layout.css';

/** The header's '24h PnL' and 'Активные' from the server's system statistics (signed in only). */
export function HeaderStats() {
  const snapshot = useSnapshot('systemStatistics', {});
  const data = snapshot.data;
  const pnl = data?.daily_pnl ?? null;
  const tone = signClass(pnl);
  const why = staleness(snapshot);
  const stale = why !== null;
  // Not live: say as of when, as the screens' StaleNotice does, without taking header space.
  const asOf = stale ? staleText(why, snapshot.updatedAt) : undefined;
  return (
    <dl className={stats} aria-busy={snapshot.status === 'loading'} data-stale={stale || undefined} title={asOf}>
      <div className={stat} title={asOf ? `${ru.frame.header.pnl24hHint}. ${asOf}` : ru.frame.header.pnl24hHint}>
        <dt className={statLabel}>{ru.frame.header.pnl24h}</dt>
        <dd className={`${statValue} ${tone}`}>{pnl === null ? '—' : formatSignedUsd(pnl)}</dd>
      </div>
      <div className={stat}>
        <dt className={statLabel}>{ru.frame.header.active}</dt>
        <dd className={statValue}>{data ? formatNumber(data.active_positions, 0) : '—'}</dd>
      </div>
    </dl>
  );
}
