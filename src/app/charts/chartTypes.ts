// Shapes shared by the chart blocks and the screens that feed them. No visx here: screens import
// this without pulling the chart library into their chunk.
import type { TradeMark } from '../../domain/rules/mining/tradeMarks';
export type ChartLineTone = 'upper' | 'lower' | 'entry' | 'current' | 'stop';

export interface ChartLine {
  id: string;
  price: number;
  label: string;
  tone: ChartLineTone;
  /** Lines the user may drag; the chart reports the new price through onLineDrag. */
  draggable?: boolean;
}

/** A moment marked on the time axis (the position's entry). */
export interface ChartMark {
  id: string;
  time: number;
  label: string;
  tone: ChartLineTone;
}

export interface PriceChartProps {
  candles: ReadonlyArray<{ timestamp: number; open: number; high: number; low: number; close: number }>;
  lines: ReadonlyArray<ChartLine>;
  marks?: ReadonlyArray<ChartMark>;
  /** A bot's openings and closings over the candles (useBotTrades), each with its tooltip. */
  trades?: ReadonlyArray<TradeMark>;
  /** Height of the plot's drawing; the read-out above and the legend below add to it. */
  height?: number;
  ariaLabel: string;
  onLineDrag?: (id: string, price: number) => void;
}
