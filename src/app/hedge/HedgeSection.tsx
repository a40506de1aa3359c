import { useCallback, useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { filterHedgeBots, hedgeFilterCounts, type HedgeFilter } from '../../domain/rules/hedge/hedgeFilter';
import { hedgeStats } from '../../domain/rules/hedge/hedgeStats';
import { DEFAULT_ERROR_DETAIL } from '../../domain/rules/sync/httpError';
import { canCreateHedgeBot, hasPermission } from '../../domain/rules/accounts/permissions';
import type { HedgeBotPerformance } from '../../domain/contracts/types';
import type { Snapshot } from '../../worker/api';
import { useSnapshot } from '../data/useSnapshot';
import { hedgeRu } from '../i18n/sections/hedge';
import { ServerMark } from '../ui/ServerMark';
import { SimplePage } from '../layout/SimplePage';
import { useCommandBlock, useSession } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { LinkedTarget } from '../ui/LinkedTarget';
import { EmptyState, ErrorCard, LoadingCard, StaleNotice } from '../ui/States';
import { CreateHedgeBotModal } from './CreateHedgeBotModal';
import { HedgeBotCard } from './HedgeBotCard';
import { HedgeFilterChips } from './HedgeFilterChips';
import { HedgeLimitNotice } from './HedgeLimitNotice';
import { HedgeStatsTiles } from './HedgeStatsTiles';
import { PerformanceFeeds } from './PerformanceFeeds';
import { cardGrid, toolbar } from './hedge.css';

/** docs/product.md §8: the message, or 'Ошибка загрузки данных'. */
function loadErrorText(detail: string | undefined): string {
  return detail && detail.trim() && detail !== DEFAULT_ERROR_DETAIL ? detail : hedgeRu.loadError;
}

type PerformanceMap = ReadonlyMap<number, Snapshot<HedgeBotPerformance>>;

const route = getRouteApi('/hedge-bots');

/** /hedge-bots (docs/product.md §2 "Hedge bots screen"): `?bot=` points at a bot (an alert's link), `?filter=` keeps the chip chosen. */
export function HedgeBotsScreen() {
  const { bot: linked, filter = 'all' } = route.useSearch();
  const navigate = route.useNavigate();
  const setFilter = (next: HedgeFilter) =>
    void navigate({ search: (s) => ({ ...s, filter: next === 'all' ? undefined : next }), replace: true });
  const t = hedgeRu;
  const { user } = useSession();
  const blocked = useCommandBlock();
  const role = user?.role;
  const canRead = hasPermission(role, 'hedge:read');
  const bots = useSnapshot('hedgeBots', {}, { enabled: canRead });
  const [creating, setCreating] = useState(false);
  const [performance, setPerformance] = useState<PerformanceMap>(new Map());

  const list = useMemo(() => (canRead ? (bots.data ?? []) : []), [bots.data, canRead]);
  const botIds = useMemo(() => list.map((b) => b.bot_id), [list]);
  const onPerformance = useCallback((botId: number, snapshot: Snapshot<HedgeBotPerformance>) => {
    setPerformance((prev) => new Map(prev).set(botId, snapshot));
  }, []);

  const stats = useMemo(() => {
    const data = new Map(botIds.map((id) => [id, performance.get(id)?.data ?? null] as const));
    return hedgeStats(list, data);
  }, [list, botIds, performance]);
  const perfLoading = botIds.some((id) => {
    const s = performance.get(id);
    return !s || (s.data === null && s.status === 'loading');
  });
  const counts = useMemo(() => hedgeFilterCounts(list), [list]);
  const shown = useMemo(() => filterHedgeBots(list, filter), [list, filter]);
  const refreshBots = bots.refresh;
  const rights = {
    execute: hasPermission(role, 'hedge:execute'),
    update: hasPermission(role, 'hedge:update'),
    remove: hasPermission(role, 'hedge:delete'),
  };
  const mayCreate = canCreateHedgeBot(user);

  let body;
  if (canRead && bots.data === null && bots.status === 'error') {
    body = <ErrorCard message={loadErrorText(bots.error?.detail)} onRetry={refreshBots} />;
  } else if (canRead && bots.data === null) {
    body = <LoadingCard />;
  } else if (list.length === 0) {
    body = <EmptyState>{t.empty}</EmptyState>;
  } else if (shown.length === 0) {
    body = <EmptyState>{t.emptyFiltered}</EmptyState>;
  } else {
    body = (
      <ul className={cardGrid} aria-label={t.card.listLabel}>
        {shown.map((bot) => (
          <li key={bot.bot_id}>
            <LinkedTarget id={`bot-${bot.bot_id}`} linked={bot.bot_id === linked}>
              <HedgeBotCard bot={bot} performance={performance.get(bot.bot_id)} rights={rights} onChanged={refreshBots} />
            </LinkedTarget>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <SimplePage tools={<ServerMark />}>
      <PerformanceFeeds botIds={botIds} onSnapshot={onPerformance} />
      {user && !mayCreate && (
        <div style={{ marginBottom: 16 }}>
          <HedgeLimitNotice user={user} />
        </div>
      )}
      <HedgeStatsTiles stats={stats} loading={perfLoading} />
      <div className={toolbar}>
        <HedgeFilterChips value={filter} counts={counts} onChange={setFilter} />
        {mayCreate && (
          <Button variant="primary" onClick={() => setCreating(true)} disabled={!!blocked} title={blocked ?? undefined}>
            {t.create}
          </Button>
        )}
      </div>
      {canRead &&
        bots.data !== null &&
        (bots.status === 'error' ? (
          <div style={{ marginBottom: 16 }}>
            <ErrorCard message={loadErrorText(bots.error?.detail)} onRetry={refreshBots} />
          </div>
        ) : (
          <div style={{ marginBottom: 16 }}>
            <StaleNotice snapshot={bots} />
          </div>
        ))}
      {body}
      {creating && <CreateHedgeBotModal onClose={() => setCreating(false)} onCreated={refreshBots} />}
    </SimplePage>
  );
}
