// The eight metric cards of docs/product.md §2 "Overview dashboard".
import type { CardModel } from './dashboardModel';
import { formatNumber, formatPercent, formatSignedUsd, formatUsd } from '../../domain/format/format';
import { riskLevelOf, type RiskScore } from '../../domain/rules/portfolio/riskScore';
import { ru } from '../i18n/ru';
import { Badge } from '../ui/Badge';
import { MetricCard } from '../ui/MetricCard';
import { signClass } from '../ui/sign';
import { cards, cardValue } from './dashboard.css';
import { fill } from '../i18n/fill';

const t = ru.dashboard.cards;
const count = (v: number) => formatNumber(v, 0);

const LEVEL = { low: t.riskLow, medium: t.riskMedium, high: t.riskHigh } as const;

export function riskLevel(score: number): string {
  return LEVEL[riskLevelOf(score)];
}

/** The open positions by risk level: '1 выс., 2 ср., 0 низк.'. */
export function riskPositionsText(p: RiskScore['positions']): string {
  return p.low + p.medium + p.high === 0 ? t.riskNoPositions : fill(t.riskPositions, { high: p.high, medium: p.medium, low: p.low });
}

/** What the risk score is made of, in one line under it. */
function riskExplanation(risk: RiskScore): string {
  if (risk.score === null) return t.riskUnknown;
  const [drawdown, valueAtRisk] = risk.parts;
  const positions = riskPositionsText(risk.positions);
  return fill(t.riskExplain, { drawdown: formatPercent(drawdown.value), var: formatPercent(valueAtRisk.value), positions });
}

function display(card: CardModel): string {
  const v = card.value;
  if (v === null || !Number.isFinite(v)) return '—';
  switch (card.format) {
    case 'usd':
      return formatUsd(v);
    case 'signedUsd':
      return formatSignedUsd(v);
    case 'count':
      return count(v);
    case 'ratio':
      return card.of === null || card.of === undefined ? count(v) : `${count(v)} ${fill(t.of, { total: count(card.of) })}`;
    case 'percent':
      return formatPercent(v);
    case 'score':
      return `${Math.round(v)} / 100 · ${riskLevel(v)}`;
  }
}

/** What a live figure is, where its title alone does not say. */
function liveHint(card: CardModel): string | undefined {
  return (t.liveHints as Partial<Record<CardModel['key'], string>>)[card.key];
}

function tone(card: CardModel): string {
  if (card.format !== 'signedUsd') return cardValue;
  return `${cardValue} ${signClass(card.value)}`;
}

export function MetricCards({ items }: { items: readonly CardModel[] }) {
  return (
    <div className={cards} role="group" aria-label={t.label}>
      {items.map((card) => (
        <MetricCard
          key={card.key}
          title={t[card.key]}
          value={<span className={tone(card)}>{display(card)}</span>}
          hint={card.demo ? <Badge tone="warning">{ru.dashboard.demoData}</Badge> : card.risk ? riskExplanation(card.risk) : liveHint(card)}
        />
      ))}
    </div>
  );
}
