// The equity curve (visx): capital after each closed position. A crosshair reads out the point
// under the mouse, a finger or the arrow keys (the latest one otherwise). Loaded lazily with its block.
import { useCallback } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveMonotoneX } from '@visx/curve';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, Line, LinePath } from '@visx/shape';
import type { EquityPoint } from '../../../domain/portfolioMetrics';
import { formatCompact, formatDateTime, formatDayMonth, formatSignedUsd, formatUsd } from '../../../domain/format';
import { CrosshairFrame } from '../../charts/CrosshairFrame';
import { useCrosshair } from '../../charts/useCrosshair';
import { ru } from '../../i18n/ru';
import { vars } from '../../theme/theme.css';
import { TickLabel } from './TickLabel';
import { useWidth } from './useWidth';
import { axisColour, CHART_HEIGHT, lineColour, tickLabel } from './chartTheme';
import { fill } from '../../i18n/fill';

const t = ru.dashboard.equity;
const margin = { top: 12, right: 12, bottom: 28, left: 64 };

/** The point nearest to `time` in points sorted by time. */
export function nearestPoint(points: readonly EquityPoint[], time: number): number {
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid].t < time) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && time - points[lo - 1].t < points[lo].t - time ? lo - 1 : lo;
}

function Chart({ points, width }: { points: readonly EquityPoint[]; width: number }) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = CHART_HEIGHT - margin.top - margin.bottom;
  const times = points.map((p) => p.t);
  const values = points.map((p) => p.equity);
  const minY = Math.min(...values);
  const maxY = Math.max(...values);
  const pad = (maxY - minY) * 0.08 || Math.abs(maxY) * 0.05 || 1;
  // A linear scale over milliseconds: date ticks are placed and worded here, which keeps d3's
  // time modules out of the chart chunk.
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const x = scaleLinear<number>({ domain: [t0, t1 > t0 ? t1 : t0 + 1], range: [0, innerWidth] });
  const tickCount = width < 500 ? 3 : 6;
  const xTicks = Array.from({ length: tickCount }, (_, i) => t0 + ((t1 - t0) * (i + 0.5)) / tickCount);
  const y = scaleLinear<number>({ domain: [minY - pad, maxY + pad], range: [innerHeight, 0], nice: true });
  const first = points[0];
  const last = points[points.length - 1];
  const label = t.chartLabel.replace('{from}', formatUsd(first.equity)).replace('{to}', formatUsd(last.equity));

  const pointAt = useCallback((px: number) => nearestPoint(points, x.invert(px)), [points, x]);
  const { at, handlers } = useCrosshair(points.length, pointAt, margin);
  const i = at?.index ?? points.length - 1;
  const p = points[i];
  const readout =
    t.readout.replace('{time}', formatDateTime(p.t)).replace('{value}', formatUsd(p.equity)) +
    (i > 0 ? t.readoutStep.replace('{pnl}', formatSignedUsd(p.equity - points[i - 1].equity)) : '');

  return (
    <CrosshairFrame readout={readout} announce={at?.keyboard ?? false} label={label} keys={handlers}>
      <svg
        width={width}
        height={CHART_HEIGHT}
        role="img"
        aria-label={label}
        style={{ display: 'block', touchAction: 'pan-y' }}
        onPointerMove={handlers.onPointerMove}
        onPointerDown={handlers.onPointerDown}
        onPointerLeave={handlers.onPointerLeave}
      >
        <Group left={margin.left} top={margin.top}>
          <AreaClosed<EquityPoint>
            data={points as EquityPoint[]}
            x={(q) => x(q.t) ?? 0}
            y={(q) => y(q.equity) ?? 0}
            yScale={y}
            curve={curveMonotoneX}
            style={{ fill: lineColour, fillOpacity: 0.14 }}
          />
          <LinePath<EquityPoint>
            data={points as EquityPoint[]}
            x={(q) => x(q.t) ?? 0}
            y={(q) => y(q.equity) ?? 0}
            curve={curveMonotoneX}
            style={{ stroke: lineColour, strokeWidth: 2, fill: 'none' }}
          />
          {at && (
            <g pointerEvents="none" data-crosshair="">
              <Line from={{ x: x(p.t), y: 0 }} to={{ x: x(p.t), y: innerHeight }} stroke={vars.color.textMuted} strokeWidth={1} />
              <circle cx={x(p.t)} cy={y(p.equity)} r={4} fill={lineColour} stroke={vars.color.surface} strokeWidth={2} />
            </g>
          )}
          <AxisLeft
            scale={y}
            numTicks={4}
            stroke={axisColour}
            tickStroke={axisColour}
            tickFormat={(v) => formatCompact(Number(v))}
            tickComponent={TickLabel}
            tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: '0.33em' })}
          />
          <AxisBottom
            scale={x}
            top={innerHeight}
            tickValues={xTicks}
            stroke={axisColour}
            tickStroke={axisColour}
            tickFormat={(v) => formatDayMonth(Number(v))}
            tickComponent={TickLabel}
            tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })}
          />
        </Group>
      </svg>
    </CrosshairFrame>
  );
}

export default function EquityChart({ points }: { points: readonly EquityPoint[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    <div ref={ref} style={{ minHeight: CHART_HEIGHT + 20 }}>
      {width > 0 && points.length > 0 ? <Chart points={points} width={width} /> : null}
    </div>
  );
}
