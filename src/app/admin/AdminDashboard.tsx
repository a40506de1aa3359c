import { formatNumber, formatPercent } from '../../domain/format/format';
import { useSnapshot } from '../data/useSnapshot';
import { adminRu } from '../i18n/sections/admin';
import { Button } from '../ui/Button';
import { MetricCard } from '../ui/MetricCard';
import { ErrorCard, LoadingCard, StaleNotice } from '../ui/States';
import { card } from '../ui/ui.css';
import type { AdminTab } from '../../domain/rules/admin/adminSearch';
import { quickActions, sectionTitle, statsGrid } from './admin.css';

const QUICK: ReadonlyArray<AdminTab & keyof typeof adminRu.quick> = ['users', 'settings', 'logs', 'monitoring'];

/** Eight tiles from GET /api/admin/stats and four quick actions that open the matching tab. */
export function AdminDashboard({ onOpen }: { onOpen: (tab: AdminTab) => void }) {
  const t = adminRu;
  const stats = useSnapshot('adminStats', {});
  const s = stats.data;
  return (
    <>
      {s === null && stats.status === 'error' ? (
        <div style={{ marginBottom: 16 }}>
          <ErrorCard message={t.loadError} onRetry={stats.refresh} />
        </div>
      ) : s === null ? (
        <div style={{ marginBottom: 16 }}>
          <LoadingCard />
        </div>
      ) : (
        <>
          {stats.status === 'error' ? (
            <div style={{ marginBottom: 16 }}>
              <ErrorCard message={t.loadError} onRetry={stats.refresh} />
            </div>
          ) : (
            <StaleNotice snapshot={stats} />
          )}
          <section aria-label={t.stats.label} className={statsGrid}>
            <MetricCard title={t.stats.totalUsers} value={formatNumber(s.totalUsers, 0)} />
            <MetricCard title={t.stats.activeUsers} value={formatNumber(s.activeUsers, 0)} />
            <MetricCard title={t.stats.totalBots} value={formatNumber(s.totalBots, 0)} />
            <MetricCard title={t.stats.activeBots} value={formatNumber(s.activeBots, 0)} />
            <MetricCard title={t.stats.totalTrades} value={formatNumber(s.totalTrades, 0)} />
            <MetricCard title={t.stats.systemUptime} value={formatPercent(s.systemUptime)} />
            <MetricCard title={t.stats.apiRequestsToday} value={formatNumber(s.apiRequestsToday, 0)} />
            <MetricCard title={t.stats.errorRate} value={formatPercent(s.errorRate)} />
          </section>
        </>
      )}
      <section className={card} aria-labelledby="admin-quick-title">
        <h2 id="admin-quick-title" className={sectionTitle}>
          {t.quick.title}
        </h2>
        <div className={quickActions}>
          {QUICK.map((q) => (
            <Button key={q} onClick={() => onOpen(q)}>
              {t.quick[q]}
            </Button>
          ))}
        </div>
      </section>
    </>
  );
}
