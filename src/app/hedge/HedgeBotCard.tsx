import { useId, useState } from 'react';
import { formatPercent, formatPrice } from '../../domain/format/format';
import { hedgeStatusOf } from '../../domain/rules/hedge/hedgeStatus';
import { hedgeToggleAction } from '../../domain/rules/hedge/hedgeToggle';
import type { HedgeBot, HedgeBotPerformance } from '../../domain/contracts/types';
import type { Snapshot } from '../../worker/api';
import { useCommand } from '../data/useCommand';
import { hedgeRu } from '../i18n/sections/hedge';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { networkName } from '../i18n/labels';
import { signClass } from '../ui/sign';
import { muted } from '../ui/ui.css';
import { Fact, HedgeBotDetails } from './HedgeBotDetails';
import { DeleteHedgeBot } from './DeleteHedgeBot';
import { StopHedgeBotDialog } from './HedgeBotConfirm';
import { useCommandBlock } from '../session/SessionContext';
import { EditHedgeBotModal } from './EditHedgeBotModal';
import { HedgeStatusBadge } from './HedgeStatusBadge';
import { botCard, cardActions, cardHead, cardHeadSide, cardSub, cardTitle, facts, flags } from './hedge.css';
import { fill } from '../i18n/fill';
import { ru } from '../i18n/ru';
import { channel, usdt } from './hedgeText';
import { failureText } from '../../domain/rules/sync/httpError';
import { BotJournalDialogBody } from '../journal/BotJournal';
import { journalRu } from '../i18n/sections/journal';
import { Modal } from '../ui/Modal';

export interface HedgeCardRights {
  execute: boolean;
  update: boolean;
  remove: boolean;
}

/** One hedge bot: figures, flags, the start/stop toggle and expandable details (docs/product.md §2). */
export function HedgeBotCard({
  bot,
  performance,
  rights,
  onChanged,
}: {
  bot: HedgeBot;
  performance: Snapshot<HedgeBotPerformance> | undefined;
  rights: HedgeCardRights;
  onChanged: () => void;
}) {
  const t = hedgeRu.card;
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [showingLogs, setShowingLogs] = useState(false);
  const detailsId = useId();
  const start = useCommand('hedgeBot.start');
  const stop = useCommand('hedgeBot.stop');
  const action = hedgeToggleAction(bot.status);
  const running = hedgeStatusOf(bot.status) === 'running';
  const perf = performance?.data ?? null;
  const hp = perf?.hedge_performance;
  const income = hp?.total_income;
  const perfFailed = !perf && performance?.status === 'error';

  const blocked = useCommandBlock();
  const [askingStop, setAskingStop] = useState(false);

  const toggle = () => {
    // Stopping closes the bot's active shorts: asked first (issue 19).
    if (action === 'stop') {
      stop.reset();
      setAskingStop(true);
      return;
    }
    // docs/product.md §4: toggle failures are only logged; the list shows the status the server reports.
    start.mutateAsync({ id: bot.bot_id }).then(onChanged, (error: unknown) => console.error('hedge bot toggle failed', bot.bot_id, error));
  };
  const confirmStop = () => {
    stop.mutateAsync({ id: bot.bot_id }).then(
      () => {
        setAskingStop(false);
        onChanged();
      },
      () => undefined, // shown in the dialog
    );
  };

  return (
    <article className={botCard} aria-label={bot.name}>
      <div className={cardHead}>
        <div style={{ minWidth: 0 }}>
          <h2 className={cardTitle}>{bot.name}</h2>
          <p className={cardSub}>
            {fill(t.pairOn, { symbol: bot.symbol, network: networkName(bot.network) })}
            {bot.owner && <> · {fill(ru.ui.owner, { name: bot.owner })}</>}
          </p>
        </div>
        <div className={cardHeadSide}>
          <HedgeStatusBadge status={bot.status} />
          {rights.execute && (
            <Button
              variant={running ? 'danger' : 'primary'}
              onClick={toggle}
              disabled={start.isPending || stop.isPending || !!blocked}
              title={blocked ?? undefined}
              aria-label={fill(running ? t.stopBot : t.startBot, { name: bot.name })}
            >
              {running ? t.stop : t.start}
            </Button>
          )}
        </div>
      </div>

      <dl className={facts}>
        <Fact label={t.totalIncome} value={usdt(income)} className={signClass(income) || undefined} hint={t.totalIncomeHint} />
        <Fact label={t.positions} value={hp ? `${hp.active_positions} / ${hp.total_positions}` : '—'} />
        <Fact label={t.priceOpen} value={formatPrice(bot.price_open)} />
        <Fact label={t.channel} value={channel(bot.channel_lower, bot.channel_upper)} />
        <Fact label={t.stopLoss} value={formatPercent(bot.stop_loss_percent)} />
      </dl>
      {perfFailed && (
        <p className={muted} style={{ margin: 0 }}>
          {t.perfError}
        </p>
      )}

      <ul className={flags} aria-label={t.flagsLabel}>
        {bot.auto_hedge && (
          <li>
            <Badge tone="info">{t.autoHedge}</Badge>
          </li>
        )}
        {bot.auto_rebalance && (
          <li>
            <Badge tone="info">{t.autoRebalance}</Badge>
          </li>
        )}
        {bot.enable_technical_analysis && (
          <li>
            <Badge tone="info">{t.technicalAnalysis}</Badge>
          </li>
        )}
        <li>
          <Badge>{fill(t.interval, { interval: bot.analysis_interval })}</Badge>
        </li>
      </ul>

      <div className={cardActions}>
        <Button variant="ghost" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((v) => !v)}>
          {open ? t.less : t.more}
        </Button>
      </div>

      {open && (
        <>
          <HedgeBotDetails id={detailsId} bot={bot} performance={perf} />
          <div className={cardActions}>
            {rights.update && (
              <Button onClick={() => setEditing(true)} disabled={!!blocked} title={blocked ?? undefined}>
                {t.settingsButton}
              </Button>
            )}
            <Button onClick={() => setShowingLogs(true)} aria-label={fill(t.logsOf, { name: bot.name })}>
              {t.logsButton}
            </Button>
            {rights.remove && <DeleteHedgeBot bot={bot} onDeleted={onChanged} />}
          </div>
        </>
      )}
      {editing && <EditHedgeBotModal bot={bot} onClose={() => setEditing(false)} onSaved={onChanged} />}
      {showingLogs && (
        <Modal title={fill(journalRu.titleOf, { name: bot.name })} onClose={() => setShowingLogs(false)} wide>
          <BotJournalDialogBody botId={bot.bot_id} botName={bot.name} />
        </Modal>
      )}
      {askingStop && (
        <StopHedgeBotDialog
          bot={bot}
          pending={stop.isPending}
          error={stop.error ? failureText(t.stopFailed, stop.error) : null}
          blockedReason={blocked}
          onConfirm={confirmStop}
          onClose={() => {
            if (!stop.isPending) setAskingStop(false);
          }}
        />
      )}
    </article>
  );
}
