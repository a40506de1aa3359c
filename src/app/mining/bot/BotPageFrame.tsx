// The frame of one mining bot's pages (issue 54): the bot's name, status, pair and network, its
// two pages (overview and journal), and the page's states: a bot that is not there (gone, or
// another user's: the server answers alike), loading, offline. An address naming no id is not
// found by its route (routing/routeTree.tsx).
import type { ReactNode } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { networkName } from '../../i18n/labels';
import type { Bot } from '../../../domain/contracts/types';
import { useSnapshot } from '../../data/useSnapshot';
import { fill } from '../../i18n/fill';
import { miningRu } from '../../i18n/sections/mining';
import { miningBotRu } from '../../i18n/sections/miningBot';
import { Badge } from '../../ui/Badge';
import { ErrorCard, LoadingCard, StaleNotice } from '../../ui/States';
import { subNav, subNavLink } from '../../ui/subnav.css';
import { muted, spread, stack } from '../common/mining.css';
import { useReportSnapshots } from '../common/miningStatus';

const t = miningBotRu;
const route = getRouteApi('/mining/bots/$botId');

/** The bot the page's address names. */
export function useBotId(): number {
  return route.useParams().botId;
}

function BotTabs({ id }: { id: number }) {
  const tab = {
    className: subNavLink,
    activeOptions: { exact: true, includeSearch: false },
    activeProps: { 'data-current': true },
  } as const;
  return (
    <nav aria-label={t.tabs} className={subNav}>
      <Link to="/mining/bots/$botId" params={{ botId: id }} {...tab}>
        {t.overview}
      </Link>
      <Link to="/mining/bots/$botId/journal" params={{ botId: id }} {...tab}>
        {t.journal}
      </Link>
    </nav>
  );
}

function StatusBadge({ bot }: { bot: Bot }) {
  const b = miningRu.bots;
  if (bot.status === 'error') return <Badge tone="negative">{b.error}</Badge>;
  return bot.enabled ? <Badge tone="positive">{b.running}</Badge> : <Badge>{b.stopped}</Badge>;
}

type Reported = Parameters<typeof useReportSnapshots>[0];
const NOTHING: Reported = [];

function Frame({ id, report, children }: { id: number; report: Reported; children: (bot: Bot) => ReactNode }) {
  const bot = useSnapshot('bot', { id });
  useReportSnapshots([bot, ...report]);
  if (!bot.data) {
    if (bot.status === 'loading' || (bot.status !== 'error' && bot.status !== 'offline')) return <LoadingCard />;
    return <ErrorCard message={bot.error?.status === 404 ? t.notFound : `${t.loadError}: ${bot.error?.detail ?? ''}`} />;
  }
  const data = bot.data;
  return (
    <>
      <div className={spread}>
        <div>
          <h2 style={{ margin: 0, fontSize: '1.25rem', overflowWrap: 'anywhere' }}>{data.name}</h2>
          <p className={muted} style={{ margin: '2px 0 0' }}>
            {fill(t.pairOn, { symbol: data.symbol, network: networkName(data.network) })}
          </p>
        </div>
        <StatusBadge bot={data} />
      </div>
      <StaleNotice snapshot={bot} />
      <BotTabs id={id} />
      {children(data)}
    </>
  );
}

/** `report`: the page's own snapshots, refreshed with the bot by the header's «Обновить». */
export function BotPageFrame({ report = NOTHING, children }: { report?: Reported; children: (bot: Bot) => ReactNode }) {
  const id = useBotId();
  return (
    <div className={stack}>
      <Link to="/mining/bots">{t.back}</Link>
      <Frame id={id} report={report}>
        {children}
      </Frame>
    </div>
  );
}
