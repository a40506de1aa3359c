// Risk metrics of docs/product.md §2: VaR 95%, Max Drawdown, Sharpe, Sortino.
import type { BlockState } from '../../domain/rules/sync/blockState';
import type { Block as BlockModel, RiskModel } from './dashboardModel';
import { formatNumber, formatPercent, formatUsd } from '../../domain/format/format';
import { dashboardBlocksRu } from '../i18n/sections/dashboardBlocks';
import { Block } from './Block';
import { StateOr } from './BlockStatus';
import { riskGrid, riskHint, riskItem, riskName, riskValue } from './dashboard.css';
import { fill } from '../i18n/fill';

const t = dashboardBlocksRu.risk;

function drawdown(r: RiskModel): string {
  if (r.maxDrawdownAmount === null) return '—';
  if (r.maxDrawdownPercent === null) return `−${formatUsd(r.maxDrawdownAmount)}`;
  return `−${formatPercent(r.maxDrawdownPercent)}`;
}

export function RiskPanel({ risk, state, className }: { risk: BlockModel<RiskModel>; state: BlockState; className?: string }) {
  const r = risk.data;
  const items = [
    { name: t.var95, value: r.var95 === null ? '—' : formatUsd(r.var95), hint: t.var95Hint },
    {
      name: t.maxDrawdown,
      value: drawdown(r),
      hint:
        r.maxDrawdownPercent !== null && r.maxDrawdownAmount !== null
          ? `${t.maxDrawdownHint} (${formatUsd(r.maxDrawdownAmount)})`
          : t.maxDrawdownHint,
    },
    { name: t.sharpe, value: r.sharpe === null ? '—' : formatNumber(r.sharpe, 2), hint: t.sharpeHint },
    { name: t.sortino, value: r.sortino === null ? '—' : formatNumber(r.sortino, 2), hint: t.sortinoHint },
  ];
  const caption = risk.demo || state !== 'ready' ? undefined : r.days >= 2 ? fill(t.basis, { days: r.days, count: r.trades }) : t.notEnough;
  return (
    <Block title={t.title} caption={caption} demo={risk.demo} className={className}>
      <StateOr state={state}>
        <dl className={riskGrid}>
          {items.map((item) => (
            <div key={item.name} className={riskItem}>
              <dt className={riskName}>{item.name}</dt>
              <dd className={riskValue}>{item.value}</dd>
              <dd className={riskHint} style={{ margin: 0 }}>
                {item.hint}
              </dd>
            </div>
          ))}
        </dl>
      </StateOr>
    </Block>
  );
}
