// "Экстренное закрытие" (issue 19): closes every open position, after a question that lists the
// bots it stops and the positions it closes, with their current PnL. Disabled while offline.
import { useState } from 'react';
import { emergencyOutcome, emergencyPlan, type EmergencyOutcome } from '../../domain/rules/mining/emergencyPlan';
import { formatSignedUsd } from '../../domain/format/format';
import { offlineCommandDetail, toApiError } from '../../domain/rules/sync/httpError';
import type { Bot, MiningPosition } from '../../domain/contracts/types';
import { useCommand } from '../data/useCommand';
import { ru } from '../i18n/ru';
import { dashboardBlocksRu } from '../i18n/sections/dashboardBlocks';
import { useCommandBlock } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Modal } from '../ui/Modal';
import { Notice } from '../ui/Notice';
import { fill } from '../i18n/fill';

const t = dashboardBlocksRu.actions;

type Step = { ok: true } | { ok: false; detail: string };

/** A step's result; a step that could not reach the server says so, not a bare failure. */
async function attempt(run: () => Promise<unknown>): Promise<Step> {
  try {
    return (await run()) === false ? { ok: false, detail: '' } : { ok: true };
  } catch (error) {
    const e = toApiError(error);
    return { ok: false, detail: e.status === 0 ? offlineCommandDetail(e) : e.detail };
  }
}

function outcomeText(o: EmergencyOutcome): string {
  const done = fill(t.emergencyDone, { positions: o.closedPositions, bots: o.stoppedBots });
  if (o.failed.length === 0) return done;
  const names = o.failed.map((f) => (f.detail ? `${f.what} (${f.detail})` : f.what)).join(', ');
  return `${done} ${fill(t.emergencyFailed, { names })}`;
}

export function EmergencyClose({
  bots,
  positions,
  onClose,
}: {
  bots: readonly Bot[];
  positions: readonly MiningPosition[];
  onClose: () => void;
}) {
  const stop = useCommand('bot.stop');
  const close = useCommand('position.close');
  const blocked = useCommandBlock();
  // The plan is fixed when the question is asked: the answer applies to what the user read.
  const [plan] = useState(() => emergencyPlan(bots, positions));
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<EmergencyOutcome | null>(null);

  const confirm = async () => {
    setPending(true);
    const stops = await Promise.all(plan.stop.map(({ bot }) => attempt(() => stop.mutateAsync({ id: bot.id }))));
    const closes = await Promise.all(plan.close.map((p) => attempt(() => close.mutateAsync({ botId: p.bot_id, positionId: p.token_id }))));
    setOutcome(emergencyOutcome(plan, stops, closes));
    setPending(false);
  };

  if (outcome || (plan.stop.length === 0 && plan.close.length === 0)) {
    return (
      <Modal title={t.emergencyTitle} onClose={onClose}>
        {outcome ? (
          <Notice kind={outcome.failed.length > 0 ? 'error' : 'success'}>{outcomeText(outcome)}</Notice>
        ) : (
          <p style={{ marginTop: 0 }}>{t.emergencyNone}</p>
        )}
        <p>
          <Button onClick={onClose} data-autofocus>
            {ru.ui.close}
          </Button>
        </p>
      </Modal>
    );
  }
  return (
    <ConfirmDialog
      title={t.emergencyTitle}
      confirmLabel={fill(t.emergencyConfirm, { count: plan.total.count })}
      pendingLabel={t.emergencyRunning}
      pending={pending}
      blockedReason={blocked}
      onConfirm={() => void confirm()}
      onClose={() => {
        if (!pending) onClose();
      }}
    >
      <p style={{ margin: 0 }}>{fill(t.emergencyText, { count: plan.total.count, pnl: formatSignedUsd(plan.total.pnl) })}</p>
      {plan.stop.length > 0 && (
        <>
          <p style={{ margin: 0 }}>{t.emergencyStop}</p>
          <ul style={{ margin: 0 }}>
            {plan.stop.map(({ bot, exposure }) => (
              <li key={bot.id}>{fill(t.emergencyBot, { name: bot.name, count: exposure.count, pnl: formatSignedUsd(exposure.pnl) })}</li>
            ))}
          </ul>
        </>
      )}
      {plan.close.length > 0 && (
        <>
          <p style={{ margin: 0 }}>{t.emergencyCloseList}</p>
          <ul style={{ margin: 0 }}>
            {plan.close.map((p) => (
              <li key={`${p.bot_id}-${p.token_id}`}>
                {fill(t.emergencyPosition, { id: p.token_id, symbol: p.symbol, bot: p.bot_id, pnl: formatSignedUsd(p.pnl) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </ConfirmDialog>
  );
}
