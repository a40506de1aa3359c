// Bots tab (docs/product.md §2): the card grid, create/edit modals, start/stop and delete, hidden where the
// user's role does not allow them (docs/product.md §6).
import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import {
  createPayload,
  emptyBotForm,
  formFromBot,
  strategiesForBot,
  updatePayload,
  type BotFormValues,
} from '../../../domain/rules/mining/botForm';
import { canCreateBot, hasPermission, remainingBotSlots } from '../../../domain/rules/accounts/permissions';
import type { Bot } from '../../../domain/contracts/types';
import { useCommand } from '../../data/useCommand';
import { useSnapshot } from '../../data/useSnapshot';
import { miningRu } from '../../i18n/sections/mining';
import { useCommandBlock, useSession } from '../../session/SessionContext';
import { exposureOf, openPositionsOf } from '../../../domain/rules/mining/botExposure';
import { formatSignedUsd } from '../../../domain/format/format';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { LinkedTarget } from '../../ui/LinkedTarget';
import { EmptyState } from '../../ui/States';
import { SnapshotGate } from '../common/SnapshotGate';
import { cardGrid, muted, spread, stack } from '../common/mining.css';
import { useReportSnapshots } from '../common/miningStatus';
import { BotCard } from './BotCard';
import { BotFormModal } from './BotFormModal';
import { fill } from '../../i18n/fill';
import { networkName } from '../../i18n/labels';
import { failureText } from '../../../domain/rules/sync/httpError';

const t = miningRu.bots;
const NO_PARAMS = {} as Record<string, never>;

type Dialog = { kind: 'create' } | { kind: 'edit'; bot: Bot } | { kind: 'delete'; bot: Bot } | { kind: 'stop'; bot: Bot } | null;

const route = getRouteApi('/mining/bots');

