import type { TickRendererProps } from '@visx/axis';

/**
 * An axis tick label as a plain SVG <text>. visx's default label measures every word in the DOM
 * (a forced layout per tick, the larger part of drawing a chart) to support wrapping, which one-line
 * tick labels never need. Placement is the same: dx/dy as given, baseline at y.
 */
export function TickLabel({ x, y, dx, dy, formattedValue, fill, fontSize, fontFamily, textAnchor }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} fill={fill} fontSize={fontSize} fontFamily={fontFamily} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );
}
