// Mining overview (docs/product.md §2): four cards, the active positions list and three quick actions
// («Анализ рисков» opens the what-if of price of the open positions, issue 55; «Ребалансировка» the
// positions that need it, issue 52).
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDuration, formatPercent, formatPrice, formatSignedUsd, formatUsd } from '../../../domain/format/format';
import { secondsInPosition } from '../../../domain/rules/mining/positionRisk';
import { useSnapshot } from '../../data/useSnapshot';
import { fill } from '../../i18n/fill';
import { miningRu } from '../../i18n/sections/mining';
import { MetricCard } from '../../ui/MetricCard';
import { EmptyState } from '../../ui/States';
import { button } from '../../ui/ui.css';
import { SnapshotGate } from '../common/SnapshotGate';
import { columnsItem, list, metricsGrid, muted, panel, panelTitle, row, stack, tone } from '../common/mining.css';
import { useReportSnapshots } from '../common/miningStatus';
import { useBotNames } from '../common/useBotNames';
import { signTone } from '../positions/positionText';
import { Button } from '../../ui/Button';
import { RiskAnalysisDialog } from '../whatIf/RiskAnalysisDialog';
import { RebalanceDialog } from '../rebalance/RebalanceDialog';
import { usePermission } from '../../session/SessionContext';

const t = miningRu.overview;
const NO_PARAMS = {} as Record<string, never>;

export function MiningOverview() {
  const stats = useSnapshot('systemStatistics', NO_PARAMS);
  const positions = useSnapshot('openPositions', NO_PARAMS);
  const { botName } = useBotNames();
  useReportSnapshots([stats, positions]);
  const [riskOpen, setRiskOpen] = useState(false);
  const [rebalanceOpen, setRebalanceOpen] = useState(false);
  // a rebalance closes a position: the permission of a close, which the server enforces too
  const canRebalance = usePermission('bot:stop');

  return (
    <div className={stack}>
      <SnapshotGate snapshot={stats}>
        {(s) => (
          <div className={metricsGrid}>
            <MetricCard
              title={t.dailyPnl}
              value={<span className={tone[signTone(s.daily_pnl)]}>{formatSignedUsd(s.daily_pnl)}</span>}
              hint={s.time_zone ? `${t.dailyPnlHint} · ${fill(t.dailyPnlSince, { zone: s.time_zone })}` : t.dailyPnlHint}
            />
            <MetricCard title={t.activePositions} value={String(s.active_positions)} hint={t.activePositionsHint} />
            <MetricCard title={t.winRate} value={formatPercent(s.weekly_win_rate ?? s.win_rate)} hint={t.winRateHint} />
            <MetricCard title={t.totalLiquidity} value={formatUsd(s.total_liquidity)} hint={t.totalLiquidityHint} />
          </div>
        )}
      </SnapshotGate>
      <section className={panel} aria-labelledby="mining-active-title">
        <h2 id="mining-active-title" className={panelTitle}>
          {t.activeList}
        </h2>
        <SnapshotGate snapshot={positions}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState>{t.noActive}</EmptyState>
            ) : (
              <ul className={list}>
                {items.map((p) => (
                  <li key={`${p.bot_id}-${p.token_id}`} className={columnsItem}>
                    <span>
                      <strong>
                        #{p.token_id} {p.symbol}
                      </strong>{' '}
                      <span className={muted}>{botName(p.bot_id)}</span>
                    </span>
                    <span>
                      {t.entry}: {formatPrice(p.entry_price)}
                    </span>
                    <span className={tone[signTone(p.pnl)]}>
                      {t.pnl}: {formatSignedUsd(p.pnl)}
                    </span>
                    <span>
                      {t.time}: {p.time_in_position || formatDuration(secondsInPosition(p))}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </SnapshotGate>
      </section>
      <section className={panel} aria-labelledby="mining-quick-title">
        <h2 id="mining-quick-title" className={panelTitle}>
          {t.quickActions}
        </h2>
        <div className={row}>
          <Link to="/mining/bots" search={{ create: true }} className={button.primary}>
            {t.openPosition}
          </Link>
          <Button
            onClick={() => setRebalanceOpen(true)}
            disabled={!canRebalance}
            aria-describedby={canRebalance ? undefined : 'rebalance-not-allowed'}
          >
            {t.rebalance}
          </Button>
          <Button onClick={() => setRiskOpen(true)}>{t.riskAnalysis}</Button>
        </div>
        {!canRebalance && (
          <p id="rebalance-not-allowed" className={muted}>
            {t.rebalanceNotAllowed}
          </p>
        )}
      </section>
      {riskOpen && (
        <RiskAnalysisDialog positions={positions.data ?? []} snapshot={positions} botName={botName} onClose={() => setRiskOpen(false)} />
      )}
      {rebalanceOpen && <RebalanceDialog positions={positions} botName={botName} onClose={() => setRebalanceOpen(false)} />}
    </div>
  );
}
