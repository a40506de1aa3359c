import { lazy, memo } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { formatClock } from '../../domain/format';
import { ru } from '../i18n/ru';
import { dashboardNav } from '../layout/navigation';
import { Notice } from '../ui/Notice';
import { PageHeader } from '../ui/PageHeader';
import { ErrorCard, LoadingCard } from '../ui/States';
import { SubNav } from '../ui/SubNav';
import { Block } from './Block';
import { ChartSlot } from './ChartBlock';
import { blocks, demoBar, listSub, span4, span8 } from './dashboard.css';
import { MarketOverview } from './MarketOverview';
import { MetricCards } from './MetricCards';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { RiskPanel } from './RiskPanel';
import { useDashboardData, type DashboardData } from './useDashboardData';

// visx arrives with the chart blocks, never with the first screen (budget: issue 9).
// Memoised: a chart re-renders only when its own data changes (not on every ticker poll).
const EquityChart = memo(lazy(() => import('./charts/EquityChart')));
const NetworkPie = memo(lazy(() => import('./charts/NetworkPie')));
const HourlyBars = memo(lazy(() => import('./charts/HourlyBars')));

const variants: Record<string, { title: string; subtitle: string }> = {
  '/': ru.titles.dashboard,
  '/dashboard/performance': ru.titles.dashboardPerformance,
  '/dashboard/portfolio': ru.titles.dashboardPortfolio,
  '/dashboard/risk': ru.titles.dashboardRisk,
  '/analytics': ru.titles.analytics,
  '/analytics/performance': ru.titles.analyticsPerformance,
  '/analytics/risk': ru.titles.analyticsRisk,
  '/analytics/reports': ru.titles.analyticsReports,
};

const d = ru.dashboard;

/** Says when the figures are not live: loading, a failed refresh, or data from before going offline. */
function SourcesState({ sources }: { sources: DashboardData['sources'] }) {
  const failed = sources.filter((s) => s.status === 'error' && s.data === null);
  if (failed.length > 0) {
    return <div className={demoBar}><ErrorCard message={failed[0].error?.detail || d.loadFailed} onRetry={() => failed.forEach((s) => s.refresh())} /></div>;
  }
  const old = sources.filter((s) => (s.status === 'stale' || s.status === 'offline' || s.status === 'error') && s.updatedAt !== null);
  if (old.length > 0) {
    const oldest = Math.min(...old.map((s) => s.updatedAt as number));
    const text = old.some((s) => s.status === 'offline') ? ru.ui.offlineSince : ru.ui.staleSince;
    return <div className={demoBar}><Notice kind="warning">{text.replace('{time}', formatClock(oldest))}</Notice></div>;
  }
  if (sources.some((s) => s.status === 'loading' && s.data === null)) return <div className={demoBar}><p className={listSub} role="status">{ru.ui.loading}</p></div>;
  return null;
}

function Overview() {
  const data = useDashboardData();
  if (data.initialising) return <LoadingCard text={ru.app.loading} />;
  const { model } = data;
  const basis = model.historyCount > 0 ? d.equity.basis.replace('{count}', String(model.historyCount)) : d.equity.caption;
  return (
    <>
      {!data.signedIn && (
        <div className={demoBar}>
          <Notice kind="warning"><strong>{d.demoData}</strong> · {d.demoHint}</Notice>
        </div>
      )}
      {data.signedIn && <SourcesState sources={data.sources} />}
      <MetricCards items={model.cards} />
      <div className={blocks}>
        <Block title={d.equity.title} caption={model.equity.demo ? d.equity.caption : basis} demo={model.equity.demo} className={span8}>
          {model.equity.data.length === 0 ? <p className={listSub}>{d.equity.empty}</p> : (
            <ChartSlot><EquityChart points={model.equity.data} /></ChartSlot>
          )}
        </Block>
        <Block title={d.network.title} caption={model.network.demo ? d.network.captionDemo : d.network.caption} demo={model.network.demo} className={span4}>
          {model.network.data.length === 0 ? <p className={listSub}>{d.network.empty}</p> : (
            <ChartSlot><NetworkPie shares={model.network.data} /></ChartSlot>
          )}
        </Block>
        <Block title={d.hourly.title} caption={d.hourly.caption} demo={model.hourly.demo} className={span8}>
          {model.hourly.data.every((n) => n === 0) ? <p className={listSub}>{d.hourly.empty}</p> : (
            <ChartSlot><HourlyBars counts={model.hourly.data} /></ChartSlot>
          )}
        </Block>
        <RiskPanel risk={model.risk} className={span4} />
        <QuickActions signedIn={data.signedIn} bots={data.bots} history={data.history} className={span4} />
        <RecentActivity activity={model.activity} className={span4} />
        <MarketOverview market={model.market} className={span4} />
      </div>
    </>
  );
}

/** One dashboard, eight variants: title and subtitle chosen by path (SPEC §2). */
export function DashboardScreen() {
  const path = useRouterState({ select: (s) => s.location.pathname.replace(/\/$/, '') || '/' });
  const variant = variants[path] ?? ru.titles.dashboard;
  return (
    <>
      <PageHeader title={variant.title} subtitle={variant.subtitle} />
      <SubNav items={dashboardNav} label={ru.nav.dashboardSub} />
      <Overview />
    </>
  );
}
