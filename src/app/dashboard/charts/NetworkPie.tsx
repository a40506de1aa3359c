// The network split pie (visx) with its legend. Loaded lazily with its block.
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import type { NetworkShare } from '../../../domain/rules/portfolio/portfolioMetrics';
import { formatPercent } from '../../../domain/format/format';
import { legend, legendItem, legendSwatch, pieLayout } from '../dashboard.css';
import { networkName } from '../labels';
import { networkColour } from './chartTheme';

const SIZE = 200;

export default function NetworkPie({ shares }: { shares: readonly NetworkShare[] }) {
  const label = shares.map((s) => `${networkName(s.network)} ${formatPercent(s.percent)}`).join(', ');
  return (
    <div className={pieLayout}>
      <svg width={SIZE} height={SIZE} role="img" aria-label={label} viewBox={`0 0 ${SIZE} ${SIZE}`}>
        <Group top={SIZE / 2} left={SIZE / 2}>
          <Pie<NetworkShare>
            data={shares as NetworkShare[]}
            pieValue={(s) => s.percent}
            outerRadius={SIZE / 2 - 4}
            innerRadius={SIZE / 4}
            padAngle={0.01}
            pieSortValues={null}
          >
            {({ arcs, path }) =>
              arcs.map((arc) => <path key={arc.data.network} d={path(arc) ?? ''} style={{ fill: networkColour(arc.data.network) }} />)
            }
          </Pie>
        </Group>
      </svg>
      <ul className={legend}>
        {shares.map((s) => (
          <li key={s.network} className={legendItem}>
            <span className={legendSwatch} style={{ background: networkColour(s.network) }} aria-hidden="true" />
            <span>{networkName(s.network)}</span>
            <strong>{formatPercent(s.percent)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
