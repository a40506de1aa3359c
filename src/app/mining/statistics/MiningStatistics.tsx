// Statistics tab (docs/product.md §2): PnL per pair and the DeFi metrics (total liquidity, weekly fees and,
// apart, rewards; the spec's |total PnL − daily PnL| under a name that says what it is, beside the
// true impermanent loss of the open positions), with the positions statistics beside them.
import { formatNumber, formatPercent, formatSignedUsd, formatUsd } from '../../../domain/format/format';
import { pnlBeforeToday, pnlPerPair } from '../../../domain/rules/portfolio/money';
import type { PositionsStatistics } from '../../../domain/contracts/types';
import { useSnapshot } from '../../data/useSnapshot';
import { miningRu } from '../../i18n/sections/mining';
import { MetricCard } from '../../ui/MetricCard';
import { EmptyState } from '../../ui/States';
import { SnapshotGate } from '../common/SnapshotGate';
import { list, listItem, metricsGrid, panel, panelTitle, stack, tone } from '../common/mining.css';
import { useReportSnapshots } from '../common/miningStatus';
import { signTone } from '../positions/positionText';
import { PeriodBreakdown } from './PeriodBreakdown';

const t = miningRu.statistics;
const NO_PARAMS = {} as Record<string, never>;
const NO_BOT = {} as { botId?: number };

export function MiningStatistics() {
  const system = useSnapshot('systemStatistics', NO_PARAMS);
  const positions = useSnapshot('positionsStatistics', NO_BOT);
  useReportSnapshots([system, positions]);
  const detail = positions.data as PositionsStatistics | null;

  return (
    <div className={stack}>
      <section className={panel} aria-labelledby="stats-defi">
        <h2 id="stats-defi" className={panelTitle}>
          {t.defi}
        </h2>
        <SnapshotGate snapshot={system}>
          {(s) => (
            <div className={metricsGrid}>
              <MetricCard title={t.totalLiquidity} value={formatUsd(s.total_liquidity)} />
              <MetricCard title={t.weeklyFees} value={formatUsd(detail?.weekly_fees)} hint={t.weeklyFeesHint} />
              <MetricCard title={t.weeklyRewards} value={formatUsd(detail?.weekly_rewards ?? 0)} hint={t.weeklyRewardsHint} />
              <MetricCard
                title={t.pnlBeforeToday}
                value={formatUsd(pnlBeforeToday(s.total_pnl, s.daily_pnl))}
                hint={t.pnlBeforeTodayHint}
              />
              <MetricCard
                title={t.impermanentLoss}
                value={
                  typeof detail?.open_impermanent_loss_usd === 'number' ? (
                    <span className={tone[signTone(detail.open_impermanent_loss_usd)]}>
                      {formatSignedUsd(detail.open_impermanent_loss_usd)}
                    </span>
                  ) : (
                    '—'
                  )
                }
                hint={t.impermanentLossHint}
              />
            </div>
          )}
        </SnapshotGate>
      </section>
      <section className={panel} aria-labelledby="stats-pairs">
        <h2 id="stats-pairs" className={panelTitle}>
          {t.pnlPerPair}
        </h2>
        <SnapshotGate snapshot={positions}>
          {(p) => {
            const rows = pnlPerPair(
              ((p as PositionsStatistics).by_pair ?? []).map((r) => ({
                symbol: r.symbol,
                pnl: r.pnl,
                count: r.positions,
                fees: r.fees,
              })),
            );
            return rows.length === 0 ? (
              <EmptyState>{t.noPairs}</EmptyState>
            ) : (
              <ul className={list}>
                {rows.map((r) => (
                  <li key={r.symbol} className={listItem}>
                    <strong>{r.symbol}</strong>
                    <span>
                      {t.positionsCount}: {r.count}
                    </span>
                    <span>
                      {t.fees}: {formatUsd(r.fees)}
                    </span>
                    <span className={tone[signTone(r.pnl)]}>{formatSignedUsd(r.pnl)}</span>
                  </li>
                ))}
              </ul>
            );
          }}
        </SnapshotGate>
      </section>
      <PeriodBreakdown />
      <section className={panel} aria-labelledby="stats-positions">
        <h2 id="stats-positions" className={panelTitle}>
          {t.positions}
        </h2>
        <SnapshotGate snapshot={positions}>
          {(p) => (
            <div className={metricsGrid}>
              <MetricCard title={t.totalPositions} value={formatNumber(p.total_positions, 0)} />
              <MetricCard title={t.closedPositions} value={formatNumber(p.closed_positions, 0)} />
              <MetricCard title={t.totalPnl} value={<span className={tone[signTone(p.total_pnl)]}>{formatSignedUsd(p.total_pnl)}</span>} />
              <MetricCard title={t.averageRoi} value={formatPercent(p.average_roi, true)} />
              <MetricCard title={t.winRate} value={formatPercent(p.win_rate)} />
              <MetricCard title={t.totalVolume} value={formatUsd(p.total_volume)} hint={t.totalVolumeHint} />
            </div>
          )}
        </SnapshotGate>
      </section>
    </div>
  );
}
