// The position detail panel of docs/product.md §2: status, channel type, time, mining info, yield estimates,
// hedge info, fees and net result. Fresh data comes from the position topic; until it arrives the
// list's copy is shown. If anything cannot be shown, the fallback panel says so.
import { Component, useState, type ReactNode } from 'react';
import { formatDateTime, formatDuration } from '../../../domain/format/format';
import { secondsInPosition } from '../../../domain/rules/mining/positionRisk';
import type { MiningPosition } from '../../../domain/contracts/types';
import { useSnapshot } from '../../data/useSnapshot';
import { miningRu } from '../../i18n/sections/mining';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { StaleNotice } from '../../ui/States';
import { useDrawnAfterFirstPaint } from '../../ui/useDrawnAfterFirstPaint';
import { blockTitle, detailWaiting, facts } from '../common/mining.css';
import { Fact, FeesFacts, HedgeFacts, MoneyFacts, PriceFacts, YieldFacts } from './PositionFacts';
import { channelTypeText, statusText, statusTone } from './positionText';
import { StatusDot } from '../../ui/StatusMark';
import { fill } from '../../i18n/fill';
import { backtestRu } from '../../i18n/sections/backtest';
import { PositionWhatIf } from '../whatIf/PositionWhatIf';

const t = miningRu.positions;

function DetailFallback({ onClose }: { onClose: () => void }) {
  return (
    <Notice kind="error">
      <strong>{t.detailErrorTitle}</strong>
      <p>{t.detailErrorText}</p>
      <Button onClick={onClose}>{t.detailClose}</Button>
    </Notice>
  );
}

class DetailBoundary extends Component<{ onClose: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('position detail failed', error);
  }
  override render() {
    return this.state.failed ? <DetailFallback onClose={this.props.onClose} /> : this.props.children;
  }
}

function PositionDetailBody({ position: p }: { position: MiningPosition }) {
  if (!p || typeof p.token_id !== 'number') throw new Error('position without token_id');
  return (
    <div>
      <dl className={facts}>
        <Fact label={t.detailStatus}>
          <StatusDot tone={statusTone(p.status)} /> {statusText(p.status)}
        </Fact>
        <Fact label={t.channelTypeLabel} wide>
          {channelTypeText(p.channel_type)}
        </Fact>
        <Fact label={t.timeInPosition}>{p.time_in_position || formatDuration(secondsInPosition(p))}</Fact>
        <Fact label={t.openedAt}>{formatDateTime(p.timestamp)}</Fact>
        <Fact label={t.lastUpdate}>{formatDateTime(p.last_update)}</Fact>
      </dl>
      <h4 className={blockTitle}>{t.miningInfo}</h4>
      <PriceFacts position={p} />
      <div style={{ height: 12 }} />
      <MoneyFacts position={p} />
      <h4 className={blockTitle}>{t.yieldEstimates}</h4>
      <YieldFacts position={p} />
      <h4 className={blockTitle}>{t.hedgeTitle}</h4>
      <HedgeFacts position={p} />
      <h4 className={blockTitle}>{t.feesTitle}</h4>
      <FeesFacts position={p} />
    </div>
  );
}

export function PositionDetailModal({ position, onClose }: { position: MiningPosition; onClose: () => void }) {
  const fresh = useSnapshot('position', { botId: position.bot_id, positionId: position.token_id });
  const shown = fresh.data ?? position;
  // The dialog opens first and its ~200 elements follow in the next frame: opened together,
  // showModal's page-wide restyle and the details' layout were one frame of 100–215 ms at 4× CPU
  // throttling under load (issue 24).
  const drawn = useDrawnAfterFirstPaint();
  const [scenarios, setScenarios] = useState(false);
  return (
    <Modal title={fill(t.detailTitle, { id: position.token_id })} onClose={onClose} wide>
      <DetailBoundary onClose={onClose}>
        {fresh.data && <StaleNotice snapshot={fresh} />}
        {drawn ? <PositionDetailBody position={shown} /> : <div className={detailWaiting} aria-busy="true" />}
        {drawn && shown.status === 'open' && (
          <>
            <Button onClick={() => setScenarios((v) => !v)} aria-expanded={scenarios} style={{ marginTop: 12 }}>
              {scenarios ? backtestRu.whatIf.hide : backtestRu.whatIf.open}
            </Button>
            {scenarios && <PositionWhatIf position={shown} />}
          </>
        )}
      </DetailBoundary>
    </Modal>
  );
}
