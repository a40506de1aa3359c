// The sort and filters of the open positions (issue 52 item 13), kept in the page's address: the
// route validates them (src/domain/rules/mining/positionsArrangement.ts), this only writes them there.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ACCEPTED_MINING_NETWORKS } from '../../../domain/contracts/values';
import { POSITION_RISKS, POSITION_SORTS, type PositionArrangement } from '../../../domain/rules/mining/positionsArrangement';
import type { MiningPosition } from '../../../domain/contracts/types';
import { networkName } from '../../i18n/labels';
import { miningRu } from '../../i18n/sections/mining';
import { SelectField } from '../../ui/Field';
import { formGrid } from '../common/mining.css';

const t = miningRu.positions;
const route = getRouteApi('/mining/positions');
const ALL = '';

export function PositionsArrangement({ list, botName }: { list: readonly MiningPosition[]; botName: (id: number) => string | undefined }) {
  const search = route.useSearch();
  const navigate = useNavigate();
  const set = (change: PositionArrangement) => void navigate({ to: '/mining/positions', search: { ...search, ...change }, replace: true });
  // The bots and networks of the positions, and the one chosen even when it has none now.
  const chosenBot = search.by_bot === undefined ? [] : [search.by_bot];
  const bots = [...new Set([...list.map((p) => p.bot_id), ...chosenBot])].sort((a, b) => a - b);
  const networks = ACCEPTED_MINING_NETWORKS.filter((n) => n === search.network || list.some((p) => p.network === n));
  const value = (v: string) => (v === ALL ? undefined : v);
  return (
    <div className={formGrid} role="group" aria-label={t.arrange}>
      <SelectField
        label={t.sort}
        value={search.sort ?? ALL}
        onChange={(e) => set({ sort: value(e.target.value) as PositionArrangement['sort'] })}
        options={[{ value: ALL, label: t.sorts.server }, ...POSITION_SORTS.map((s) => ({ value: s, label: t.sorts[s] }))]}
      />
      <SelectField
        label={t.filterBot}
        value={search.by_bot === undefined ? ALL : String(search.by_bot)}
        onChange={(e) => set({ by_bot: e.target.value === ALL ? undefined : Number(e.target.value) })}
        options={[{ value: ALL, label: t.allBots }, ...bots.map((id) => ({ value: String(id), label: botName(id) ?? `#${id}` }))]}
      />
      <SelectField
        label={t.filterNetwork}
        value={search.network ?? ALL}
        onChange={(e) => set({ network: value(e.target.value) as PositionArrangement['network'] })}
        options={[{ value: ALL, label: t.allNetworks }, ...networks.map((n) => ({ value: n, label: networkName(n) }))]}
      />
      <SelectField
        label={t.filterRisk}
        value={search.risk ?? ALL}
        onChange={(e) => set({ risk: value(e.target.value) as PositionArrangement['risk'] })}
        options={[{ value: ALL, label: t.allRisks }, ...POSITION_RISKS.map((r) => ({ value: r, label: t.risk[r] }))]}
      />
    </div>
  );
}
