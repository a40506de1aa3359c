// The start/stop toggle of docs/product.md §4: a running hedge bot is stopped through the stop call; any
// other status (stopped, paused, error, unknown) is started through the start call.
import { hedgeStatusOf } from './hedgeStatus';

export type HedgeToggleAction = 'start' | 'stop';

export function hedgeToggleAction(status: string | null | undefined): HedgeToggleAction {
  return hedgeStatusOf(status) === 'running' ? 'stop' : 'start';
}
