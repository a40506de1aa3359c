// The questions before stopping or deleting a hedge bot (issue 19): both close the bot's active
// shorts, so both name them, read live from the bot's hedge positions.
import { isActiveHedgePosition } from '../../domain/rules/hedge/hedgePositions';
import type { HedgeBot } from '../../domain/contracts/types';
import { useSnapshot } from '../data/useSnapshot';
import { hedgeRu } from '../i18n/sections/hedge';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { muted } from '../ui/ui.css';
import { positionList } from './hedge.css';
import { fill } from '../i18n/fill';
import { hedgePositionText } from './hedgeText';

const t = hedgeRu.card;

function ActiveShorts({ bot }: { bot: HedgeBot }) {
  const positions = useSnapshot('hedgePositions', { botId: bot.bot_id });
  if (positions.data === null) return <p className={muted}>{positions.status === 'error' ? t.positionsError : t.positionsLoading}</p>;
  const active = positions.data.filter(isActiveHedgePosition);
  if (active.length === 0) return <p style={{ margin: 0 }}>{t.noOpenPositions}</p>;
  return (
    <>
      <p style={{ margin: 0 }}>{fill(t.closingPositions, { count: active.length })}</p>
      <ul className={positionList}>
        {active.map((p) => (
          <li key={p.position_id}>{hedgePositionText(p)}</li>
        ))}
      </ul>
    </>
  );
}

interface Props {
  bot: HedgeBot;
  pending: boolean;
  error: string | null;
  blockedReason: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function StopHedgeBotDialog({ bot, ...rest }: Props) {
  return (
    <ConfirmDialog title={t.stopTitle} confirmLabel={fill(t.stopNamed, { name: bot.name })} pendingLabel={t.stopping} {...rest}>
      <p style={{ margin: 0 }}>{fill(t.stopQuestion, { name: bot.name })}</p>
      <ActiveShorts bot={bot} />
    </ConfirmDialog>
  );
}

export function DeleteHedgeBotDialog({ bot, slots, ...rest }: Props & { slots: { used: number; max: number } | null }) {
  return (
    <ConfirmDialog title={t.deleteTitle} confirmLabel={fill(t.deleteNamed, { name: bot.name })} pendingLabel={t.deleting} {...rest}>
      <p style={{ margin: 0 }}>{fill(t.deleteConfirm, { name: bot.name })}</p>
      <ActiveShorts bot={bot} />
      {slots && <p style={{ margin: 0 }}>{fill(t.deleteSlot, { used: slots.used, max: slots.max })}</p>}
    </ConfirmDialog>
  );
}
