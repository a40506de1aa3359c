import { ru } from '../i18n/ru';
import { SectionLayout } from '../layout/SectionLayout';
import { SectionPending } from '../ui/SectionPending';

const n = ru.nav2;
export const miningNav = [
  { to: '/mining', label: n.overview },
  { to: '/mining/bots', label: n.bots },
  { to: '/mining/strategies', label: n.strategies },
  { to: '/mining/positions', label: n.positions },
  { to: '/mining/statistics', label: n.statistics },
  { to: '/mining/history', label: n.history },
] as const;

export function MiningLayout() {
  return <SectionLayout nav={miningNav} navLabel={ru.nav.miningSub} />;
}

export const MiningOverview = SectionPending;
export const MiningBots = SectionPending;
export const MiningStrategies = SectionPending;
export const MiningPositions = SectionPending;
export const MiningStatistics = SectionPending;
export const MiningHistory = SectionPending;
