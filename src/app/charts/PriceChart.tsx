// A candle chart with horizontal price lines (channel, entry, current price, stop-losses), drawn
// with visx. Each line has its own colour and dash (chartPalette.ts) and a price tag on the right
// axis; tags that would overlap are pushed apart (labelLayout.ts) and axis ticks under a tag give
// way. A mark (the entry time) is a vertical line. A crosshair reads out a candle under the mouse,
// a finger or the arrow keys. Lines marked draggable can be moved with the pointer. Load it lazily
// (LazyPriceChart): visx stays out of the first screen.
import { useCallback, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { AxisBottom, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Line } from '@visx/shape';
import { formatClock, formatDateTime, formatDayMonth, formatPrice } from '../../domain/format/format';
import { chartsRu } from '../i18n/sections/charts';
import { vars } from '../theme/theme.css';
import { candlePaths, candleShape, rises, type CandleGeometry } from './candlePaths';
import { CrosshairFrame } from './CrosshairFrame';
import { clampToDomain, priceDomain } from './chartDomain';
import type { ChartLine, ChartLineTone, ChartMark, PriceChartProps } from './chartTypes';
import { legend, legendItem } from './charts.css';
import { placeLabels } from './labelLayout';
import { timeTicks } from './timeTicks';
import { TradeMarkers } from './TradeMarkers';
import { useCrosshair } from './useCrosshair';
import { useWidth } from './useWidth';
import { fill } from '../i18n/fill';

const t = chartsRu;
const TAG_HEIGHT = 16;
/** From this width the tags carry the line's name as well as its price. */
const NAMED_TAGS_FROM = 560;

const TONE: Record<ChartLineTone, { stroke: string; dash?: string; width: number }> = {
  upper: { stroke: vars.color.chartChannel, width: 1.5 },
  lower: { stroke: vars.color.chartChannel, width: 1.5 },
  entry: { stroke: vars.color.chartEntry, dash: '6 4', width: 1.5 },
  current: { stroke: vars.color.chartCurrent, dash: '2 3', width: 1.5 },
  stop: { stroke: vars.color.chartStop, dash: '10 3 2 3', width: 1.5 },
};

/** The candle a moment falls in, or null before the first / after the last candle's period. */
function candleOf(times: readonly number[], time: number): number | null {
  if (times.length === 0 || time < times[0]) return null;
  const period = times.length > 1 ? times[1] - times[0] : 0;
  if (time >= times[times.length - 1] + period) return null;
  let i = times.length - 1;
  while (i > 0 && times[i] > time) i -= 1;
  return i;
}

function Swatch({ tone }: { tone: ChartLineTone }) {
  const s = TONE[tone];
  return (
    <svg width={24} height={8} aria-hidden="true">
      <line x1={0} x2={24} y1={4} y2={4} stroke={s.stroke} strokeWidth={2} strokeDasharray={s.dash} />
    </svg>
  );
}

/** The candle under the crosshair, at full strength over the others (dimmed while it shows). */
function ShownCandle({ candle, geometry }: { candle: PriceChartProps['candles'][number]; geometry: CandleGeometry }) {
  const shape = candleShape(candle, geometry);
  const colour = rises(candle) ? vars.color.positive : vars.color.negative;
  return (
    <g data-shown-candle="" pointerEvents="none">
      <path d={shape.wick} stroke={colour} strokeWidth={1} fill="none" />
      <path d={shape.body} fill={colour} />
    </g>
  );
}

const NO_TRADES: NonNullable<PriceChartProps['trades']> = [];

export default function PriceChart({
  candles,
  lines,
  marks = [],
  trades = NO_TRADES,
  height = 280,
  ariaLabel,
  onLineDrag,
}: PriceChartProps) {
  const [parentRef, width] = useWidth<HTMLDivElement>();
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ id: string; domain: [number, number] } | null>(null);

  const named = width >= NAMED_TAGS_FROM;
  // Every price of the chart on the pair's own scale (cents for ETH, five decimals for MATIC).
  const reference = candles.length > 0 ? candles[candles.length - 1].close : (lines[0]?.price ?? 0);
  const priceText = (v: number) => formatPrice(v, reference);
  const tagText = (l: ChartLine) => (named ? `${l.label} ${priceText(l.price)}` : priceText(l.price));
  // The gutter holds the widest tag (about 7.2 px a character at 11 px, bold, in a wide fallback font).
  const longest = Math.max(priceText(reference * 1.5).length, ...lines.map((l) => tagText(l).length));
  const margin = { top: 8, right: Math.ceil(longest * 7.2) + 14, bottom: 26, left: 6 };
  const innerW = Math.max(0, width - margin.left - margin.right);
  const innerH = Math.max(0, height - margin.top - margin.bottom);
  // While dragging the scale stays put, otherwise the line would chase the pointer.
  const domain = drag?.domain ?? priceDomain(candles, [...lines.map((l) => l.price), ...trades.map((m) => m.price)]);
  // The scales and the candles' paths are kept while their inputs are: a live push that moves only
  // a price line then leaves the candles' elements as they were (candlePaths.ts).
  const [low, high] = domain;
  const y = useMemo(() => scaleLinear<number>({ domain: [low, high], range: [innerH, 0] }), [low, high, innerH]);
  const x = useMemo(() => scaleBand<number>({ domain: candles.map((_, i) => i), range: [0, innerW], padding: 0.3 }), [candles, innerW]);
  const geometry = useCallback((i: number): CandleGeometry => ({ left: x(i) ?? 0, width: Math.max(1, x.bandwidth()), y }), [x, y]);
  const paths = useMemo(() => candlePaths(candles, geometry), [candles, geometry]);
  const times = candles.map((c) => c.timestamp);
  const centre = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  const ticks = timeTicks(times, centre, innerW);

  const tagYs = placeLabels(
    lines.map((l) => y(l.price)),
    TAG_HEIGHT + 2,
    0,
    innerH,
  );
  // Axis prices give way to the tags.
  const axisTicks = y.ticks(5).filter((v) => tagYs.every((ty) => Math.abs(y(v) - ty) > TAG_HEIGHT));

  const firstCentre = centre(0);
  const bandStep = Math.max(1, x.step());
  const pointAt = useCallback((px: number) => Math.round((px - firstCentre) / bandStep), [firstCentre, bandStep]);
  const { at, handlers } = useCrosshair(candles.length, pointAt, margin);
  const shown = at ?? null;
  const candle = candles[shown?.index ?? candles.length - 1];
  const cursorPrice = shown?.y !== null && shown?.y !== undefined && shown.y >= 0 && shown.y <= innerH ? y.invert(shown.y) : null;

  const priceAt = (clientY: number): number | null => {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box) return null;
    const value = y.invert(clientY - box.top - margin.top);
    return clampToDomain(value, domain);
  };

  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (drag && onLineDrag) {
      const price = priceAt(e.clientY);
      if (price !== null) onLineDrag(drag.id, price);
      return;
    }
    handlers.onPointerMove(e);
  };
  const endDrag = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    if (svgRef.current?.hasPointerCapture?.(e.pointerId)) svgRef.current.releasePointerCapture(e.pointerId);
    setDrag(null);
  };

  const markOf = (m: ChartMark) => candleOf(times, m.time);
  const entryMark = marks.find((m) => m.tone === 'entry');
  const legendText = (l: ChartLine) => {
    if (l.tone !== 'entry' || !entryMark) return `${l.label} ${priceText(l.price)}`;
    const when = formatDateTime(entryMark.time);
    return fill(markOf(entryMark) === null ? t.entryBefore : t.entryTime, { label: l.label, price: priceText(l.price), time: when });
  };

  return (
    <div ref={parentRef} style={{ width: '100%' }}>
      <CrosshairFrame
        readout={
          <>
            {candle &&
              fill(t.candle, {
                time: `${formatDayMonth(candle.timestamp)}, ${formatClock(candle.timestamp)}`,
                open: priceText(candle.open),
                high: priceText(candle.high),
                low: priceText(candle.low),
                close: priceText(candle.close),
              })}
            {cursorPrice !== null && ` · ${fill(t.atCursor, { price: priceText(cursorPrice) })}`}
          </>
        }
        announce={shown?.keyboard ?? false}
        label={ariaLabel}
        keys={handlers}
        style={{ height }}
      >
        {width > 0 && (
          <svg
            ref={svgRef}
            width={width}
            height={height}
            role="img"
            aria-label={ariaLabel}
            onPointerMove={onPointerMove}
            onPointerDown={handlers.onPointerDown}
            onPointerLeave={handlers.onPointerLeave}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            style={{ touchAction: drag ? 'none' : 'pan-y', userSelect: 'none', display: 'block' }}
          >
            <Group left={margin.left} top={margin.top}>
              <g data-candles="" opacity={shown ? 0.75 : 1}>
                <path d={paths.risingWicks} stroke={vars.color.positive} strokeWidth={1} fill="none" />
                <path d={paths.risingBodies} fill={vars.color.positive} />
                <path d={paths.fallingWicks} stroke={vars.color.negative} strokeWidth={1} fill="none" />
                <path d={paths.fallingBodies} fill={vars.color.negative} />
              </g>
              {shown && candle && <ShownCandle candle={candle} geometry={geometry(shown.index)} />}
              {marks.map((m) => {
                const i = markOf(m);
                if (i === null) return null;
                const mx = centre(i);
                const tone = TONE[m.tone];
                return (
                  <g key={m.id} data-mark={m.id}>
                    <Line from={{ x: mx, y: 0 }} to={{ x: mx, y: innerH }} stroke={tone.stroke} strokeWidth={1} strokeDasharray="3 3" />
                    <path d={`M${mx - 5},${innerH} L${mx + 5},${innerH} L${mx},${innerH - 7} Z`} fill={tone.stroke} />
                    {/* the label stays inside the plot: left of the line near the right edge */}
                    <text
                      x={mx > innerW - 48 ? mx - 4 : mx + 4}
                      y={11}
                      fontSize={11}
                      fill={tone.stroke}
                      textAnchor={mx > innerW - 48 ? 'end' : 'start'}
                    >
                      {m.label}
                    </text>
                  </g>
                );
              })}
              {lines.map((l, k) => {
                const ly = y(l.price);
                const tone = TONE[l.tone];
                const tagY = tagYs[k];
                return (
                  <g key={l.id} data-line={l.id}>
                    <Line
                      from={{ x: 0, y: ly }}
                      to={{ x: innerW, y: ly }}
                      stroke={tone.stroke}
                      strokeWidth={drag?.id === l.id ? 3 : tone.width}
                      strokeDasharray={tone.dash}
                    />
                    {Math.abs(tagY - ly) > 1 && (
                      // a tag pushed off its line points back at it
                      <Line from={{ x: innerW, y: ly }} to={{ x: innerW + 4, y: tagY }} stroke={tone.stroke} strokeWidth={1} />
                    )}
                    <g data-tag={l.id} transform={`translate(${innerW + 4}, ${tagY - TAG_HEIGHT / 2})`}>
                      <rect width={margin.right - 8} height={TAG_HEIGHT} rx={3} fill={tone.stroke} />
                      <text x={4} y={12} fontSize={11} fill={vars.color.chartOnTag} fontWeight={600}>
                        {tagText(l)}
                      </text>
                    </g>
                  </g>
                );
              })}
              {shown && (
                <g pointerEvents="none" data-crosshair="">
                  <Line
                    from={{ x: centre(shown.index), y: 0 }}
                    to={{ x: centre(shown.index), y: innerH }}
                    stroke={vars.color.textMuted}
                    strokeWidth={1}
                  />
                  {cursorPrice !== null && shown.y !== null && (
                    <>
                      <Line from={{ x: 0, y: shown.y }} to={{ x: innerW, y: shown.y }} stroke={vars.color.textMuted} strokeWidth={1} />
                      <g transform={`translate(${innerW + 4}, ${shown.y - TAG_HEIGHT / 2})`}>
                        <rect width={margin.right - 8} height={TAG_HEIGHT} rx={3} fill={vars.color.textMuted} />
                        <text x={4} y={12} fontSize={11} fill={vars.color.surface} fontWeight={600}>
                          {priceText(cursorPrice)}
                        </text>
                      </g>
                    </>
                  )}
                </g>
              )}
              {trades.length > 0 && (
                <TradeMarkers
                  trades={trades}
                  xOf={(time) => {
                    const i = candleOf(times, time);
                    return i === null ? null : centre(i);
                  }}
                  yOf={y}
                  width={innerW}
                  height={innerH}
                  priceText={priceText}
                />
              )}
              {lines.map((l) =>
                l.draggable && onLineDrag ? (
                  <rect
                    key={`drag-${l.id}`}
                    x={0}
                    y={y(l.price) - 8}
                    width={innerW}
                    height={16}
                    fill="transparent"
                    style={{ cursor: 'ns-resize', touchAction: 'none' }}
                    aria-hidden="true"
                    data-drag={l.id}
                    onPointerDown={(e) => {
                      e.preventDefault();
                      e.stopPropagation();
                      svgRef.current?.setPointerCapture?.(e.pointerId);
                      setDrag({ id: l.id, domain });
                    }}
                  />
                ) : null,
              )}
            </Group>
            <AxisRight
              left={margin.left + innerW}
              top={margin.top}
              scale={y}
              tickValues={axisTicks}
              tickFormat={(v) => priceText(Number(v))}
              stroke={vars.color.border}
              tickStroke={vars.color.border}
              tickLabelProps={{ fill: vars.color.textMuted, fontSize: 11 }}
            />
            <AxisBottom
              top={margin.top + innerH}
              left={margin.left}
              scale={x}
              tickValues={ticks.map((tick) => tick.index)}
              tickFormat={(i) => ticks.find((tick) => tick.index === Number(i))?.label ?? ''}
              stroke={vars.color.border}
              tickStroke={vars.color.border}
              tickLabelProps={{ fill: vars.color.textMuted, fontSize: 11, textAnchor: 'middle' }}
            />
          </svg>
        )}
      </CrosshairFrame>
      <ul className={legend} aria-label={t.legend}>
        {lines.map((l) => (
          <li key={l.id} className={legendItem} data-legend={l.id}>
            <Swatch tone={l.tone} />
            {legendText(l)}
          </li>
        ))}
        {trades.length > 0 && (
          <>
            <li className={legendItem}>{t.tradeOpen}</li>
            <li className={legendItem}>{t.tradeClose}</li>
          </>
        )}
      </ul>
    </div>
  );
}
