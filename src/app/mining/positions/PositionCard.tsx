// The position card of docs/product.md §2 (grid or list). First what an operator scans: status, token, pair,
// risk, the channel with the price inside it, value, PnL, fees, yield and the hedge's state; the
// hedge block, the fees summary and the chart are folded until asked for (positionPrefs.ts keeps
// which are open), so that a screen holds several cards. The detail panel shows everything at once.
import { memo, useId, type ReactNode } from 'react';
import { formatDuration, formatFee, formatPercent, formatPrice, formatSignedUsd, formatUsd } from '../../../domain/format/format';
import { shownChannelWidth } from '../../../domain/rules/mining/channelWidth';
import { positionRisk, secondsInPosition } from '../../../domain/rules/mining/positionRisk';
import type { MiningPosition } from '../../../domain/contracts/types';
import { fill } from '../../i18n/fill';
import { miningRu } from '../../i18n/sections/mining';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { liveFigure, muted, row, spread, tone } from '../common/mining.css';
import { PositionChart } from './PositionChart';
import { Fact, FeesFacts, HedgeFacts } from './PositionFacts';
import { CARD_FOLDS, positionKey, useOpenFolds, type CardFold } from './positionPrefs';
import * as css from './positionCard.css';
import {
  RISK_TONE,
  channelTypeText,
  hedgeStatusText,
  rangePlace,
  samePositionVersion,
  signTone,
  statusText,
  statusTone,
} from './positionText';
import { ClockIcon, StatusDot } from '../../ui/StatusMark';

const t = miningRu.positions;
const c = miningRu.chart;

function PositionHeader({ position: p, botName }: { position: MiningPosition; botName?: string }) {
  const risk = positionRisk(p);
  return (
    <div className={spread}>
      <div className={row}>
        <StatusDot tone={statusTone(p.status)} />
        <strong>{statusText(p.status)}</strong>
        <span>{fill(t.token, { id: p.token_id })}</span>
        <span>{p.symbol}</span>
        {botName && <span className={muted}>{fill(t.botLabel, { name: botName })}</span>}
      </div>
      <div className={row}>
        <Badge tone={RISK_TONE[risk]}>{t.risk[risk]}</Badge>
        <Badge tone="info">{channelTypeText(p.channel_type)}</Badge>
        <span className={liveFigure} title={t.timeInPosition}>
          <ClockIcon /> {p.time_in_position || formatDuration(secondsInPosition(p))}
        </span>
        {p.needs_rebalancing && <Badge tone="warning">{t.needsRebalancing}</Badge>}
      </div>
    </div>
  );
}

/** The channel as a bar with the current price (and the entry) inside it, then its figures. */
function PriceRange({ position: p }: { position: MiningPosition }) {
  const price = rangePlace(p.current_price, p.lower_price, p.upper_price);
  const entry = rangePlace(p.entry_price, p.lower_price, p.upper_price);
  return (
    <div>
      {price && (
        <div className={css.rangeBar} aria-hidden="true">
          {entry && <span className={css.entryMark} style={{ left: `${entry.share * 100}%` }} />}
          <span className={css.priceMark} style={{ left: `${price.share * 100}%` }} />
        </div>
      )}
      {price && price.side !== 'inside' && (
        <p className={tone.negative} style={{ margin: '4px 0 0' }}>
          {price.side === 'below' ? t.belowRange : t.aboveRange}
        </p>
      )}
      <dl className={css.cardFacts} style={{ marginTop: 8 }}>
        <Fact label={t.lowerBound}>{formatPrice(p.lower_price)}</Fact>
        <Fact label={t.currentPrice}>{formatPrice(p.current_price)}</Fact>
        <Fact label={t.upperBound}>{formatPrice(p.upper_price)}</Fact>
        <Fact label={t.entryPrice}>{formatPrice(p.entry_price)}</Fact>
        <Fact label={t.channelWidth}>{formatPercent(shownChannelWidth(p))}</Fact>
        <Fact label={t.stopLoss}>{formatPercent(p.stop_loss_percent)}</Fact>
      </dl>
    </div>
  );
}

function hedgeState(p: MiningPosition): ReactNode {
  const h = p.hedge_info;
  if (!h) return t.hedgeOff;
  const pnl = h.pnl_usd ?? p.hedge_pnl_usd;
  return (
    <>
      {hedgeStatusText(h.status)} · <span className={tone[signTone(pnl)]}>{formatSignedUsd(pnl)}</span>
    </>
  );
}

