// The drawdown over time (visx, the "underwater" curve): how far the capital stood below its last
// peak after each closed position, with a crosshair read-out. Loaded lazily with its block.
import { useCallback, useMemo } from 'react';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, Line } from '@visx/shape';
import type { DrawdownPoint } from '../../../domain/rules/portfolio/portfolioBreakdown';
import { formatDateTime, formatDayMonth, formatNumber, formatPercent } from '../../../domain/format/format';
import { CrosshairFrame } from '../../charts/CrosshairFrame';
import { nearestTime } from '../../charts/nearestTime';
import { useCrosshair } from '../../charts/useCrosshair';
import { dashboardVariantsRu } from '../../i18n/sections/dashboardVariants';
import { vars } from '../../theme/theme.css';
import { BottomAxis, ChartSvg, ValueAxis } from './chartParts';
import { useWidth } from '../../charts/useWidth';
import { CHART_HEIGHT } from './chartTheme';
import { fill } from '../../i18n/fill';

const t = dashboardVariantsRu.drawdown;
const margin = { top: 12, right: 12, bottom: 28, left: 52 };

function Chart({ points, width }: { points: readonly DrawdownPoint[]; width: number }) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = CHART_HEIGHT - margin.top - margin.bottom;
  const t0 = points[0].t;
  const t1 = points[points.length - 1].t;
  const x = scaleLinear<number>({ domain: [t0, t1 > t0 ? t1 : t0 + 1], range: [0, innerWidth] });
  const worst = Math.min(-0.01, ...points.map((p) => p.drawdown));
  const y = scaleLinear<number>({ domain: [worst * 1.1, 0], range: [innerHeight, 0], nice: true });
  const times = useMemo(() => points.map((q) => q.t), [points]);
  const pointAt = useCallback((px: number) => nearestTime(times, x.invert(px)), [times, x]);
  const { at, handlers } = useCrosshair(points.length, pointAt, margin);
  const p = points[at?.index ?? points.length - 1];
  const label = fill(t.label, { max: formatPercent(worst) });
  const tickCount = width < 500 ? 3 : 6;
  const ticks = Array.from({ length: tickCount }, (_, i) => t0 + ((t1 - t0) * (i + 0.5)) / tickCount);
  return (
    <CrosshairFrame
      readout={fill(t.readout, { time: formatDateTime(p.t), value: formatPercent(p.drawdown) })}
      announce={at?.keyboard ?? false}
      label={label}
      keys={handlers}
    >
      <ChartSvg width={width} label={label} margin={margin} pointer={handlers}>
        <AreaClosed<DrawdownPoint>
          data={points as DrawdownPoint[]}
          x={(q) => x(q.t)}
          y={(q) => y(q.drawdown)}
          y0={() => y(0)}
          yScale={y}
          style={{ fill: vars.color.negative, fillOpacity: 0.25, stroke: vars.color.negative, strokeWidth: 1.5 }}
        />
        {at && (
          <g pointerEvents="none" data-crosshair="">
            <Line from={{ x: x(p.t), y: 0 }} to={{ x: x(p.t), y: innerHeight }} stroke={vars.color.textMuted} strokeWidth={1} />
            <circle cx={x(p.t)} cy={y(p.drawdown)} r={4} fill={vars.color.negative} stroke={vars.color.surface} strokeWidth={2} />
          </g>
        )}
        <ValueAxis scale={y} format={(v) => `${formatNumber(v, 0)} %`} />
        <BottomAxis scale={x} top={innerHeight} tickValues={ticks} format={(v) => formatDayMonth(v)} />
      </ChartSvg>
    </CrosshairFrame>
  );
}

export default function DrawdownChart({ points }: { points: readonly DrawdownPoint[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    <div ref={ref} style={{ minHeight: CHART_HEIGHT + 20 }}>
      {width > 0 && points.length > 0 ? <Chart points={points} width={width} /> : null}
    </div>
  );
}
