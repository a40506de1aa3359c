// Positions tab: every open position as a card (grid or list, PositionList.tsx) whose hedge, fees
// and price chart unfold on demand, the detail panel, and a manual close for those allowed to stop
// bots. An alert's link (`?bot=&position=`, src/domain/rules/alerts/alertLink.ts) opens that position's detail,
// open or closed.
import { useDeferredValue, useState, type ReactNode } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { failureText } from '../../../domain/rules/sync/httpError';
import { arrangePositions } from '../../../domain/rules/mining/positionsArrangement';
import type { MiningPosition } from '../../../domain/contracts/types';
import { useCommand } from '../../data/useCommand';
import { useSnapshot } from '../../data/useSnapshot';
import { fill } from '../../i18n/fill';
import { miningRu } from '../../i18n/sections/mining';
import { useCommandBlock, usePermission } from '../../session/SessionContext';
import { Button } from '../../ui/Button';
import { afterNextPaint } from '../../ui/afterNextPaint';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { EmptyState, ErrorCard, LoadingCard } from '../../ui/States';
import { SnapshotGate } from '../common/SnapshotGate';
import { muted, row, stack } from '../common/mining.css';
import { useReportSnapshots } from '../common/miningStatus';
import { useBotNames } from '../common/useBotNames';
import { ClosePositionDialog } from './ClosePositionDialog';
import { PositionDetailModal } from './PositionDetail';
import { PositionsArrangement } from './PositionsArrangement';
import { PositionList } from './PositionList';
import { CARD_MODES, useCardMode } from './positionPrefs';

const t = miningRu.positions;

const NO_PARAMS = {} as Record<string, never>;

/** The position an alert named, fetched by itself (it may have closed since). */
function LinkedPosition({ botId, positionId, onClose }: { botId: number; positionId: number; onClose: () => void }) {
  const position = useSnapshot('position', { botId, positionId });
  if (position.data) return <PositionDetailModal position={position.data} onClose={onClose} />;
  const failed = position.status === 'error' || position.status === 'offline';
  return (
    <Modal title={fill(t.detailTitle, { id: positionId })} onClose={onClose} wide>
      {failed ? (
        <ErrorCard message={fill(t.linkedFailed, { reason: position.error?.detail ?? '' })} onRetry={position.refresh} />
      ) : (
        <LoadingCard />
      )}
    </Modal>
  );
}

const route = getRouteApi('/mining/positions');

/** The positions the sort and filters keep, with how many of all; a filter that keeps none says so. */
function ArrangedList({
  all,
  arrangement,
  children,
}: {
  all: MiningPosition[];
  arrangement: Parameters<typeof arrangePositions>[1];
  children: (list: MiningPosition[]) => ReactNode;
}) {
  const list = arrangePositions(all, arrangement);
  return (
    <>
      {list.length < all.length && <p className={muted}>{fill(t.shownOf, { shown: list.length, total: all.length })}</p>}
      {list.length === 0 ? <EmptyState>{t.noneMatch}</EmptyState> : children(list)}
    </>
  );
}

export function MiningPositions() {
  const { bot: linkedBot, position: linkedId, sort, by_bot, network, risk } = route.useSearch();
  const arrangement = { sort, by_bot, network, risk };
  const linked = linkedBot && linkedId ? { botId: linkedBot, positionId: linkedId } : null;
  const navigate = useNavigate();
  const positions = useSnapshot('openPositions', NO_PARAMS);
  const { botName } = useBotNames();
  useReportSnapshots([positions]);
  const canClose = usePermission('bot:stop');
  const blocked = useCommandBlock();
  const close = useCommand('position.close');
  const [mode, setMode] = useCardMode();
  // The pressed view button is painted within the press; the cards' new layout follows in a render
  // React can interrupt, and a press meanwhile does not wait behind it.
  const layout = useDeferredValue(mode);
  const [details, setDetails] = useState<MiningPosition | null>(null);
  const [closing, setClosing] = useState<MiningPosition | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  // The detail dialog opens and closes once the press has been painted: showModal restyles the whole
  // page (50–85 ms at 4× CPU throttling), and done within the press it delayed the press's own frame
  // (issue 24). Not in a transition: under a flood of live pushes one waited up to 0.5 s to commit,
  // and the dialog's body is drawn a frame after it opens (PositionDetailModal) anyway.
  const showDetails = (p: MiningPosition | null) => afterNextPaint(() => setDetails(p));
  const startClose = (pos: MiningPosition) => {
    close.reset();
    setClosing(pos);
  };

  const confirmClose = async () => {
    if (!closing) return;
    try {
      await close.mutateAsync({ botId: closing.bot_id, positionId: closing.token_id });
      setClosing(null);
      setMessage(t.closed);
      positions.refresh();
    } catch {
      // the error stays in the dialog
    }
  };

  return (
    <div className={stack}>
      <SnapshotGate snapshot={positions}>
        {(all) =>
          all.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <>
              <div className={row} role="group" aria-label={t.view}>
                {CARD_MODES.map((m) => (
                  <Button key={m} aria-pressed={mode === m} variant={mode === m ? 'primary' : 'secondary'} onClick={() => setMode(m)}>
                    {t[m]}
                  </Button>
                ))}
              </div>
              {message && <Notice kind="success">{message}</Notice>}
              <PositionsArrangement list={all} botName={botName} />
              <ArrangedList all={all} arrangement={arrangement}>
                {(list) => (
                  <PositionList
                    list={list}
                    mode={layout}
                    botName={botName}
                    onDetails={showDetails}
                    onClose={canClose ? startClose : undefined}
                    closingId={close.isPending ? (closing?.token_id ?? null) : null}
                    blockedReason={blocked}
                  />
                )}
              </ArrangedList>
            </>
          )
        }
      </SnapshotGate>
      {details && <PositionDetailModal position={details} onClose={() => showDetails(null)} />}
      {linked && !details && (
        <LinkedPosition {...linked} onClose={() => void navigate({ to: '/mining/positions', search: {}, replace: true })} />
      )}
      {closing && (
        <ClosePositionDialog
          position={positions.data?.find((p) => p.bot_id === closing.bot_id && p.token_id === closing.token_id) ?? closing}
          pending={close.isPending}
          blockedReason={blocked}
          error={close.error ? failureText(miningRu.errors.positionClose, close.error) : null}
          onConfirm={() => void confirmClose()}
          onClose={() => setClosing(null)}
        />
      )}
    </div>
  );
}
