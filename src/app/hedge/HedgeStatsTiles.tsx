import type { HedgeStats } from '../../domain/rules/hedge/hedgeStats';
import { formatNumber } from '../../domain/format/format';
import { hedgeRu } from '../i18n/sections/hedge';
import { MetricCard } from '../ui/MetricCard';
import { stats as statsGrid } from './hedge.css';
import { fill } from '../i18n/fill';

/** Total bots, active bots, active positions and total income in USDT, over all bots. */
export function HedgeStatsTiles({ stats, loading }: { stats: HedgeStats; loading: boolean }) {
  const t = hedgeRu.stats;
  const partial = stats.skipped > 0 && !loading ? fill(t.skipped, { n: stats.skipped }) : undefined;
  return (
    <section aria-label={t.label} className={statsGrid}>
      <MetricCard title={t.totalBots} value={stats.totalBots} />
      <MetricCard title={t.activeBots} value={stats.activeBots} />
      <MetricCard title={t.activePositions} value={loading ? '…' : stats.activePositions} hint={partial} />
      <MetricCard title={t.totalIncome} value={loading ? '…' : formatNumber(stats.totalIncome, 2)} hint={partial} />
    </section>
  );
}
