// A position's facts in labelled groups (docs/product.md §2 position card and detail panel): prices and
// bounds, money, yield, hedge, and the fees summary with net profit. The card and the detail panel
// show them; the bots' cards use Fact.
import type { ReactNode } from 'react';
import {
  formatEth,
  formatFee,
  formatLeverage,
  formatPercent,
  formatPrice,
  formatSignedUsd,
  formatUsd,
} from '../../../domain/format/format';
import { shownChannelWidth } from '../../../domain/rules/mining/channelWidth';
import { feesSummary } from '../../../domain/rules/portfolio/money';
import type { MiningPosition } from '../../../domain/contracts/types';
import { miningRu } from '../../i18n/sections/mining';
import { factWide, facts, tone } from '../common/mining.css';
import { hedgeStatusText, signTone } from './positionText';

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
