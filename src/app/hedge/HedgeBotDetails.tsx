import { hedgeCardPositions } from '../../domain/rules/hedge/hedgePositions';
import { formatCount, formatEth } from '../../domain/format/format';
import type { HedgeBot, HedgeBotPerformance } from '../../domain/contracts/types';
import { useSnapshot } from '../data/useSnapshot';
import { ru } from '../i18n/ru';
import { hedgeRu } from '../i18n/sections/hedge';
import { muted } from '../ui/ui.css';
import { signClass } from '../ui/sign';
import { details, detailsTitle, fact, factHint, factLabel, factValue, facts, positionList } from './hedge.css';
import { fill } from '../i18n/fill';
import { hedgePositionText, leverage, usdt } from './hedgeText';

/**
 * The expanded part of a hedge card: the parts of the total income (the channel's fees and price
 * PnL, the shorts; the shorts of mining positions apart, as they count there), average leverage, total trades,
 * up to 3 active hedge positions (live: the worker folds the bot's socket updates into the
 * snapshot) and the bot's settings.
 */
export function HedgeBotDetails({ id, bot, performance }: { id: string; bot: HedgeBot; performance: HedgeBotPerformance | null }) {
  const t = hedgeRu.card;
  const positions = useSnapshot('hedgePositions', { botId: bot.bot_id });
  const { shown, more } = hedgeCardPositions(positions.data ?? []);
  const perf = performance?.hedge_performance;
  return (
    <div id={id} className={details}>
      <dl className={facts}>
        <Fact label={t.overflowIncome} value={usdt(perf?.total_overflow_income)} />
        <Fact
          label={t.channelPricePnl}
          value={usdt(perf?.channel_price_pnl)}
          className={signClass(perf?.channel_price_pnl) || undefined}
          hint={perf && typeof perf.channel_price_pnl !== 'number' ? t.channelPriceUnknown : undefined}
        />
        <Fact label={t.shortIncome} value={usdt(perf?.total_short_income)} className={signClass(perf?.total_short_income) || undefined} />
        {typeof perf?.mining_hedge_income === 'number' && (
          <Fact label={t.miningHedgeIncome} value={usdt(perf.mining_hedge_income)} hint={t.miningHedgeHint} />
        )}
        <Fact label={t.averageLeverage} value={leverage(perf?.average_leverage)} />
        <Fact label={t.totalTrades} value={formatCount(performance?.bot_stats?.total_trades)} />
      </dl>
      <section aria-label={t.activePositions}>
        <h3 className={detailsTitle}>{t.activePositions}</h3>
        {positions.data === null && positions.status === 'error' ? (
          <p className={muted}>{t.positionsError}</p>
        ) : positions.data === null ? (
          <p className={muted}>{ru.ui.loading}</p>
        ) : shown.length === 0 ? (
          <p className={muted}>{t.noActivePositions}</p>
        ) : (
          <ul className={positionList}>
            {shown.map((p) => (
              <li key={p.position_id}>{hedgePositionText(p)}</li>
            ))}
            {more > 0 && <li className={muted}>{fill(t.morePositions, { n: more })}</li>}
          </ul>
        )}
      </section>
      <section aria-label={t.settings}>
        <h3 className={detailsTitle}>{t.settings}</h3>
        <dl className={facts}>
          <Fact label={t.usdtStart} value={usdt(bot.usdt_start)} />
          <Fact label={t.ethStart} value={formatEth(bot.eth_start)} />
          <Fact label={t.maxPositions} value={formatCount(bot.max_hedge_positions)} />
          <Fact label={t.testnet} value={bot.gate_testnet ? t.yes : t.no} />
        </dl>
      </section>
    </div>
  );
}

/** A label and its value; `hint` says under the value what it is made of or where it counts. */
export function Fact({ label, value, className, hint }: { label: string; value: string; className?: string; hint?: string }) {
  return (
    <div className={fact}>
      <dt className={factLabel}>{label}</dt>
      <dd className={className ? `${factValue} ${className}` : factValue}>{value}</dd>
      {hint && <dd className={factHint}>{hint}</dd>}
    </div>
  );
}
