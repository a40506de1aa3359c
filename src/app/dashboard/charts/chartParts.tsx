// The parts every dashboard chart shares: its drawing area (an SVG that reports the pointer to the
// crosshair) and its two axes, styled alike.
import type { PointerEvent, ReactNode } from 'react';
import { AxisBottom, AxisLeft, type AxisScale } from '@visx/axis';
import { Group } from '@visx/group';
import { TickLabel } from './TickLabel';
import { axisColour, CHART_HEIGHT, tickLabel } from './chartTheme';

type PointerHandlers = {
  onPointerMove: (e: PointerEvent<Element>) => void;
  onPointerDown: (e: PointerEvent<Element>) => void;
  onPointerLeave: (e: PointerEvent<Element>) => void;
};

export function ChartSvg({
  width,
  label,
  margin,
  pointer,
  children,
}: {
  width: number;
  label: string;
  margin: { left: number; top: number };
  pointer: PointerHandlers;
  children: ReactNode;
}) {
  return (
    <svg
      width={width}
      height={CHART_HEIGHT}
      role="img"
      aria-label={label}
      style={{ display: 'block', touchAction: 'pan-y' }}
      onPointerMove={pointer.onPointerMove}
      onPointerDown={pointer.onPointerDown}
      onPointerLeave={pointer.onPointerLeave}
    >
      <Group left={margin.left} top={margin.top}>
        {children}
      </Group>
    </svg>
  );
}

export function ValueAxis({ scale, format }: { scale: AxisScale; format: (v: number) => string }) {
  return (
    <AxisLeft
      scale={scale}
      numTicks={4}
      stroke={axisColour}
      tickStroke={axisColour}
      tickFormat={(v) => format(Number(v))}
      tickComponent={TickLabel}
      tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: '0.33em' })}
    />
  );
}

export function BottomAxis({
  scale,
  top,
  tickValues,
  format,
}: {
  scale: AxisScale;
  top: number;
  tickValues: number[];
  format: (v: number) => string;
}) {
  return (
    <AxisBottom
      scale={scale}
      top={top}
      tickValues={tickValues}
      stroke={axisColour}
      tickStroke={axisColour}
      tickFormat={(v) => format(Number(v))}
      tickComponent={TickLabel}
      tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })}
    />
  );
}
