// The position card of docs/product.md §2 (grid or list: its list's data-mode styles it): status, risk, prices and bounds, money,
// yield, hedge, the fees summary with net profit, and the optional actions.
import { memo, type ReactNode } from 'react';
import {
  formatDuration,
  formatEth,
  formatFee,
  formatLeverage,
  formatPercent,
  formatPrice,
  formatSignedUsd,
  formatUsd,
} from '../../../domain/format';
import { shownChannelWidth } from '../../../domain/channelWidth';
import { feesSummary } from '../../../domain/money';
import { positionRisk, secondsInPosition } from '../../../domain/positionRisk';
import type { MiningPosition } from '../../../domain/types';
import { miningRu } from '../../i18n/sections/mining';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { blockTitle, cardBody, facts, factWide, liveFigure, muted, panel, row, spread, tone } from '../common/mining.css';
import { RISK_TONE, channelTypeText, hedgeStatusText, samePositionVersion, signTone, statusText, statusTone } from './positionText';
import { ClockIcon, StatusDot } from '../../ui/StatusMark';
import { fill } from '../../i18n/fill';

const t = miningRu.positions;

/** A label and its value; `wide` takes the whole row, for a text value longer than a column. */
export function Fact({ label, children, sign, wide }: { label: string; children: ReactNode; sign?: number | null; wide?: boolean }) {
  return (
    <div className={wide ? factWide : undefined}>
      <dt>{label}</dt>
      <dd className={sign === undefined ? undefined : tone[signTone(sign)]}>{children}</dd>
    </div>
  );
}

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
      </div>
    </div>
  );
}

export function PriceFacts({ position: p }: { position: MiningPosition }) {
  return (
    <dl className={facts}>
      <Fact label={t.entryPrice}>{formatPrice(p.entry_price)}</Fact>
      <Fact label={t.currentPrice}>{formatPrice(p.current_price)}</Fact>
      <Fact label={t.lowerBound}>{formatPrice(p.lower_price)}</Fact>
      <Fact label={t.upperBound}>{formatPrice(p.upper_price)}</Fact>
      <Fact label={t.channelWidth}>{formatPercent(shownChannelWidth(p))}</Fact>
      <Fact label={t.stopLoss}>{formatPercent(p.stop_loss_percent)}</Fact>
    </dl>
  );
}

export function MoneyFacts({ position: p }: { position: MiningPosition }) {
  return (
    <dl className={facts}>
      <Fact label={t.initialInvestment}>{formatUsd(p.initial_investment_usd)}</Fact>
      <Fact label={t.currentValue}>{formatUsd(p.current_position_value_usd)}</Fact>
      <Fact label={t.earnedFees}>{formatFee(p.earned_fees)}</Fact>
      <Fact label={t.rewards}>{formatFee(p.liquidity_rewards_usd)}</Fact>
      <Fact label={t.ethAmount}>{formatEth(p.eth_amount)}</Fact>
      <Fact label={t.usdtAmount}>{formatUsd(p.usdt_amount)}</Fact>
      <Fact label={p.status === 'closed' ? t.pnl : t.pnlOpen} sign={p.pnl}>
        {formatSignedUsd(p.pnl)} ({formatPercent(p.pnl_percent, true)})
      </Fact>
      {typeof p.capital_usd === 'number' && p.hedge_info && <Fact label={t.capital}>{formatUsd(p.capital_usd)}</Fact>}
    </dl>
  );
}

export function YieldFacts({ position: p }: { position: MiningPosition }) {
  return (
    <dl className={facts}>
      <Fact label={t.currentYield} sign={p.mining_yield_percent}>
        {formatPercent(p.mining_yield_percent, true)}
      </Fact>
      <Fact label={t.hourlyIncome}>{formatUsd(p.estimated_hourly_income_usd)}</Fact>
      <Fact label={t.dailyIncome}>{formatUsd(p.estimated_daily_income_usd)}</Fact>
    </dl>
  );
}

