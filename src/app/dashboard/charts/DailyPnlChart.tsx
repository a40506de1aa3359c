// Result per day (visx bars, green up and red down from zero), with a crosshair read-out. Loaded
// lazily with its block.
import { useCallback } from 'react';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import type { DayResult } from '../../../domain/rules/portfolio/portfolioBreakdown';
import { formatCompact, formatDateTime, formatDayMonth, formatSignedUsd } from '../../../domain/format/format';
import { CrosshairFrame } from '../../charts/CrosshairFrame';
import { useCrosshair } from '../../charts/useCrosshair';
import { dashboardVariantsRu } from '../../i18n/sections/dashboardVariants';
import { vars } from '../../theme/theme.css';
import { BottomAxis, ChartSvg, ValueAxis } from './chartParts';
import { useWidth } from '../../charts/useWidth';
import { axisColour, CHART_HEIGHT } from './chartTheme';
import { fill } from '../../i18n/fill';

const t = dashboardVariantsRu.pnlDaily;
const margin = { top: 12, right: 8, bottom: 28, left: 56 };

function Chart({ days, width }: { days: readonly DayResult[]; width: number }) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = CHART_HEIGHT - margin.top - margin.bottom;
  const idx = days.map((_, i) => i);
  const x = scaleBand<number>({ domain: idx, range: [0, innerWidth], padding: 0.2 });
  const values = days.map((d) => d.pnl);
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const y = scaleLinear<number>({ domain: [lo, hi > lo ? hi : lo + 1], range: [innerHeight, 0], nice: true });
  const step = Math.max(1, x.step());
  const pointAt = useCallback((px: number) => Math.floor(px / step), [step]);
  const { at, handlers } = useCrosshair(days.length, pointAt, margin);
  const i = at?.index ?? days.length - 1;
  const d = days[i];
  const every = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(innerWidth / 56))));
  const label = fill(t.label, { days: days.length });
  return (
    <CrosshairFrame
      readout={fill(t.readout, { day: formatDateTime(d.day).split(',')[0], pnl: formatSignedUsd(d.pnl), count: d.trades })}
      announce={at?.keyboard ?? false}
      label={label}
      keys={handlers}
    >
      <ChartSvg width={width} label={label} margin={margin} pointer={handlers}>
        {at && (
          <rect
            x={(x(i) ?? 0) - (step - x.bandwidth()) / 2}
            y={0}
            width={step}
            height={innerHeight}
            fill={vars.color.surfaceRaised}
            data-crosshair=""
          />
        )}
        {days.map((day, k) => {
          const top = y(Math.max(0, day.pnl));
          const bottom = y(Math.min(0, day.pnl));
          return (
            <Bar
              key={day.day}
              x={x(k) ?? 0}
              y={top}
              width={x.bandwidth()}
              height={Math.max(day.pnl === 0 ? 0 : 1, bottom - top)}
              style={{ fill: day.pnl >= 0 ? vars.color.positive : vars.color.negative, opacity: at && at.index !== k ? 0.6 : 1 }}
            />
          );
        })}
        <Line from={{ x: 0, y: y(0) }} to={{ x: innerWidth, y: y(0) }} stroke={axisColour} strokeWidth={1} />
        <ValueAxis scale={y} format={(v) => formatCompact(v)} />
        <BottomAxis
          scale={x}
          top={innerHeight}
          tickValues={idx.filter((k) => (days.length - 1 - k) % every === 0)}
          format={(v) => formatDayMonth(days[v]?.day)}
        />
      </ChartSvg>
    </CrosshairFrame>
  );
}

export default function DailyPnlChart({ days }: { days: readonly DayResult[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    <div ref={ref} style={{ minHeight: CHART_HEIGHT + 20 }}>
      {width > 0 && days.length > 0 ? <Chart days={days} width={width} /> : null}
    </div>
  );
}
