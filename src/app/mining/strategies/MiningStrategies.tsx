// Strategies tab (docs/product.md §2): the list and the editor. No auto-refresh here (docs/product.md §4): the list is
// fetched on open and after each save or delete.
import { useEffect, useState } from 'react';
import { hasPermission } from '../../../domain/rules/accounts/permissions';
import { newStrategy, priceOrFallback } from '../../../domain/rules/strategies/strategyDefaults';
import { sanitiseStrategy } from '../../../domain/rules/strategies/strategySanitise';
import type { Bot, Strategy } from '../../../domain/contracts/types';
import { useCommand } from '../../data/useCommand';
import { useSnapshot } from '../../data/useSnapshot';
import { miningRu } from '../../i18n/sections/mining';
import { useCommandBlock, useSession } from '../../session/SessionContext';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/States';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SnapshotGate } from '../common/SnapshotGate';
import { muted, panel, panelTitle, row, selectable, spread, split, stack } from '../common/mining.css';
import { useReportSnapshots } from '../common/miningStatus';
import { marketSymbol } from '../../../domain/rules/market/marketData';
import { StaleStrategy, StrategyEditor } from './StrategyEditor';
import { BacktestPanel } from './backtest/BacktestPanel';
import { sameBacktestFields } from '../../../domain/rules/strategies/backtest';
import { fill } from '../../i18n/fill';
import { ru } from '../../i18n/ru';
import { failureText } from '../../../domain/rules/sync/httpError';

const t = miningRu.strategies;
const NO_PARAMS = {} as Record<string, never>;

type Editing = { key: string; strategy: Strategy } | null;

function useMarket(symbol: string) {
  const candles = useSnapshot('candles', { symbol: marketSymbol(symbol), interval: '15m', limit: 100 });
  const last = candles.data && candles.data.length > 0 ? candles.data[candles.data.length - 1].close : null;
  const failed = candles.data === null && (candles.status === 'error' || candles.status === 'offline');
  return { candles: candles.data, failed, price: priceOrFallback(last), fallback: last === null || !(last > 0) };
}

function usersText(strategy: Strategy, bots: readonly Bot[]): string {
  const names = bots.filter((b) => b.strategyId === strategy.strategy_id).map((b) => `«${b.name}»`);
  return names.length === 0 ? fill(t.unused, { name: strategy.name }) : fill(t.usedBy, { name: strategy.name, bots: names.join(', ') });
}