export function HedgeFacts({ position: p }: { position: MiningPosition }) {
  const h = p.hedge_info;
  if (!h) return <p style={{ margin: 0 }}>{t.hedgeInactive}</p>;
  const totalYield = p.net_pnl_usd;
  return (
    <dl className={facts}>
      <Fact label={t.hedgeId}>{String(h.hedge_id)}</Fact>
      <Fact label={t.hedgeStatus}>{hedgeStatusText(h.status)}</Fact>
      <Fact label={t.hedgeAmount}>{formatUsd(h.amount_usdt)}</Fact>
      <Fact label={t.compensation}>{formatPercent(p.compensation_percent)}</Fact>
      {typeof h.leverage === 'number' && <Fact label={t.hedgeLeverage}>{formatLeverage(h.leverage)}</Fact>}
      {typeof h.margin_usd === 'number' && <Fact label={t.hedgeMargin}>{formatUsd(h.margin_usd)}</Fact>}
      {typeof h.liquidation_price === 'number' && <Fact label={t.hedgeLiquidation}>{formatPrice(h.liquidation_price)}</Fact>}
      <Fact label={t.hedgeEntry}>{formatPrice(h.entry_price)}</Fact>
      <Fact label={t.hedgeCurrent}>{formatPrice(h.current_price)}</Fact>
      <Fact label={t.takeProfit}>{formatPrice(h.tp_price)}</Fact>
      <Fact label={t.stopLossHedge}>{formatPrice(h.sl_price)}</Fact>
      <Fact label={t.hedgePnl} sign={p.hedge_pnl_usd}>
        {formatSignedUsd(h.pnl_usd ?? p.hedge_pnl_usd)} ({formatPercent(p.hedge_pnl_percent, true)})
      </Fact>
      <Fact label={t.miningPricePnl} sign={p.mining_price_pnl_usd}>
        {formatSignedUsd(p.mining_price_pnl_usd)} ({formatPercent(p.mining_price_pnl_percent, true)})
      </Fact>
      <Fact label={t.hedgeEfficiency}>{formatPercent(p.hedge_efficiency_percent)}</Fact>
      <Fact label={t.netPricePnl} sign={p.net_price_pnl_usd}>
        {formatSignedUsd(p.net_price_pnl_usd)} ({formatPercent(p.net_price_pnl_percent, true)})
      </Fact>
      <Fact label={t.totalYield} sign={totalYield}>
        {formatSignedUsd(totalYield)}
      </Fact>
    </dl>
  );
}

export function FeesFacts({ position: p }: { position: MiningPosition }) {
  const s = feesSummary(p);
  return (
    <dl className={facts}>
      <Fact label={t.lpExpenses}>{formatFee(s.lpExpenses)}</Fact>
      <Fact label={p.status === 'closed' ? t.lpGas : t.lpGasOpen}>{formatFee(s.lpGas)}</Fact>
      <Fact label={t.lpSwap}>{formatFee(s.lpSwap)}</Fact>
      <Fact label={t.hedgeFees}>{formatFee(s.hedgeFees)}</Fact>
      <Fact label={t.hedgeFunding} sign={s.hedgeFunding}>
        {formatSignedUsd(s.hedgeFunding)}
      </Fact>
      <Fact label={t.totalExpenses}>{formatFee(s.totalExpenses)}</Fact>
      <Fact label={t.totalIncome}>{formatFee(s.totalIncome)}</Fact>
      <Fact label={t.pricePnl} sign={s.pricePnl}>
        {formatSignedUsd(s.pricePnl)}
      </Fact>
      <Fact label={t.netProfit} sign={s.netProfit}>
        {formatSignedUsd(s.netProfit)}
      </Fact>
    </dl>
  );
}

function PositionCardView({
  position,
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
  const p = position;
  const sections = (
    <>
      <h4 className={blockTitle}>{t.yieldTitle}</h4>
      <YieldFacts position={p} />
      <h4 className={blockTitle}>{t.hedgeTitle}</h4>
      <HedgeFacts position={p} />
      <h4 className={blockTitle}>{t.feesTitle}</h4>
      <FeesFacts position={p} />
    </>
  );
  return (
    <article className={panel} aria-label={`${fill(t.token, { id: p.token_id })} ${p.symbol}`} data-token={p.token_id}>
      <PositionHeader position={p} botName={botName} />
      {p.needs_rebalancing && (
        <p style={{ margin: '8px 0 0' }}>
          <Badge tone="warning">{t.needsRebalancing}</Badge>
        </p>
      )}
      <div className={cardBody}>
        <div>
          <PriceFacts position={p} />
          <div style={{ height: 12 }} />
          <MoneyFacts position={p} />
        </div>
        <div>{sections}</div>
      </div>
      {(onDetails || onClose) && (
        <div className={row} style={{ marginTop: 12 }}>
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
 * by presence: the list passes new closures on every render.
 */
function sameCard(a: CardProps, b: CardProps): boolean {
  return (
    samePositionVersion(a.position, b.position) &&
    a.botName === b.botName &&
    a.closing === b.closing &&
    !a.onClose === !b.onClose &&
    !a.onDetails === !b.onDetails
  );
}

export const PositionCard = memo(PositionCardView, sameCard);
