// Hourly activity bars (visx): closes per hour of the day. A crosshair reads out the hour under the
// mouse, a finger or the arrow keys. Loaded lazily with its block.
import { useCallback } from 'react';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { CrosshairFrame } from '../../charts/CrosshairFrame';
import { useCrosshair } from '../../charts/useCrosshair';
import { dashboardBlocksRu } from '../../i18n/sections/dashboardBlocks';
import { vars } from '../../theme/theme.css';
import { BottomAxis, ChartSvg, ValueAxis } from './chartParts';
import { useWidth } from '../../charts/useWidth';
import { barColour, CHART_HEIGHT } from './chartTheme';
import { fill } from '../../i18n/fill';

const t = dashboardBlocksRu.hourly;
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
      readout={at ? fill(t.readout, { from: hourText(at.index), to: hourText((at.index + 1) % 24), count: counts[at.index] ?? 0 }) : t.hint}
      announce={at?.keyboard ?? false}
      muted={!at}
      label={t.title}
      keys={handlers}
    >
      <ChartSvg width={width} label={`${t.title}: ${label}`} margin={margin} pointer={handlers}>
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
        <ValueAxis scale={y} format={(v) => String(v)} />
        <BottomAxis scale={x} top={innerHeight} tickValues={HOURS.filter((h) => h % every === 0)} format={(v) => `${v}:00`} />
      </ChartSvg>
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