export function MiningStrategies() {
  const strategies = useSnapshot('strategies', NO_PARAMS);
  // The bots a delete would leave without a strategy, named in the confirmation.
  const bots = useSnapshot('bots', NO_PARAMS);
  useReportSnapshots([strategies]);
  const blocked = useCommandBlock();
  const { user } = useSession();
  const canCreate = hasPermission(user?.role, 'bot:create');
  const canUpdate = hasPermission(user?.role, 'bot:update');
  const canDelete = hasPermission(user?.role, 'bot:delete');
  const save = useCommand('strategy.save');
  const remove = useCommand('strategy.delete');
  const [editing, setEditing] = useState<Editing>(null);
  const [symbol, setSymbol] = useState('ETH/USDT');
  const [deleting, setDeleting] = useState<Strategy | null>(null);
  const market = useMarket(editing ? symbol : 'ETH/USDT');
  // The editor's draft, unsaved changes included: what «Проверить на истории» runs.
  const [draft, setDraft] = useState<Strategy | null>(null);
  const stored = draft ? strategies.data?.find((x) => x.strategy_id === draft.strategy_id) : undefined;

  const open = (s: Strategy) => {
    setSymbol(s.symbol || 'ETH/USDT');
    setDraft(null);
    // Whatever the server holds, the editor works on a complete, consistent strategy.
    setEditing({ key: `id-${s.strategy_id}`, strategy: sanitiseStrategy(s) });
  };
  const openNew = () => {
    setSymbol('ETH/USDT');
    setDraft(null);
    setEditing({ key: `new-${Date.now()}`, strategy: newStrategy(market.fallback ? null : market.price) });
  };

  const onSave = async (s: Strategy): Promise<Strategy> => {
    try {
      const stored = await save.mutateAsync(s);
      strategies.refresh();
      // Keep the editor on the stored strategy (a new one now has its id).
      if (s.strategy_id === 'new') setEditing((e) => (e ? { key: e.key, strategy: stored } : e));
      return stored;
    } catch (failure) {
      if ((failure as { status?: number }).status === 412)
        throw new StaleStrategy(miningRu.strategies.changedElsewhere, { cause: failure });
      throw new Error(failureText(miningRu.errors.strategySave, failure), { cause: failure });
    }
  };

  // "Загрузить заново" after a 412: the list is fetched again and the editor reopens on the stored version.
  const [reloading, setReloading] = useState<{ id: number; version: number } | null>(null);
  useEffect(() => {
    if (!reloading) return;
    const fresh = strategies.data?.find((x) => x.strategy_id === reloading.id);
    if (!fresh || (fresh.version ?? 0) <= reloading.version) return;
    setReloading(null);
    setEditing({ key: `id-${fresh.strategy_id}-v${fresh.version}`, strategy: sanitiseStrategy(fresh) });
  }, [reloading, strategies.data]);
  const onReload = () => {
    const current = editing?.strategy;
    if (!current || current.strategy_id === 'new') return;
    setReloading({ id: current.strategy_id, version: current.version ?? 0 });
    strategies.refresh();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.strategy_id as number });
      setDeleting(null);
      setEditing(null);
      strategies.refresh();
    } catch {
      // shown in the dialog
    }
  };

  return (
    <div className={split}>
      <section className={panel} aria-labelledby="strategy-list-title">
        <div className={spread} style={{ marginBottom: 12 }}>
          <h2 id="strategy-list-title" className={panelTitle} style={{ margin: 0 }}>
            {t.list}
          </h2>
          {canCreate && (
            <Button variant="primary" onClick={openNew}>
              {t.create}
            </Button>
          )}
        </div>
        <SnapshotGate snapshot={strategies} loadError={miningRu.errors.strategies}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState>{t.empty}</EmptyState>
            ) : (
              <ul className={stack} style={{ listStyle: 'none', padding: 0, margin: 0, gap: 8 }}>
                {list.map((s) => (
                  <li key={String(s.strategy_id)}>
                    <button
                      type="button"
                      className={selectable}
                      aria-pressed={editing?.strategy.strategy_id === s.strategy_id}
                      onClick={() => open(s)}
                    >
                      <span className={row}>
                        <strong>{s.name}</strong>
                        <Badge tone={s.is_active ? 'positive' : 'neutral'}>{s.is_active ? t.active : t.inactive}</Badge>
                      </span>
                      <span className={muted}>
                        {s.symbol} · {s.channel_width} {t.units[s.channel_width_unit] ?? s.channel_width_unit} · {s.position_size_percent} %
                      </span>
                      {s.owner && <span className={muted}>{fill(ru.ui.owner, { name: s.owner })}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </SnapshotGate>
      </section>
      <div className={stack}>
        {editing ? (
          <StrategyEditor
            key={editing.key}
            initial={editing.strategy}
            price={market.price}
            priceIsFallback={market.fallback}
            candles={market.candles}
            candlesFailed={market.failed}
            others={strategies.data ?? []}
            canEdit={editing.strategy.strategy_id === 'new' ? canCreate : canUpdate}
            onSymbolChange={setSymbol}
            onSave={onSave}
            onReload={onReload}
            onCancel={() => setEditing(null)}
            onDraft={setDraft}
            onDelete={
              canDelete
                ? () => {
                    remove.reset();
                    setDeleting(editing.strategy);
                  }
                : undefined
            }
          />
        ) : (
          <EmptyState>{t.pickOne}</EmptyState>
        )}
        {editing && draft && (
          <BacktestPanel
            // a sibling of the editor: a key of its own, or React takes one for the other
            key={`backtest-${editing.key}`}
            draft={draft}
            dirty={!stored || !sameBacktestFields(sanitiseStrategy(draft), sanitiseStrategy(stored))}
            saved={strategies.data ?? []}
            price={market.fallback ? null : market.price}
          />
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t.confirmDeleteTitle}
          confirmLabel={fill(t.deleteNamed, { name: deleting.name })}
          pendingLabel={t.deleting}
          pending={remove.isPending}
          blockedReason={blocked}
          error={remove.error ? failureText(miningRu.errors.strategyDelete, remove.error) : null}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        >
          <p style={{ margin: 0 }}>{t.confirmDelete}</p>
          <p style={{ margin: 0 }}>{usersText(deleting, bots.data ?? [])}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
