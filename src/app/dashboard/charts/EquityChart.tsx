// The equity curve (visx): capital after each closed position. A crosshair reads out the point
// under the mouse, a finger or the arrow keys (the latest one otherwise). Loaded lazily with its block.
import { useCallback, useMemo } from 'react';
import { curveMonotoneX } from '@visx/curve';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, Line, LinePath } from '@visx/shape';
import type { EquityPoint } from '../../../domain/rules/portfolio/portfolioMetrics';
import { formatCompact, formatDateTime, formatDayMonth, formatSignedUsd, formatUsd } from '../../../domain/format/format';
import { CrosshairFrame } from '../../charts/CrosshairFrame';
import { nearestTime } from '../../charts/nearestTime';
import { useCrosshair } from '../../charts/useCrosshair';
import { dashboardBlocksRu } from '../../i18n/sections/dashboardBlocks';
import { vars } from '../../theme/theme.css';
import { BottomAxis, ChartSvg, ValueAxis } from './chartParts';
import { useWidth } from '../../charts/useWidth';
import { CHART_HEIGHT, lineColour } from './chartTheme';
import { fill } from '../../i18n/fill';

const t = dashboardBlocksRu.equity;
const margin = { top: 12, right: 12, bottom: 28, left: 64 };

function Chart({ points, width }: { points: readonly EquityPoint[]; width: number }) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = CHART_HEIGHT - margin.top - margin.bottom;
  const times = useMemo(() => points.map((p) => p.t), [points]);
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
  const label = fill(t.chartLabel, { from: formatUsd(first.equity), to: formatUsd(last.equity) });

  const pointAt = useCallback((px: number) => nearestTime(times, x.invert(px)), [times, x]);
  const { at, handlers } = useCrosshair(points.length, pointAt, margin);
  const i = at?.index ?? points.length - 1;
  const p = points[i];
  const readout =
    fill(t.readout, { time: formatDateTime(p.t), value: formatUsd(p.equity) }) +
    (i > 0 ? fill(t.readoutStep, { pnl: formatSignedUsd(p.equity - points[i - 1].equity) }) : '');

  return (
    <CrosshairFrame readout={readout} announce={at?.keyboard ?? false} label={label} keys={handlers}>
      <ChartSvg width={width} label={label} margin={margin} pointer={handlers}>
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
        <ValueAxis scale={y} format={(v) => formatCompact(v)} />
        <BottomAxis scale={x} top={innerHeight} tickValues={xTicks} format={(v) => formatDayMonth(v)} />
      </ChartSvg>
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
