import { subNavRu } from '../i18n/sections/subNav';
import { SectionLayout } from '../layout/SectionLayout';
import { ServerMark } from '../layout/ServerMark';
import { MiningHeaderTools } from './common/MiningHeaderTools';
import { MiningStatusProvider } from './common/miningStatus';

const n = subNavRu;
export const miningNav = [
  { to: '/mining', label: n.overview },
  { to: '/mining/bots', label: n.bots },
  { to: '/mining/strategies', label: n.strategies },
  { to: '/mining/positions', label: n.positions },
  { to: '/mining/statistics', label: n.statistics },
  { to: '/mining/history', label: n.history },
] as const;

/** Title by path, the server shown, 'Обновить' with the last-update time, and the mining navigation. */
export function MiningLayout() {
  return (
    <MiningStatusProvider>
      <SectionLayout
        nav={miningNav}
        navLabel={subNavRu.miningLabel}
        tools={
          <>
            <ServerMark />
            <MiningHeaderTools />
          </>
        }
      />
    </MiningStatusProvider>
  );
}
