// How the open positions list is sorted and filtered (issue 52 item 13): by PnL, value, time in
// position or risk; by bot, network and risk. The choice lives in the page's address
// (validatePositionArrangement), so a reload or a shared link shows the same list.
import { ACCEPTED_MINING_NETWORKS, isOneOf, type Network } from '../../contracts/values';
import { positionRisk, secondsInPosition, type PositionRisk } from './positionRisk';
import { searchId } from '../input/searchId';
import type { MiningPosition } from '../../contracts/types';

export const POSITION_SORTS = ['pnl_desc', 'pnl_asc', 'value_desc', 'time_desc', 'time_asc', 'risk_desc'] as const;
type PositionSort = (typeof POSITION_SORTS)[number];
export const POSITION_RISKS = ['low', 'medium', 'high'] as const satisfies readonly PositionRisk[];

/** The list's sort and filters as the address holds them; undefined is "as the server lists" / "all". */
export interface PositionArrangement {
  sort?: PositionSort;
  by_bot?: number;
  network?: Network;
  risk?: PositionRisk;
}

type Search = Record<string, unknown>;

/** Each key of the arrangement, a bad value as undefined (the page then shows the default). */
export function validatePositionArrangement(search: Search): PositionArrangement {
  return {
    sort: isOneOf(POSITION_SORTS, search.sort) ? search.sort : undefined,
    by_bot: searchId(search.by_bot) ?? undefined,
    network: isOneOf(ACCEPTED_MINING_NETWORKS, search.network) ? search.network : undefined,
    risk: isOneOf(POSITION_RISKS, search.risk) ? search.risk : undefined,
  };
}

const RISK_RANK: Record<PositionRisk, number> = { low: 0, medium: 1, high: 2 };

const KEY: Record<PositionSort, (p: MiningPosition) => number> = {
  pnl_desc: (p) => -p.pnl,
  pnl_asc: (p) => p.pnl,
  value_desc: (p) => -p.current_position_value_usd,
  time_desc: (p) => -secondsInPosition(p),
  time_asc: (p) => secondsInPosition(p),
  risk_desc: (p) => -RISK_RANK[positionRisk(p)],
};

/** The positions the arrangement keeps, in its order (ties keep the server's order). */
export function arrangePositions(list: readonly MiningPosition[], a: PositionArrangement): MiningPosition[] {
  const kept = list.filter(
    (p) =>
      (a.by_bot === undefined || p.bot_id === a.by_bot) &&
      (a.network === undefined || p.network === a.network) &&
      (a.risk === undefined || positionRisk(p) === a.risk),
  );
  const key = a.sort ? KEY[a.sort] : null;
  return key
    ? kept
        .map((p, i) => ({ p, i, k: key(p) }))
        .sort((x, y) => x.k - y.k || x.i - y.i)
        .map((x) => x.p)
    : kept;
}
