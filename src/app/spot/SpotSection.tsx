import { ru } from '../i18n/ru';
import { SectionLayout } from '../layout/SectionLayout';
import { SectionPending } from '../ui/SectionPending';

const n = ru.nav2;
const spotNav = [
  { to: '/spot', label: n.overview },
  { to: '/spot/positions', label: n.positions },
  { to: '/spot/orders', label: n.orders },
  { to: '/spot/analytics', label: n.analytics },
] as const;

export function SpotLayout() {
  return <SectionLayout nav={spotNav} navLabel={ru.titles.spot} />;
}

export const SpotOverview = SectionPending;
export const SpotPositions = SectionPending;
export const SpotOrders = SectionPending;
export const SpotAnalytics = SectionPending;
