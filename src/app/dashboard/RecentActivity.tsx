// Recent activity: the latest position openings and closings.
import { memo } from 'react';
import type { BlockState } from '../../domain/rules/sync/blockState';
import type { Block as BlockModel } from './dashboardModel';
import { exitReasonText } from '../../domain/rules/mining/exitReason';
import { formatDateTime, formatSignedUsd } from '../../domain/format/format';
import type { ActivityEvent } from '../../domain/rules/portfolio/portfolioMetrics';
import { dashboardBlocksRu } from '../i18n/sections/dashboardBlocks';
import { signClass } from '../ui/sign';
import { Block } from './Block';
import { StateOr } from './BlockStatus';
import { list, listItem, listMain, listReason, listSub, num } from './dashboard.css';
import { networkName } from './labels';
import { fill } from '../i18n/fill';
import { exitReasonsRu } from '../i18n/sections/exitReasons';

const t = dashboardBlocksRu.activity;

/** Every field shown; live pushes bring fresh copies of the same events about once a second. */
function sameEvent(a: { e: ActivityEvent }, b: { e: ActivityEvent }): boolean {
  const x = a.e;
  const y = b.e;
  return (
    x.kind === y.kind &&
    x.at === y.at &&
    x.botId === y.botId &&
    x.tokenId === y.tokenId &&
    x.symbol === y.symbol &&
    x.network === y.network &&
    x.pnl === y.pnl &&
    x.exitReason === y.exitReason
  );
}

const Row = memo(function Row({ e }: { e: ActivityEvent }) {
  const title = fill(e.kind === 'opened' ? t.opened : t.closed, { id: e.tokenId });
  const sub = [e.symbol, networkName(e.network), fill(t.bot, { id: e.botId }), formatDateTime(e.at)].join(' · ');
  return (
    <li className={listItem}>
      <div className={listMain}>
        <span>{title}</span>
        <span className={listSub}>{sub}</span>
      </div>
      {e.kind === 'closed' && (
        <div className={`${listMain} ${num}`}>
          <span className={signClass(e.pnl)}>{formatSignedUsd(e.pnl)}</span>
          <span className={`${listSub} ${listReason}`}>{exitReasonText(e.exitReason, exitReasonsRu)}</span>
        </div>
      )}
    </li>
  );
}, sameEvent);

export function RecentActivity({
  activity,
  state,
  className,
}: {
  activity: BlockModel<ActivityEvent[]>;
  state: BlockState;
  className?: string;
}) {
  return (
    <Block title={t.title} demo={activity.demo} className={className}>
      <StateOr state={state}>
        {activity.data.length === 0 ? (
          <p className={listSub}>{t.empty}</p>
        ) : (
          <ul className={list}>
            {activity.data.map((e) => (
              <Row key={`${e.kind}-${e.botId}-${e.tokenId}`} e={e} />
            ))}
          </ul>
        )}
      </StateOr>
    </Block>
  );
}
