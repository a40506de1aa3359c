// The overview's own blocks (docs/product.md §2 '/'): equity, networks, hours, risk, quick actions, recent
// activity and the market. They render a step after the cards (DashboardSection's Blocks), so their
// code loads beside the first render instead of in it: the first screen's JavaScript is the header,
// the title and the cards (issue 24). Each block is memoised on `signedIn` alone and reads its own
// data, so a push re-renders only the blocks built from the pushed topic.
import { memo, type ReactNode } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { fill } from '../i18n/fill';
import { dashboardBlocksRu } from '../i18n/sections/dashboardBlocks';
import { Block } from './Block';
import { ChartSlot } from './ChartBlock';
import { listSub, pieSlot } from './dashboard.css';
import { MarketOverview } from './MarketOverview';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { RiskPanel } from './RiskPanel';
import type { OverviewBlockId } from './blockIds';
import { useActionData, useActivity, useEquity, useHourly, useMarket, useNetwork, useRisk } from './useDashboardData';

// visx arrives with the chart blocks, never with the first screen (budget: issue 9).
// Memoised: a chart re-renders only when its own data changes.
const EquityChart = memo(lazyRouteComponent(() => import('./charts/EquityChart')));
const NetworkPie = memo(lazyRouteComponent(() => import('./charts/NetworkPie')));
const HourlyBars = memo(lazyRouteComponent(() => import('./charts/HourlyBars')));

const d = dashboardBlocksRu;

/** What every dashboard block is drawn from: the session's state and its place in the grid. */
export type BlockProps = { signedIn: boolean; className: string };

/** A chart block's body: its chart, or the line that says why there is none yet. */
function ChartOrEmpty({ empty, emptyText, slot, children }: { empty: boolean; emptyText: string; slot?: string; children: ReactNode }) {
  return empty ? <p className={listSub}>{emptyText}</p> : <ChartSlot className={slot}>{children}</ChartSlot>;
}

const Equity = memo(function Equity({ signedIn, className }: BlockProps) {
  const equity = useEquity(signedIn);
  const caption = equity.demo ? d.equity.caption : equity.count > 0 ? fill(d.equity.basis, { count: equity.count }) : d.equity.caption;
  return (
    <Block title={d.equity.title} caption={caption} demo={equity.demo} className={className}>
      <ChartOrEmpty empty={equity.data.length === 0} emptyText={d.equity.empty}>
        <EquityChart points={equity.data} />
      </ChartOrEmpty>
    </Block>
  );
});

const Network = memo(function Network({ signedIn, className }: BlockProps) {
  const network = useNetwork(signedIn);
  return (
    <Block
      title={d.network.title}
      caption={network.demo ? d.network.captionDemo : d.network.caption}
      demo={network.demo}
      className={className}
    >
      <ChartOrEmpty empty={network.data.length === 0} emptyText={d.network.empty} slot={pieSlot}>
        <NetworkPie shares={network.data} />
      </ChartOrEmpty>
    </Block>
  );
});

const Hourly = memo(function Hourly({ signedIn, className }: BlockProps) {
  const hourly = useHourly(signedIn);
  return (
    <Block title={d.hourly.title} caption={d.hourly.caption} demo={hourly.demo} className={className}>
      <ChartOrEmpty empty={hourly.data.every((n) => n === 0)} emptyText={d.hourly.empty}>
        <HourlyBars counts={hourly.data} />
      </ChartOrEmpty>
    </Block>
  );
});

const Risk = memo(function Risk({ signedIn, className }: BlockProps) {
  return <RiskPanel risk={useRisk(signedIn)} className={className} />;
});

const Actions = memo(function Actions({ signedIn, className }: BlockProps) {
  const { bots, positions, history } = useActionData();
  return <QuickActions signedIn={signedIn} bots={bots} positions={positions} history={history} className={className} />;
});

const Activity = memo(function Activity({ signedIn, className }: BlockProps) {
  return <RecentActivity activity={useActivity(signedIn)} className={className} />;
});

const Market = memo(function Market({ className }: BlockProps) {
  return <MarketOverview market={useMarket()} className={className} />;
});

const BLOCKS: Record<OverviewBlockId, (p: BlockProps) => ReactNode> = {
  equity: Equity,
  network: Network,
  hourly: Hourly,
  risk: Risk,
  actions: Actions,
  activity: Activity,
  market: Market,
};

export function OverviewBlock({ id, ...props }: BlockProps & { id: OverviewBlockId }) {
  const Component = BLOCKS[id];
  return <Component {...props} />;
}
