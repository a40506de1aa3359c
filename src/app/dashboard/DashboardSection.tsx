import { useRouterState } from '@tanstack/react-router';
import { ru } from '../i18n/ru';
import { dashboardNav } from '../layout/navigation';
import { PageHeader } from '../ui/PageHeader';
import { SectionPending } from '../ui/SectionPending';
import { SubNav } from '../ui/SubNav';

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

/** One dashboard, eight variants: title and subtitle chosen by path (SPEC §2). */
export function DashboardScreen() {
  const path = useRouterState({ select: (s) => s.location.pathname.replace(/\/$/, '') || '/' });
  const variant = variants[path] ?? ru.titles.dashboard;
  return (
    <>
      <PageHeader title={variant.title} subtitle={variant.subtitle} />
      <SubNav items={dashboardNav} label={ru.nav.dashboardSub} />
      <SectionPending />
    </>
  );
}
