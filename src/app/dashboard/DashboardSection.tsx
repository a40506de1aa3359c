import { lazy, memo, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { VariantBlockId } from './VariantBlocks';
import { useRouterState } from '@tanstack/react-router';
import { showsServerRows } from '../../domain/serverOverview';
import { staleness, staleText } from '../data/staleness';
import { useServers } from '../data/useServers';
import { ru } from '../i18n/ru';
import { dashboardNav } from '../layout/navigation';
import { Notice } from '../ui/Notice';
import { useSession } from '../session/SessionContext';
import { PageHeader } from '../ui/PageHeader';
import { ErrorCard, LoadingCard } from '../ui/States';
import { SubNav } from '../ui/SubNav';
import { Block } from './Block';
import { ChartSlot } from './ChartBlock';
import { block, blocks, demoBar, listSub, pieSlot, span12, span4, span8 } from './dashboard.css';
import { MarketOverview } from './MarketOverview';
import { MetricCards } from './MetricCards';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { RiskPanel } from './RiskPanel';
import {
  useActionData,
  useActivity,
  useCards,
  useDashboardSources,
  useEquity,
  useHourly,
  useMarket,
  useMarketSource,
  useNetwork,
  useRisk,
} from './useDashboardData';
import { fill } from '../i18n/fill';

// visx arrives with the chart blocks, never with the first screen (budget: issue 9).
// Memoised: a chart re-renders only when its own data changes.
const EquityChart = memo(lazy(() => import('./charts/EquityChart')));
const NetworkPie = memo(lazy(() => import('./charts/NetworkPie')));
const HourlyBars = memo(lazy(() => import('./charts/HourlyBars')));
// The rows across servers load only for a user signed in on more than one.
const ServerRows = lazy(() => import('./ServerRows'));
// The variants' own blocks: only the variant pages download them.
const VariantBlock = lazy(() => import('./VariantBlocks'));

/** A dashboard path's layout: whether the eight cards lead, and its blocks with their width (of 12). */
type BlockId = 'equity' | 'network' | 'hourly' | 'risk' | 'actions' | 'activity' | 'market' | VariantBlockId;
type Placement = readonly [BlockId, 4 | 8 | 12];
interface Layout {
  cards: boolean;
  blocks: readonly Placement[];
}

const RISK_LAYOUT: Layout = {
  cards: false,
  blocks: [
    ['riskScore', 4],
    ['drawdown', 8],
    ['risk', 4],
    ['positionRisk', 8],
  ],
};

// Each variant leads with what its title promises (issue 22); the overview keeps SPEC §2's blocks.
const LAYOUTS: Record<string, Layout> = {
  '/': {
    cards: true,
    blocks: [
      ['equity', 8],
      ['network', 4],
      ['hourly', 8],
      ['risk', 4],
      ['actions', 4],
      ['activity', 4],
      ['market', 4],
    ],
  },
  '/dashboard/performance': {
    cards: false,
    blocks: [
      ['pnlDaily', 8],
      ['perBot', 4],
      ['equity', 8],
      ['activity', 4],
      ['hourly', 8],
      ['market', 4],
    ],
  },
  '/analytics/performance': {
    cards: false,
    blocks: [
      ['pnlDaily', 8],
      ['perBot', 4],
      ['equity', 8],
      ['risk', 4],
      ['hourly', 12],
    ],
  },
  '/dashboard/portfolio': {
    cards: false,
    blocks: [
      ['allocation', 12],
      ['network', 4],
      ['market', 4],
      ['activity', 4],
    ],
  },
  '/dashboard/risk': RISK_LAYOUT,
  '/analytics/risk': RISK_LAYOUT,
  '/analytics/reports': {
    cards: false,
    blocks: [
      ['reports', 12],
      ['actions', 4],
      ['activity', 4],
      ['market', 4],
    ],
  },
  '/analytics': {
    cards: true,
    blocks: [
      ['pnlDaily', 8],
      ['perBot', 4],
      ['drawdown', 8],
      ['risk', 4],
      ['hourly', 8],
      ['market', 4],
    ],
  },
};

const SPAN = { 4: span4, 8: span8, 12: span12 } as const;

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
function SourcesState() {
  const sources = useDashboardSources();
  const failed = sources.filter((s) => s.status === 'error' && s.data === null);
  if (failed.length > 0) {
    return (
      <div className={demoBar}>
        <ErrorCard message={failed[0].error?.detail || d.loadFailed} onRetry={() => failed.forEach((s) => s.refresh())} />
      </div>
    );
  }
  const old = sources.filter((s) => staleness(s) !== null);
  if (old.length > 0) {
    const oldest = Math.min(...old.map((s) => s.updatedAt as number));
    const why = old.some((s) => staleness(s) === 'offline') ? 'offline' : 'failed';
    return (
      <div className={demoBar}>
        <Notice kind="warning">{staleText(why, oldest)}</Notice>
      </div>
    );
  }
  if (sources.some((s) => s.status === 'loading' && s.data === null))
    return (
      <div className={demoBar}>
        <p className={listSub} role="status">
          {ru.ui.loading}
        </p>
      </div>
    );
  return null;
}

function DemoNotice() {
  useMarketSource();
  return (
    <div className={demoBar}>
      <Notice kind="warning">
        <strong>{d.demoData}</strong> · {d.demoHint}
      </Notice>
    </div>
  );
}

// Each block is memoised on `signedIn` alone and reads its own data, so a push re-renders only the
// blocks built from the pushed topic.

const Cards = memo(function Cards({ signedIn }: { signedIn: boolean }) {
  return <MetricCards items={useCards(signedIn)} />;
});

type BlockProps = { signedIn: boolean; className: string };

const Equity = memo(function Equity({ signedIn, className }: BlockProps) {
  const equity = useEquity(signedIn);
  const caption = equity.demo ? d.equity.caption : equity.count > 0 ? fill(d.equity.basis, { count: equity.count }) : d.equity.caption;
  return (
    <Block title={d.equity.title} caption={caption} demo={equity.demo} className={className}>
      {equity.data.length === 0 ? (
        <p className={listSub}>{d.equity.empty}</p>
      ) : (
        <ChartSlot>
          <EquityChart points={equity.data} />
        </ChartSlot>
      )}
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
      {network.data.length === 0 ? (
        <p className={listSub}>{d.network.empty}</p>
      ) : (
        <ChartSlot className={pieSlot}>
          <NetworkPie shares={network.data} />
        </ChartSlot>
      )}
    </Block>
  );
});

const Hourly = memo(function Hourly({ signedIn, className }: BlockProps) {
  const hourly = useHourly(signedIn);
  return (
    <Block title={d.hourly.title} caption={d.hourly.caption} demo={hourly.demo} className={className}>
      {hourly.data.every((n) => n === 0) ? (
        <p className={listSub}>{d.hourly.empty}</p>
      ) : (
        <ChartSlot>
          <HourlyBars counts={hourly.data} />
        </ChartSlot>
      )}
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

const OVERVIEW_BLOCKS: Record<Exclude<BlockId, VariantBlockId>, (p: BlockProps) => ReactNode> = {
  equity: Equity,
  network: Network,
  hourly: Hourly,
  risk: Risk,
  actions: Actions,
  activity: Activity,
  market: Market,
};

/** A variant's own block, from its lazy chunk; a block-sized placeholder while it loads. */
function LazyVariantBlock({ id, signedIn, className }: BlockProps & { id: VariantBlockId }) {
  return (
    <Suspense
      fallback={
        <section className={`${block} ${className}`}>
          <p className={listSub} role="status">
            {ru.ui.loading}
          </p>
        </section>
      }
    >
      <VariantBlock id={id} signedIn={signedIn} className={className} />
    </Suspense>
  );
}

function Overview({ layout }: { layout: Layout }) {
  const { status } = useSession();
  if (status === 'initialising') return <LoadingCard text={ru.app.loading} />;
  const signedIn = status === 'authenticated';
  return (
    <>
      {/* These own the worker subscriptions; they re-render on every push, so they hold nothing else. */}
      {signedIn ? <SourcesState /> : <DemoNotice />}
      {layout.cards && <Cards signedIn={signedIn} />}
      <Blocks signedIn={signedIn} layout={layout} />
    </>
  );
}

/**
 * The blocks below the cards render one step after them, in a transition of their own: the notice
 * and the cards, the top of the page, commit and paint first, and the blocks' render is sliced
 * into short tasks (Lighthouse's blocking time on '/'). Not `useDeferredValue(true, false)`: when
 * a chart's code was still loading, React retried that deferred render in a loop of ~200 empty
 * commits a millisecond apart until it arrived (measured in the issue 9 note).
 */
function Blocks({ signedIn, layout }: { signedIn: boolean; layout: Layout }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return (
    <div className={blocks}>
      {ready &&
        layout.blocks.map(([id, span]) => {
          const className = SPAN[span];
          if (id in OVERVIEW_BLOCKS) {
            const Component = OVERVIEW_BLOCKS[id as keyof typeof OVERVIEW_BLOCKS];
            return <Component key={id} signedIn={signedIn} className={className} />;
          }
          return <LazyVariantBlock key={id} id={id as VariantBlockId} signedIn={signedIn} className={className} />;
        })}
    </div>
  );
}

/** On '/', a row per server once the user is signed in on more than one (issue 20). */
function AcrossServers() {
  const servers = useServers();
  if (!showsServerRows(servers.slots.map((s) => s.signedIn))) return null;
  return (
    <Suspense fallback={null}>
      <ServerRows active={servers.active} />
    </Suspense>
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
      {path === '/' && <AcrossServers />}
      {/* keyed by path: another variant is another page, its blocks laid out afresh */}
      <Overview key={path} layout={LAYOUTS[path] ?? LAYOUTS['/']} />
    </>
  );
}
