import { hedgeCardPositions } from '../../domain/hedgePositions';
import { formatCount, formatEth } from '../../domain/format';
import type { HedgeBot, HedgeBotPerformance } from '../../domain/types';
import { useSnapshot } from '../data/useSnapshot';
import { ru } from '../i18n/ru';
import { hedgeRu } from '../i18n/sections/hedge';
import { muted } from '../ui/ui.css';
import { details, detailsTitle, fact, factLabel, factValue, facts, positionList } from './hedge.css';
import { fill } from '../i18n/fill';
import { hedgePositionText, leverage, usdt } from './hedgeText';

/**
 * The expanded part of a hedge card: overflow and short income, average leverage, total trades,
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
        <Fact label={t.shortIncome} value={usdt(perf?.total_short_income)} />
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

export function Fact({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={fact}>
      <dt className={factLabel}>{label}</dt>
      <dd className={className ? `${factValue} ${className}` : factValue}>{value}</dd>
    </div>
  );
}
