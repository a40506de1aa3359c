// Hourly activity bars (visx): closes per hour of the day. A crosshair reads out the hour under the
// mouse, a finger or the arrow keys. Loaded lazily with its block.
import { useCallback } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { CrosshairFrame } from '../../charts/CrosshairFrame';
import { useCrosshair } from '../../charts/useCrosshair';
import { ru } from '../../i18n/ru';
import { vars } from '../../theme/theme.css';
import { TickLabel } from './TickLabel';
import { useWidth } from './useWidth';
import { axisColour, barColour, CHART_HEIGHT, tickLabel } from './chartTheme';
import { fill } from '../../i18n/fill';

const t = ru.dashboard.hourly;
const margin = { top: 12, right: 8, bottom: 28, left: 36 };
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

function Chart({ counts, width }: { counts: readonly number[]; width: number }) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = CHART_HEIGHT - margin.top - margin.bottom;
  const x = scaleBand<number>({ domain: HOURS, range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...counts)], range: [innerHeight, 0], nice: true });
  const label = HOURS.filter((h) => counts[h] > 0)
    .map((h) => fill(t.bar, { hour: h, count: counts[h] }))
    .join(', ');
  const every = width < 500 ? 6 : 3;
  const step = Math.max(1, x.step());
  const pointAt = useCallback((px: number) => Math.floor(px / step), [step]);
  const { at, handlers } = useCrosshair(HOURS.length, pointAt, margin);

  return (
    <CrosshairFrame
      readout={
        at
          ? t.readout
              .replace('{from}', hourText(at.index))
              .replace('{to}', hourText((at.index + 1) % 24))
              .replace('{count}', String(counts[at.index] ?? 0))
          : t.hint
      }
      announce={at?.keyboard ?? false}
      muted={!at}
      label={t.title}
      keys={handlers}
    >
      <svg
        width={width}
        height={CHART_HEIGHT}
        role="img"
        aria-label={`${t.title}: ${label}`}
        style={{ display: 'block', touchAction: 'pan-y' }}
        onPointerMove={handlers.onPointerMove}
        onPointerDown={handlers.onPointerDown}
        onPointerLeave={handlers.onPointerLeave}
      >
        <Group left={margin.left} top={margin.top}>
          {at && (
            <rect
              x={(x(at.index) ?? 0) - (step - x.bandwidth()) / 2}
              y={0}
              width={step}
              height={innerHeight}
              fill={vars.color.surfaceRaised}
              data-crosshair=""
            />
          )}
          {HOURS.map((h) => {
            const barHeight = innerHeight - (y(counts[h] ?? 0) ?? innerHeight);
            return (
              <Bar
                key={h}
                x={x(h) ?? 0}
                y={innerHeight - barHeight}
                width={x.bandwidth()}
                height={barHeight}
                rx={2}
                style={{ fill: barColour, opacity: at && at.index !== h ? 0.6 : 1 }}
              />
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            stroke={axisColour}
            tickStroke={axisColour}
            tickFormat={(v) => String(v)}
            tickComponent={TickLabel}
            tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: '0.33em' })}
          />
          <AxisBottom
            scale={x}
            top={innerHeight}
            stroke={axisColour}
            tickStroke={axisColour}
            tickValues={HOURS.filter((h) => h % every === 0)}
            tickFormat={(h) => `${h}:00`}
            tickComponent={TickLabel}
            tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })}
          />
        </Group>
      </svg>
    </CrosshairFrame>
  );
}

export default function HourlyBars({ counts }: { counts: readonly number[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    <div ref={ref} style={{ minHeight: CHART_HEIGHT + 20 }}>
      {width > 0 ? <Chart counts={counts} width={width} /> : null}
    </div>
  );
}
