// The equity curve (visx): capital after each closed position. Loaded lazily with its block.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveMonotoneX } from '@visx/curve';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import type { EquityPoint } from '../../../domain/portfolioMetrics';
import { formatCompact, formatDayMonth, formatUsd } from '../../../domain/format';
import { ru } from '../../i18n/ru';
import { TickLabel } from './TickLabel';
import { useWidth } from './useWidth';
import { axisColour, CHART_HEIGHT, lineColour, tickLabel } from './chartTheme';
import { fill } from '../../i18n/fill';

const t = ru.dashboard.equity;
const margin = { top: 12, right: 12, bottom: 28, left: 64 };

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
  const label = fill(t.chartLabel, { from: formatUsd(first.equity), to: formatUsd(last.equity) });
  return (
    <svg width={width} height={CHART_HEIGHT} role="img" aria-label={label}>
      <Group left={margin.left} top={margin.top}>
        <AreaClosed<EquityPoint>
          data={points as EquityPoint[]}
          x={(p) => x(p.t) ?? 0}
          y={(p) => y(p.equity) ?? 0}
          yScale={y}
          curve={curveMonotoneX}
          style={{ fill: lineColour, fillOpacity: 0.14 }}
        />
        <LinePath<EquityPoint>
          data={points as EquityPoint[]}
          x={(p) => x(p.t) ?? 0}
          y={(p) => y(p.equity) ?? 0}
          curve={curveMonotoneX}
          style={{ stroke: lineColour, strokeWidth: 2, fill: 'none' }}
        />
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
  );
}

export default function EquityChart({ points }: { points: readonly EquityPoint[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    <div ref={ref} style={{ height: CHART_HEIGHT }}>
      {width > 0 && points.length > 0 ? <Chart points={points} width={width} /> : null}
    </div>
  );
}
