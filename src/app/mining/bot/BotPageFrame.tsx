// The frame of one mining bot's pages (issue 54): the bot's name, status, pair and network, its
// two pages (overview and journal), and the page's states: a wrong address, a bot that is not
// there (gone, or another user's: the server answers alike), loading, offline.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { networkName } from '../../i18n/labels';
import type { Bot } from '../../../domain/types';
import { useSnapshot } from '../../data/useSnapshot';
import { fill } from '../../i18n/fill';
import { miningRu } from '../../i18n/sections/mining';
import { miningBotRu } from '../../i18n/sections/miningBot';
import { Badge } from '../../ui/Badge';
import { ErrorCard, LoadingCard, StaleNotice } from '../../ui/States';
import { SubNav } from '../../ui/SubNav';
import { muted, spread, stack } from '../common/mining.css';
import { useReportSnapshots } from '../common/miningStatus';
import { botJournalPath, botPath } from './botPaths';
import { useBotParam } from './useBotParam';

const t = miningBotRu;

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
      <SubNav
        label={t.tabs}
        items={[
          { to: botPath(id), label: t.overview },
          { to: botJournalPath(id), label: t.journal },
        ]}
      />
      {children(data)}
    </>
  );
}

/** `report`: the page's own snapshots, refreshed with the bot by the header's «Обновить». */
export function BotPageFrame({ report = NOTHING, children }: { report?: Reported; children: (bot: Bot) => ReactNode }) {
  const id = useBotParam();
  return (
    <div className={stack}>
      <Link to="/mining/bots">{t.back}</Link>
      {id === null ? (
        <ErrorCard message={t.badId} />
      ) : (
        <Frame id={id} report={report}>
          {children}
        </Frame>
      )}
    </div>
  );
}
