import { subNavRu } from '../i18n/sections/subNav';
import { SectionLayout } from '../layout/SectionLayout';
import { ServerMark } from '../ui/ServerMark';
import { MiningHeaderTools } from './common/MiningHeaderTools';
import { MiningStatusProvider } from './common/miningStatus';

/** Title by path, the server shown, 'Обновить' with the last-update time, and the mining navigation. */
export function MiningLayout() {
  return (
    <MiningStatusProvider>
      <SectionLayout
        nav="mining"
        label={subNavRu.miningLabel}
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
