// The price chart editor of the strategy tab: recent candles with the channel and stop-loss
// lines, moved by sliders or by dragging the lines. The price sliders step with the pair's price
// (0.5 for ETH-like prices, as the spec says; priceStep), percent stops by 0.1.
import {
  PERCENT_STOP_STEP,
  STOP_PERCENT_BOUNDS,
  lowestBound,
  setLower,
  setStopPercent,
  setStopPrice,
  setUpper,
  type StopSide,
} from '../../../domain/rules/strategies/channelEditor';
import { formatPercent, formatPrice } from '../../../domain/format/format';
import { priceStep, roundPrice } from '../../../domain/format/priceScale';
import type { Candle, Strategy } from '../../../domain/contracts/types';
import { LazyPriceChart } from '../../charts/LazyPriceChart';
import type { ChartLine } from '../../charts/chartTypes';
import { miningRu } from '../../i18n/sections/mining';
import { blockTitle, muted } from '../common/mining.css';
import { Slider } from './Slider';

const t = miningRu.strategies;
const c = miningRu.chart;

export function strategyLines(s: Strategy, price: number): ChartLine[] {
  return [
    { id: 'upper', price: s.upper_channel, label: c.upper, tone: 'upper', draggable: true },
    { id: 'lower', price: s.lower_channel, label: c.lower, tone: 'lower', draggable: true },
    { id: 'current', price, label: c.current, tone: 'current' },
    ...s.upper_stop_losses.map((p, i): ChartLine => ({
      id: `stop-upper-${i}`,
      price: p,
      label: c.stopUpper,
      tone: 'stop',
      draggable: true,
    })),
    ...s.lower_stop_losses.map((p, i): ChartLine => ({
      id: `stop-lower-${i}`,
      price: p,
      label: c.stopLower,
      tone: 'stop',
      draggable: true,
    })),
  ];
}

/** Applies a dragged line to the strategy. */
export function dragLine(s: Strategy, id: string, price: number, current: number): Strategy {
  if (id === 'upper') return setUpper(s, price, current);
  if (id === 'lower') return setLower(s, price, current);
  const m = /^stop-(upper|lower)-(\d+)$/.exec(id);
  if (m) return setStopPrice(s, m[1] as StopSide, Number(m[2]), price);
  return s;
}

/**
 * Slider range and step for the bounds: half to one and a half times the price, always holding the
 * values, on the price's own step (0,5 for ETH, 0,00005 for MATIC at 0,70), never down to zero.
 */
export function boundRange(s: Strategy, price: number): { min: number; max: number; step: number } {
  const step = priceStep(price);
  // The epsilons keep 0,35 / 0,00005 from flooring to 6 999 through binary noise.
  const down = (v: number) => roundPrice(Math.floor(v / step + 1e-9) * step, price);
  const up = (v: number) => roundPrice(Math.ceil(v / step - 1e-9) * step, price);
  const min = down(Math.min(price * 0.5, s.lower_channel));
  const max = up(Math.max(price * 1.5, s.upper_channel));
  return { min: Math.max(lowestBound(price), min), max, step };
}

export function StrategyChartEditor({
  strategy: s,
  price,
  candles,
  candlesFailed = false,
  onChange,
}: {
  strategy: Strategy;
  price: number;
  candles: ReadonlyArray<Candle> | null;
  candlesFailed?: boolean;
  onChange: (next: Strategy) => void;
}) {
  const range = boundRange(s, price);
  const percentStops = s.stops_unit === 'PERCENT';
  const stopSlider = (side: StopSide, i: number) => {
    const prices = side === 'upper' ? s.upper_stop_losses : s.lower_stop_losses;
    const percents = side === 'upper' ? s.upper_stop_losses_percent : s.lower_stop_losses_percent;
    const label = `${side === 'upper' ? c.stopUpper : c.stopLower} ${i + 1}`;
    return percentStops ? (
      <Slider
        key={`${side}-${i}`}
        label={label}
        min={STOP_PERCENT_BOUNDS.min}
        max={STOP_PERCENT_BOUNDS.max}
        step={PERCENT_STOP_STEP}
        value={percents[i]}
        display={`${formatPercent(percents[i])} · ${formatPrice(prices[i], price)}`}
        onChange={(v) => onChange(setStopPercent(s, side, i, v))}
      />
    ) : (
      <Slider
        key={`${side}-${i}`}
        label={label}
        min={s.lower_channel}
        max={s.upper_channel}
        step={range.step}
        value={prices[i]}
        display={formatPrice(prices[i], price)}
        onChange={(v) => onChange(setStopPrice(s, side, i, v))}
      />
    );
  };
  return (
    <section aria-label={t.chart}>
      <h4 className={blockTitle}>{t.chart}</h4>
      <p className={muted} style={{ marginTop: 0 }}>
        {t.chartHint}
      </p>
      {candles && candles.length > 0 ? (
        <LazyPriceChart
          candles={candles}
          lines={strategyLines(s, price)}
          ariaLabel={t.chart}
          height={300}
          onLineDrag={(id, p) => onChange(dragLine(s, id, p, price))}
        />
      ) : (
        <p className={muted} role="status">
          {candles ? c.noCandles : candlesFailed ? miningRu.errors.prices : c.loading}
        </p>
      )}
      <div role="group" aria-label={t.sliders}>
        <Slider
          label={c.upper}
          min={range.min}
          max={range.max}
          step={range.step}
          value={s.upper_channel}
          display={formatPrice(s.upper_channel, price)}
          onChange={(v) => onChange(setUpper(s, v, price))}
        />
        <Slider
          label={c.lower}
          min={range.min}
          max={range.max}
          step={range.step}
          value={s.lower_channel}
          display={formatPrice(s.lower_channel, price)}
          onChange={(v) => onChange(setLower(s, v, price))}
        />
        {s.upper_stop_losses.map((_, i) => stopSlider('upper', i))}
        {s.lower_stop_losses.map((_, i) => stopSlider('lower', i))}
      </div>
    </section>
  );
}
