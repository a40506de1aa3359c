// Liquidity incentive programmes: a sponsor pays a fixed amount a day to the liquidity in range
// of one pool, shared like the fees. Uniswap v3 and PancakeSwap v3 pay nothing of the kind by
// themselves, so there are none unless configured (env SIM_INCENTIVES, a JSON list such as
// [{"network":"arbitrum","pair":"ARB/USDT","usd_per_day":2000}]).
import { ACCEPTED_MINING_NETWORKS as NETWORKS, isOneOf, type Network } from '../../../src/domain/contracts/values';
import { normaliseSymbol } from '../prices/symbols';

export interface IncentiveProgramme {
  network: Network;
  symbol: string; // 'ARBUSDT'
  usdPerDay: number;
}

/** The programmes of a SIM_INCENTIVES value; entries that do not name a known pool and a positive amount are left out. */
export function parseIncentives(value: string | undefined): { programmes: IncentiveProgramme[]; rejected: number } {
  if (!value || value.trim() === '') return { programmes: [], rejected: 0 };
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return { programmes: [], rejected: 1 };
  }
  const programmes: IncentiveProgramme[] = [];
  let rejected = 0;
  for (const item of Array.isArray(list) ? list : [list]) {
    const e = (item ?? {}) as { network?: unknown; pair?: unknown; usd_per_day?: unknown };
    const symbol = typeof e.pair === 'string' ? normaliseSymbol(e.pair) : null;
    const usdPerDay = Number(e.usd_per_day);
    if (isOneOf(NETWORKS, e.network) && symbol && Number.isFinite(usdPerDay) && usdPerDay > 0)
      programmes.push({ network: e.network, symbol, usdPerDay });
    else rejected++;
  }
  return { programmes, rejected };
}

/** The programme paying for `symbol` on `network`, if one is configured. */
export function programmeFor(programmes: readonly IncentiveProgramme[], network: string, symbol: string): IncentiveProgramme | null {
  return programmes.find((p) => p.network === network && p.symbol === symbol) ?? null;
}
