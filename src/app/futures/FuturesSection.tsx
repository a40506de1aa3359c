import { ru } from '../i18n/ru';
import { SectionLayout } from '../layout/SectionLayout';
import { SectionPending } from '../ui/SectionPending';

const n = ru.nav2;
const futuresNav = [
  { to: '/futures', label: n.overview },
  { to: '/futures/positions', label: n.positions },
  { to: '/futures/orders', label: n.orders },
  { to: '/futures/leverage', label: n.leverage },
  { to: '/futures/analytics', label: n.analytics },
] as const;

export function FuturesLayout() {
  return <SectionLayout nav={futuresNav} navLabel={ru.titles.futures} />;
}

export const FuturesOverview = SectionPending;
export const FuturesPositions = SectionPending;
export const FuturesOrders = SectionPending;
export const FuturesLeverage = SectionPending;
export const FuturesAnalytics = SectionPending;
