/** The index of the time nearest to `time` in ascending `times` (a binary search). */
export function nearestTime(times: readonly number[], time: number): number {
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid] < time) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && time - times[lo - 1] <= times[lo] - time ? lo - 1 : lo;
}
