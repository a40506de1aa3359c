// Positions tab: every open position as a card (grid or list) with its price chart, the detail
// panel, and a manual close for those allowed to stop bots. An alert's link (`?bot=&position=`,
// src/domain/alertLink.ts) opens that position's detail, open or closed.
import { useDeferredValue, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { failureText } from '../../../domain/httpError';
import { arrangePositions } from '../../../domain/positionsArrangement';
import type { MiningPosition } from '../../../domain/types';
import { useCommand } from '../../data/useCommand';
import { useSnapshot } from '../../data/useSnapshot';
import { miningRu } from '../../i18n/sections/mining';
import { useCommandBlock, usePermission } from '../../session/SessionContext';
import { Button } from '../../ui/Button';
import { afterNextPaint } from '../../ui/afterNextPaint';
import { layOutOnScreenFirst } from '../../ui/layOutOnScreenFirst';
import { Notice } from '../../ui/Notice';
import { Modal } from '../../ui/Modal';
import { EmptyState, ErrorCard, LoadingCard } from '../../ui/States';
import { SnapshotGate } from '../common/SnapshotGate';
import { CARD_MIN_WIDTH, muted, positionCards, row, stack } from '../common/mining.css';
import { useReportSnapshots } from '../common/miningStatus';
import { useBotNames } from '../common/useBotNames';
import { ClosePositionDialog } from './ClosePositionDialog';
import { PositionSlot } from './PositionSlot';
import { PositionDetailModal } from './PositionDetail';
import { PositionsArrangement } from './PositionsArrangement';
import { fill } from '../../i18n/fill';
import { underLastFrame } from '../../lastFrame/settleFrame';
import { frameSwitchGroup, frameSwitchValue, useFrameSwitch } from '../../lastFrame/frameSwitch';

const t = miningRu.positions;

const CARD_MODES = ['grid', 'list'] as const;
type CardMode = (typeof CARD_MODES)[number];
/** The view switch's name: the frame answers it by itself (frameSwitch.ts), the cards follow data-mode. */
const MODE_SWITCH = 'mode';
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

/**
 * Cards drawn in the commit that opens the page. Under the last frame of a start, the grid's first
 * row (a card is taller than a screen): the frame shows that row, and is handed over to a page that
 * shows it too. The window's width over a card's narrowest never counts fewer columns than the grid
 * has, so no card of that row comes in late; one in the list and on a phone, three at 1280–1440 px.
 * Otherwise (a tab switch) the first card only: the others on screen are drawn in turn, as every card
 * that comes near the screen is (PositionSlot, ui/drawInTurn.ts).
 */
function firstCards(mode: CardMode, viewportWidth: number, handOver: boolean): number {
  if (!handOver) return 1;
  return mode === 'list' ? 1 : Math.max(1, Math.floor(viewportWidth / CARD_MIN_WIDTH));
}

/** The cards, each with its chart block; one off screen is drawn when a scroll brings it near (issue 24). */
function PositionList({
  list,
  mode,
  botName,
  onDetails,
  onClose,
  closingId,
  blockedReason,
}: {
  list: MiningPosition[];
  mode: CardMode;
  botName: (botId: number) => string | undefined;
  onDetails: (p: MiningPosition) => void;
  onClose?: (p: MiningPosition) => void;
  closingId: number | null;
  blockedReason: string | null;
}) {
  // Live pushes (up to 1,000 updates a second) reach the list in a transition (useSnapshot): a click
  // or key that arrives meanwhile interrupts that render instead of waiting behind it.
  // The pressed view button is painted within the click; the cards' new layout follows in a task of
  // its own, and its frame lays out only the cards near the screen in the new view
  // (layOutOnScreenFirst: the grid's first row at the list's width was 50–140 ms at 4× throttling).
  // Under the last frame nobody sees the app: it follows the frame's switch at once, so the
  // hand-over matches it.
  const deferredLayout = useDeferredValue(mode);
  const handOver = underLastFrame();
  const layout = handOver ? mode : deferredLayout;
  const first = firstCards(mode, window.innerWidth, handOver);
  const cards = useRef<HTMLDivElement>(null);
  const shownLayout = useRef(layout);
  // A layout effect: it runs before the browser lays out the commit that switched the view.
  useLayoutEffect(() => {
    if (shownLayout.current === layout) return;
    shownLayout.current = layout;
    if (cards.current) layOutOnScreenFirst(cards.current);
  }, [layout]);
  return (
    <div ref={cards} className={positionCards} data-mode={layout}>
      {list.map((p, i) => (
        <PositionSlot
          key={`${p.bot_id}-${p.token_id}`}
          position={p}
          onFirstScreen={i < first}
          botName={botName(p.bot_id)}
          onDetails={onDetails}
          onClose={onClose}
          closing={closingId === p.token_id}
          blockedReason={blockedReason}
        />
      ))}
    </div>
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
  const [mode, setMode] = useFrameSwitch<CardMode>(MODE_SWITCH, CARD_MODES, 'grid');
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
              <div className={row} role="group" aria-label={t.view} {...frameSwitchGroup(MODE_SWITCH)}>
                {CARD_MODES.map((m) => (
                  <Button
                    key={m}
                    aria-pressed={mode === m}
                    variant={mode === m ? 'primary' : 'secondary'}
                    onClick={() => setMode(m)}
                    {...frameSwitchValue(m)}
                  >
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
                    mode={mode}
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
