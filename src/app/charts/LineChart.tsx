// Lines over a time or value axis, drawn with visx: a backtest's equity against holding (one
// strategy or several overlaid), the price with a strategy's events marked on it, and the what-if
// of price with the channel, stops and liquidation as vertical marks. The crosshair reads out every
// series at a point of the first one, from a mouse, a finger or the arrow keys. Load it lazily
// (LazyLineChart): visx stays out of the first screen.
import { useCallback, useMemo } from 'react';
import { AxisBottom, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { chartsRu } from '../i18n/sections/charts';
import { vars } from '../theme/theme.css';
import { CrosshairFrame } from './CrosshairFrame';
import { legend, legendItem } from './charts.css';
import type { LineChartProps, LineColour, LineSeries, MarkerShape, VerticalMark } from './lineChartTypes';
import { timeTicks } from './timeTicks';
import { useCrosshair } from './useCrosshair';
import { useWidth } from './useWidth';

const COLOUR: Record<LineColour, string> = {
  channel: vars.color.chartChannel,
  entry: vars.color.chartEntry,
  stop: vars.color.chartStop,
  current: vars.color.chartCurrent,
  negative: vars.color.negative,
  warning: vars.color.warning,
};
const DASH = { dash: '6 4', dot: '2 3' } as const;
/** Height of a row of marks' labels above the plot. */
const MARK_ROW = 13;

function Marker({ shape, x, y, colour, size = 5 }: { shape: MarkerShape; x: number; y: number; colour: string; size?: number }) {
  const s = size;
  if (shape === 'dot') return <circle cx={x} cy={y} r={s - 1} fill={colour} />;
  if (shape === 'square') return <rect x={x - s + 1} y={y - s + 1} width={2 * s - 2} height={2 * s - 2} fill={colour} />;
  if (shape === 'cross')
    return <path d={`M${x - s},${y - s} L${x + s},${y + s} M${x - s},${y + s} L${x + s},${y - s}`} stroke={colour} strokeWidth={2} />;
  if (shape === 'diamond') return <path d={`M${x},${y - s - 1} L${x + s},${y} L${x},${y + s + 1} L${x - s},${y} Z`} fill={colour} />;
  return <path d={`M${x},${y - s - 1} L${x + s},${y + s - 1} L${x - s},${y + s - 1} Z`} fill={colour} />;
}

function Swatch({ series }: { series: Pick<LineSeries, 'colour' | 'dash'> }) {
  return (
    <svg width={24} height={8} aria-hidden="true">
      <line
        x1={0}
        x2={24}
        y1={4}
        y2={4}
        stroke={COLOUR[series.colour]}
        strokeWidth={2}
        strokeDasharray={series.dash ? DASH[series.dash] : undefined}
      />
    </svg>
  );
}

/**
 * Rows of the marks' labels: a label that would run into one before it goes a row lower; past three
 * rows only the line shows (the table under the chart names every mark).
 */
function markRows(marks: readonly VerticalMark[], x: (v: number) => number, width: number) {
  const ends: number[] = [];
  return [...marks]
    .sort((a, b) => a.x - b.x)
    .map((mark) => {
      const mx = x(mark.x);
      const size = mark.label.length * 6 + 8;
      const toLeft = mx > width - size;
      const from = toLeft ? mx - size : mx;
      let row: number | null = ends.findIndex((end) => end < from);
      if (row < 0) row = ends.length < 3 ? ends.length : null;
      if (row !== null) ends[row] = from + size;
      return { mark, mx, row, toLeft };
    });
}

/** Where `x` falls among ascending `xs`: the nearest index. */
function nearest(xs: readonly number[], x: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && Math.abs(xs[lo - 1] - x) < Math.abs(xs[lo] - x) ? lo - 1 : lo;
}

export default function LineChart({
  series,
  markers = [],
  markerKinds = [],
  marks = [],
  xAxis,
  formatX,
  formatY,
  height = 260,
  ariaLabel,
}: LineChartProps) {
  const [parentRef, width] = useWidth<HTMLDivElement>();
  const all = useMemo(() => series.flatMap((s) => s.points), [series]);
  const [xMin, xMax] = useMemo(() => {
    const xs = [...all.map((p) => p.x), ...marks.map((m) => m.x)];
    return xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, 1];
  }, [all, marks]);
  const [yMin, yMax] = useMemo(() => {
    const ys = [...all.map((p) => p.y), ...markers.map((m) => m.y)];
    if (!ys.length) return [0, 1];
    const lo = Math.min(...ys);
    const hi = Math.max(...ys);
    const pad = (hi - lo) * 0.06 || Math.abs(hi) * 0.01 || 1;
    return [lo - pad, hi + pad];
  }, [all, markers]);
  const labelWidth = Math.max(formatY(yMin).length, formatY(yMax).length) * 7.2 + 14;
  const right = Math.ceil(labelWidth);
  const innerW = Math.max(0, width - 8 - right);
  const x = useMemo(
    () => scaleLinear<number>({ domain: [xMin, xMax === xMin ? xMin + 1 : xMax], range: [0, innerW] }),
    [xMin, xMax, innerW],
  );
  // the marks' labels stand in rows above the plot, not over its lines
  const labelled = markRows(marks, x, innerW);
  const rows = labelled.reduce((n, l) => (l.row === null ? n : Math.max(n, l.row + 1)), 0);
  const margin = { top: 8 + rows * MARK_ROW, right, bottom: 26, left: 8 };
  const innerH = Math.max(0, height - margin.top - margin.bottom);
  const y = useMemo(() => scaleLinear<number>({ domain: [yMin, yMax], range: [innerH, 0] }), [yMin, yMax, innerH]);

  const base = useMemo(() => series[0]?.points ?? [], [series]);
  const baseXs = useMemo(() => base.map((p) => p.x), [base]);
  const pointAt = useCallback((px: number) => nearest(baseXs, x.invert(px)), [baseXs, x]);
  const { at, handlers } = useCrosshair(base.length, pointAt, margin);
  const shown = at ? base[at.index] : base[base.length - 1];
  const readout = shown
    ? `${formatX(shown.x)}: ${series
        .map((s) => {
          const p =
            s.points[
              nearest(
                s.points.map((q) => q.x),
                shown.x,
              )
            ];
          return p ? `${s.label} ${formatY(p.y)}` : null;
        })
        .filter(Boolean)
        .join(' · ')}`
    : '';

  const xTicks =
    xAxis === 'time'
      ? timeTicks(baseXs, (i) => x(baseXs[i]), innerW, 72).map((t) => ({ value: baseXs[t.index], label: t.label }))
      : x.ticks(Math.max(3, Math.floor(innerW / 80))).map((v) => ({ value: v, label: formatX(v) }));

  return (
    <div ref={parentRef} style={{ width: '100%' }}>
      <CrosshairFrame readout={readout} announce={at?.keyboard ?? false} label={ariaLabel} keys={handlers} style={{ height }}>
        {width > 0 && (
          <svg
            width={width}
            height={height}
            role="img"
            aria-label={ariaLabel}
            onPointerMove={handlers.onPointerMove}
            onPointerDown={handlers.onPointerDown}
            onPointerLeave={handlers.onPointerLeave}
            style={{ touchAction: 'pan-y', userSelect: 'none', display: 'block' }}
          >
            <Group left={margin.left} top={margin.top}>
              {labelled.map(({ mark: m, mx, row, toLeft }) => (
                <g key={m.id} data-mark={m.id}>
                  <Line
                    from={{ x: mx, y: row === null ? 0 : (row - rows) * MARK_ROW + 4 }}
                    to={{ x: mx, y: innerH }}
                    stroke={COLOUR[m.colour]}
                    strokeWidth={1}
                    strokeDasharray="3 3"
                  />
                  {row !== null && (
                    <text
                      x={toLeft ? mx - 3 : mx + 3}
                      y={(row - rows) * MARK_ROW + 2}
                      fontSize={10}
                      fill={COLOUR[m.colour]}
                      textAnchor={toLeft ? 'end' : 'start'}
                    >
                      {m.label}
                    </text>
                  )}
                </g>
              ))}
              {series.map((s) => (
                <LinePath
                  key={s.id}
                  data={s.points as Array<{ x: number; y: number }>}
                  x={(p) => x(p.x)}
                  y={(p) => y(p.y)}
                  stroke={COLOUR[s.colour]}
                  strokeWidth={s.strong ? 2.5 : 1.75}
                  strokeDasharray={s.dash ? DASH[s.dash] : undefined}
                  data-series={s.id}
                />
              ))}
              <g data-markers="">
                {markers.map((m, i) => (
                  <Marker key={i} shape={m.shape} x={x(m.x)} y={y(m.y)} colour={COLOUR[m.colour]} />
                ))}
              </g>
              {at && shown && (
                <g pointerEvents="none" data-crosshair="">
                  <Line from={{ x: x(shown.x), y: 0 }} to={{ x: x(shown.x), y: innerH }} stroke={vars.color.textMuted} strokeWidth={1} />
                  {series.map((s) => {
                    const p =
                      s.points[
                        nearest(
                          s.points.map((q) => q.x),
                          shown.x,
                        )
                      ];
                    return p ? <circle key={s.id} cx={x(p.x)} cy={y(p.y)} r={3.5} fill={COLOUR[s.colour]} /> : null;
                  })}
                </g>
              )}
            </Group>
            <AxisRight
              left={margin.left + innerW}
              top={margin.top}
              scale={y}
              numTicks={5}
              tickFormat={(v) => formatY(Number(v))}
              stroke={vars.color.border}
              tickStroke={vars.color.border}
              tickLabelProps={{ fill: vars.color.textMuted, fontSize: 11 }}
            />
            <AxisBottom
              top={margin.top + innerH}
              left={margin.left}
              scale={x}
              tickValues={xTicks.map((t) => t.value)}
              tickFormat={(v) => xTicks.find((t) => t.value === Number(v))?.label ?? ''}
              stroke={vars.color.border}
              tickStroke={vars.color.border}
              tickLabelProps={{ fill: vars.color.textMuted, fontSize: 11, textAnchor: 'middle' }}
            />
          </svg>
        )}
      </CrosshairFrame>
      <ul className={legend} aria-label={chartsRu.legend}>
        {series.map((s) => (
          <li key={s.id} className={legendItem} data-legend={s.id}>
            <Swatch series={s} />
            {s.label}
          </li>
        ))}
        {markerKinds.map((k) => (
          <li key={k.label} className={legendItem}>
            <svg width={14} height={14} aria-hidden="true">
              <Marker shape={k.shape} x={7} y={7} colour={COLOUR[k.colour]} size={5} />
            </svg>
            {k.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
