// Time ticks of a chart's bottom axis: on round times (every 15 or 30 minutes, every 1, 2, 3, 4, 6
// or 12 hours, or days), as many as fit, none so close to an edge that its label is cut ('7:30'
// once showed as ':7:30').
import { formatClock, formatDayMonth } from '../../domain/format/format';

const MINUTE = 60_000;
const STEPS = [15, 30, 60, 120, 180, 240, 360, 720, 1440, 2880, 10080].map((m) => m * MINUTE);

export interface TimeTick {
  index: number;
  label: string;
}

/** Local minutes since midnight (and days since the epoch, for day steps). */
function localMs(t: number): number {
  return t - new Date(t).getTimezoneOffset() * MINUTE;
}

/**
 * Ticks for points at `times` (ascending), placed by `xOf(index)` on an axis `width` wide: at
 * least `spacing` px apart, and `edge` px clear of both ends. A tick at local midnight reads as
 * the day ('25.11'), the others as the time ('14:00').
 */
export function timeTicks(times: readonly number[], xOf: (index: number) => number, width: number, spacing = 64, edge = 22): TimeTick[] {
  if (times.length < 2 || width <= 0) return [];
  const span = times[times.length - 1] - times[0];
  const fits = Math.max(1, Math.floor(width / spacing));
  const first = STEPS.findIndex((s) => span / s <= fits);
  // The coarsest step that fits can leave one tick (or none) once the edges are cleared: finer
  // steps are tried until two show (the spacing rule keeps them apart).
  let ticks: TimeTick[] = [];
  for (let k = first < 0 ? STEPS.length - 1 : first; k >= 0; k--) {
    ticks = ticksOf(times, xOf, width, STEPS[k], spacing, edge);
    if (ticks.length >= 2) break;
  }
  return ticks;
}

function ticksOf(
  times: readonly number[],
  xOf: (index: number) => number,
  width: number,
  step: number,
  spacing: number,
  edge: number,
): TimeTick[] {
  const ticks: TimeTick[] = [];
  let last = -Infinity;
  times.forEach((t, index) => {
    if (localMs(t) % step !== 0) return;
    const x = xOf(index);
    if (x < edge || x > width - edge || x - last < spacing) return;
    last = x;
    ticks.push({ index, label: localMs(t) % (1440 * MINUTE) === 0 ? formatDayMonth(t) : formatClock(t) });
  });
  return ticks;
}
