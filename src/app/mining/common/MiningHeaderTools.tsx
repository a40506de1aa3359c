import { formatClockSeconds, formatDateTime } from '../../../domain/format/format';
import { miningRu } from '../../i18n/sections/mining';
import { Button } from '../../ui/Button';
import { headerTools, updatedAt } from './mining.css';
import { useMiningStatus } from './miningStatus';
import { fill } from '../../i18n/fill';

const t = miningRu.header;

/** 'Обновить' ('Обновление...' while loading) and the time of the data shown. */
export function MiningHeaderTools() {
  const status = useMiningStatus();
  const refreshing = status?.refreshing ?? false;
  const at = status?.updatedAt ?? null;
  return (
    <div className={headerTools}>
      <Button onClick={() => status?.refresh()} disabled={!status || refreshing} aria-live="polite">
        {refreshing ? t.refreshing : t.refresh}
      </Button>
      <span className={updatedAt} title={at ? formatDateTime(at) : undefined}>
        {at ? fill(t.updatedAt, { time: formatClockSeconds(at) }) : t.notUpdated}
      </span>
    </div>
  );
}
