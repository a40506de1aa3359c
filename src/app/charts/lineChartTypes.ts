// Shapes of the line chart (./LineChart.tsx): series over a numeric axis (time or price), points
// marked on them and vertical marks. No visx here: screens import this without the chart library.
export type LineColour = 'channel' | 'entry' | 'stop' | 'current' | 'negative' | 'warning';
export type MarkerShape = 'up' | 'diamond' | 'cross' | 'dot' | 'square';

export interface LineSeries {
  id: string;
  label: string;
  points: ReadonlyArray<{ x: number; y: number }>;
  colour: LineColour;
  dash?: 'dash' | 'dot';
  /** Drawn thicker: the line that matters most. */
  strong?: boolean;
}

/** A point marked on the plot (an event at its time and price). */
export interface LineMarker {
  x: number;
  y: number;
  shape: MarkerShape;
  colour: LineColour;
}

/** A kind of marker in the legend, with how many there are. */
export interface MarkerKind {
  shape: MarkerShape;
  colour: LineColour;
  label: string;
}

/** A vertical line at an x (a price level on a price axis). */
export interface VerticalMark {
  id: string;
  x: number;
  label: string;
  colour: LineColour;
}

export interface LineChartProps {
  series: ReadonlyArray<LineSeries>;
  markers?: ReadonlyArray<LineMarker>;
  markerKinds?: ReadonlyArray<MarkerKind>;
  marks?: ReadonlyArray<VerticalMark>;
  /** 'time': x in ms, ticks on round times; 'value': ticks on round numbers. */
  xAxis: 'time' | 'value';
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  height?: number;
  ariaLabel: string;
}