export function MiningBots() {
  // `?bot=`: the bot an alert's link points at.
  const { bot: linked, create: createAsked } = route.useSearch();
  const navigate = route.useNavigate();
  const bots = useSnapshot('bots', NO_PARAMS);
  const strategies = useSnapshot('strategies', NO_PARAMS);
  // What a stop or a delete would close, for the confirmation.
  const positions = useSnapshot('openPositions', NO_PARAMS);
  useReportSnapshots([bots]);
  const blocked = useCommandBlock();
  const { user } = useSession();
  const role = user?.role;
  const create = useCommand('bot.create');
  const update = useCommand('bot.update');
  const remove = useCommand('bot.delete');
  const start = useCommand('bot.start');
  const stop = useCommand('bot.stop');
  // The overview's «Открыть позицию» comes with ?create=true: the new-bot form is open at once.
  const [dialog, setDialog] = useState<Dialog>(() => (createAsked && canCreateBot(user) ? { kind: 'create' } : null));
  /** Closing the form asked for by the address takes the ask out of it (a reload does not reopen it). */
  const closeCreate = () => {
    setDialog(null);
    if (createAsked) void navigate({ search: { bot: linked }, replace: true });
  };
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const mayCreate = canCreateBot(user);
  const mayUpdate = hasPermission(role, 'bot:update');
  const mayDelete = hasPermission(role, 'bot:delete');
  const mayStart = hasPermission(role, 'bot:start');
  const mayStop = hasPermission(role, 'bot:stop');

  const runStart = async (bot: Bot) => {
    setBusyId(bot.id);
    setMessage(null);
    try {
      await start.mutateAsync({ id: bot.id });
      bots.refresh();
    } catch (failure) {
      setMessage({ kind: 'error', text: failureText(miningRu.errors.botAction, failure) });
    } finally {
      setBusyId(null);
    }
  };

  /** Stopping closes every open position of the bot: it is asked first (issue 19). */
  const toggle = (bot: Bot) => {
    if (!bot.enabled) return void runStart(bot);
    stop.reset();
    setDialog({ kind: 'stop', bot });
  };

  const confirmStop = async (bot: Bot) => {
    try {
      await stop.mutateAsync({ id: bot.id });
      setDialog(null);
      bots.refresh();
      positions.refresh();
    } catch {
      // shown in the dialog
    }
  };

  const exposure = (bot: Bot) => exposureOf(openPositionsOf(positions.data ?? [], bot.id));
  const exposureText = (bot: Bot, template: typeof t.deletePositions | typeof t.stopPositions) => {
    const e = exposure(bot);
    return e.count === 0 ? t.noPositions : fill(template, { count: e.count, pnl: formatSignedUsd(e.pnl) });
  };

  const submitCreate = async (values: BotFormValues) => {
    try {
      await create.mutateAsync(createPayload(values));
    } catch (failure) {
      throw new Error(failureText(miningRu.errors.botCreate, failure), { cause: failure });
    }
    closeCreate();
    setMessage({ kind: 'success', text: t.created });
    bots.refresh();
  };

  const submitEdit = (bot: Bot) => async (values: BotFormValues) => {
    try {
      await update.mutateAsync({ id: bot.id, changes: updatePayload(values) });
    } catch (failure) {
      throw new Error(failureText(miningRu.errors.botUpdate, failure), { cause: failure });
    }
    setDialog(null);
    setMessage({ kind: 'success', text: t.updated });
    bots.refresh();
  };

  const confirmDelete = async (bot: Bot) => {
    try {
      await remove.mutateAsync({ id: bot.id });
      setDialog(null);
      setMessage({ kind: 'success', text: t.deleted });
      bots.refresh();
    } catch {
      // shown in the dialog
    }
  };

  // A bot runs on its owner's strategies only (an admin's list holds everyone's).
  const strategyList = strategies.data ?? [];
  const strategiesOf = (ownerId: number | null) => {
    const usable = strategiesForBot(strategyList, ownerId);
    return { usable, hint: usable.length < strategyList.length ? t.ownStrategiesOnly : undefined };
  };
  const forCreate = strategiesOf(user?.user_id ?? null);
  const forEdit = dialog?.kind === 'edit' ? strategiesOf(dialog.bot.ownerId ?? user?.user_id ?? null) : null;

  return (
    <div className={stack}>
      <div className={spread}>
        {user && hasPermission(role, 'bot:create') && (
          <span className={muted}>{mayCreate ? fill(t.slots, { n: remainingBotSlots(user) }) : t.noSlots}</span>
        )}
        {mayCreate && (
          <Button
            variant="primary"
            disabled={!!blocked}
            title={blocked ?? undefined}
            onClick={() => {
              create.reset();
              setDialog({ kind: 'create' });
            }}
          >
            {t.create}
          </Button>
        )}
      </div>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      <SnapshotGate snapshot={bots} loadError={miningRu.errors.bots}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <div className={cardGrid}>
              {list.map((bot) => (
                <LinkedTarget key={bot.id} id={`bot-${bot.id}`} linked={bot.id === linked}>
                  <BotCard
                    bot={bot}
                    busy={busyId === bot.id}
                    blockedReason={blocked}
                    onToggle={(bot.enabled ? mayStop : mayStart) ? toggle : undefined}
                    onEdit={
                      mayUpdate
                        ? (b) => {
                            update.reset();
                            setDialog({ kind: 'edit', bot: b });
                          }
                        : undefined
                    }
                    onDelete={
                      mayDelete
                        ? (b) => {
                            remove.reset();
                            setDialog({ kind: 'delete', bot: b });
                          }
                        : undefined
                    }
                  />
                </LinkedTarget>
              ))}
            </div>
          )
        }
      </SnapshotGate>
      {dialog?.kind === 'create' && (
        <BotFormModal
          mode="create"
          initial={emptyBotForm()}
          strategies={forCreate.usable}
          strategyHint={forCreate.hint}
          onSubmit={submitCreate}
          onClose={closeCreate}
        />
      )}
      {dialog?.kind === 'edit' && (
        <BotFormModal
          mode="edit"
          initial={formFromBot(dialog.bot)}
          strategies={forEdit?.usable ?? strategyList}
          strategyHint={forEdit?.hint}
          onSubmit={submitEdit(dialog.bot)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t.confirmDeleteTitle}
          confirmLabel={fill(t.deleteNamed, { name: dialog.bot.name })}
          pendingLabel={t.deleting}
          pending={remove.isPending}
          blockedReason={blocked}
          error={remove.error ? failureText(miningRu.errors.botAction, remove.error) : null}
          onConfirm={() => void confirmDelete(dialog.bot)}
          onClose={() => setDialog(null)}
        >
          <p style={{ margin: 0 }}>{t.confirmDelete}</p>
          <p style={{ margin: 0 }}>
            {fill(t.deleteWhich, { name: dialog.bot.name, symbol: dialog.bot.symbol, network: networkName(dialog.bot.network) })}
          </p>
          {exposure(dialog.bot).count > 0 && <p style={{ margin: 0 }}>{exposureText(dialog.bot, t.deletePositions)}</p>}
          {user && <p style={{ margin: 0 }}>{fill(t.deleteSlot, { used: user.total_bots_created, max: user.max_bots })}</p>}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'stop' && (
        <ConfirmDialog
          title={t.stopTitle}
          confirmLabel={fill(t.stopNamed, { name: dialog.bot.name })}
          pendingLabel={t.stopping}
          pending={stop.isPending}
          blockedReason={blocked}
          error={stop.error ? failureText(miningRu.errors.botAction, stop.error) : null}
          onConfirm={() => void confirmStop(dialog.bot)}
          onClose={() => setDialog(null)}
        >
          <p style={{ margin: 0 }}>{fill(t.stopQuestion, { name: dialog.bot.name })}</p>
          <p style={{ margin: 0 }}>{exposureText(dialog.bot, t.stopPositions)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
