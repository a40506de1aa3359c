import { memo, startTransition, Suspense, useEffect, useState } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { isOverviewBlock, type OverviewBlockId } from './blockIds';
import type { BlockProps } from './OverviewBlocks';
import type { VariantBlockId } from './VariantBlocks';
import { showsServerRows } from '../../domain/rules/servers/serverOverview';
import { staleness, staleText } from '../data/staleness';
import { useServers } from '../data/useServers';
import { ru } from '../i18n/ru';
import { useNav } from '../routing/navigation';
import type { DashboardVariant } from '../routing/staticData';
import { usePageStaticData } from '../routing/usePageStaticData';
import { Notice } from '../ui/Notice';
import { useSession } from '../session/SessionContext';
import { PageHeader } from '../ui/PageHeader';
import { ErrorCard, LoadingCard } from '../ui/States';
import { SubNav } from '../ui/SubNav';
import { block, blocks, demoBar, listSub, span12, span4, span8 } from './dashboard.css';
import { MetricCards } from './MetricCards';
import { useCards, useDashboardSources, useMarketSource } from './useDashboardData';
import { PAGE_PENDING_ATTR } from '../ui/pageReady';

// The overview's blocks and their charts load beside the first render (OverviewBlocks.tsx).
const OverviewBlock = lazyRouteComponent(() => import('./OverviewBlocks'), 'OverviewBlock');
// The rows across servers load only for a user signed in on more than one.
const ServerRows = lazyRouteComponent(() => import('./ServerRows'));
// The variants' own blocks: only the variant pages download them.
const VariantBlock = lazyRouteComponent(() => import('./VariantBlocks'));

/** A dashboard path's layout: whether the eight cards lead, and its blocks with their width (of 12). */
type BlockId = OverviewBlockId | VariantBlockId;
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

// Each variant leads with what its title promises (issue 22); the overview keeps docs/product.md §2's blocks.
const LAYOUTS: Record<DashboardVariant, Layout> = {
  dashboard: {
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
  dashboardPerformance: {
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
  analyticsPerformance: {
    cards: false,
    blocks: [
      ['pnlDaily', 8],
      ['perBot', 4],
      ['equity', 8],
      ['risk', 4],
      ['hourly', 12],
    ],
  },
  dashboardPortfolio: {
    cards: false,
    blocks: [
      ['allocation', 12],
      ['network', 4],
      ['market', 4],
      ['activity', 4],
    ],
  },
  dashboardRisk: RISK_LAYOUT,
  analyticsRisk: RISK_LAYOUT,
  analyticsReports: {
    cards: false,
    blocks: [
      ['reports', 12],
      ['actions', 4],
      ['activity', 4],
      ['market', 4],
    ],
  },
  analytics: {
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

const Cards = memo(function Cards({ signedIn }: { signedIn: boolean }) {
  return <MetricCards items={useCards(signedIn)} />;
});

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
 * commits a millisecond apart until it arrived. The step waits for
 * the overview blocks' code, fetched as the cards render, so no placeholder stands where a block
 * was about to be; until then the page is not drawn in full, and a last frame stays (pageReady.ts).
 */
function Blocks({ signedIn, layout }: { signedIn: boolean; layout: Layout }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.resolve(OverviewBlock.preload?.()).then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className={blocks} {...(!ready && { [PAGE_PENDING_ATTR]: '' })}>
      {ready &&
        layout.blocks.map(([id, span]) => {
          const className = SPAN[span];
          return isOverviewBlock(id) ? (
            <OverviewBlock key={id} id={id} signedIn={signedIn} className={className} />
          ) : (
            <LazyVariantBlock key={id} id={id} signedIn={signedIn} className={className} />
          );
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

/** One dashboard, eight pages of the route table: title, subtitle and blocks chosen by its variant. */
export function DashboardScreen() {
  const { title, subtitle, dashboard: variant = 'dashboard' } = usePageStaticData();
  return (
    <>
      <PageHeader title={title ?? ''} subtitle={subtitle} />
      <SubNav items={useNav('dashboard')} label={ru.nav.dashboardSub} />
      {variant === 'dashboard' && <AcrossServers />}
      {/* keyed by variant: another variant is another page, its blocks laid out afresh */}
      <Overview key={variant} layout={LAYOUTS[variant]} />
    </>
  );
}