function MoneyAndYield({ position: p }: { position: MiningPosition }) {
  return (
    <dl className={css.cardFacts}>
      <Fact label={t.currentValue}>{formatUsd(p.current_position_value_usd)}</Fact>
      <Fact label={p.status === 'closed' ? t.pnl : t.pnlOpen} sign={p.pnl}>
        {formatSignedUsd(p.pnl)} ({formatPercent(p.pnl_percent, true)})
      </Fact>
      {typeof p.capital_usd === 'number' && p.hedge_info && <Fact label={t.capital}>{formatUsd(p.capital_usd)}</Fact>}
      <Fact label={t.earnedFees}>{formatFee(p.earned_fees)}</Fact>
      <Fact label={t.initialInvestment}>{formatUsd(p.initial_investment_usd)}</Fact>
      <Fact label={t.rewards}>{formatFee(p.liquidity_rewards_usd)}</Fact>
      <Fact label={t.currentYield} sign={p.mining_yield_percent}>
        {formatPercent(p.mining_yield_percent, true)}
      </Fact>
      <Fact label={t.hourlyIncome}>{formatUsd(p.estimated_hourly_income_usd)}</Fact>
      <Fact label={t.dailyIncome}>{formatUsd(p.estimated_daily_income_usd)}</Fact>
      <Fact label={t.hedgeTitle}>{hedgeState(p)}</Fact>
    </dl>
  );
}

const FOLD_TITLES: Record<CardFold, string> = { hedge: t.hedgeTitle, fees: t.feesTitle, chart: c.title };

/**
 * The folded blocks: a row of buttons, each opening its block below them. Without a hedge there is
 * nothing more to show of it than its state above (docs/product.md §2: hedging is not active).
 */
function Folds({ position: p }: { position: MiningPosition }) {
  const [open, toggle] = useOpenFolds(positionKey(p));
  const id = useId();
  const folds = CARD_FOLDS.filter((f) => f !== 'hedge' || p.hedge_info);
  const shown = (fold: CardFold) => open.includes(fold) && folds.includes(fold);
  return (
    <>
      <div className={row}>
        {folds.map((fold) => (
          <button
            key={fold}
            type="button"
            className={css.foldButton}
            aria-expanded={shown(fold)}
            aria-controls={`${id}-${fold}`}
            onClick={() => toggle(fold)}
          >
            <span aria-hidden="true">{shown(fold) ? '▾' : '▸'}</span> {FOLD_TITLES[fold]}
          </button>
        ))}
      </div>
      {folds.map((fold) => (
        <section key={fold} id={`${id}-${fold}`} aria-label={FOLD_TITLES[fold]} hidden={!shown(fold)}>
          {shown(fold) && <FoldBody fold={fold} position={p} />}
        </section>
      ))}
    </>
  );
}

function FoldBody({ fold, position }: { fold: CardFold; position: MiningPosition }) {
  if (fold === 'hedge') return <HedgeFacts position={position} />;
  if (fold === 'fees') return <FeesFacts position={position} />;
  return <PositionChart position={position} />;
}

function PositionCardView({
  position: p,
  botName,
  onDetails,
  onClose,
  closing = false,
  blockedReason = null,
}: {
  position: MiningPosition;
  /** The bot the position belongs to, by name. */
  botName?: string;
  onDetails?: (p: MiningPosition) => void;
  onClose?: (p: MiningPosition) => void;
  closing?: boolean;
  /** Why commands cannot run now (offline): close is disabled and says so. */
  blockedReason?: string | null;
}) {
  return (
    <article className={css.card} aria-label={`${fill(t.token, { id: p.token_id })} ${p.symbol}`} data-token={p.token_id}>
      <PositionHeader position={p} botName={botName} />
      <PriceRange position={p} />
      <MoneyAndYield position={p} />
      <Folds position={p} />
      {(onDetails || onClose) && (
        <div className={row}>
          {onDetails && <Button onClick={() => onDetails(p)}>{t.details}</Button>}
          {onClose && (
            <Button variant="danger" onClick={() => onClose(p)} disabled={closing || !!blockedReason} title={blockedReason ?? undefined}>
              {closing ? t.closing : t.close}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

type CardProps = Parameters<typeof PositionCardView>[0];

/**
 * A card re-renders only when its position changed or its own props did. Handlers are compared
 * by presence: the list passes new closures on every render, and each calls back with the position.
 */
function sameCard(a: CardProps, b: CardProps): boolean {
  return (
    samePositionVersion(a.position, b.position) &&
    a.botName === b.botName &&
    a.closing === b.closing &&
    a.blockedReason === b.blockedReason &&
    !a.onClose === !b.onClose &&
    !a.onDetails === !b.onDetails
  );
}

export const PositionCard = memo(PositionCardView, sameCard);
