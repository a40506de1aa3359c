// The portfolio's risk score (0–100) from what the dashboard measures: the largest drawdown, the
// one-day VaR 95 % against the capital, and the risk of the open positions (docs/product.md §9 flags). Each
// part scores 0–100 against a ceiling, the score is their weighted mean, and the parts are kept so
// the screen can say where the number comes from. The spec's sample shows a risk score without
// a rule; this one replaces the bots' risk levels, which said 'low' beside a 19 % drawdown.
import type { PositionRisk } from '../mining/positionRisk';

export type RiskPartKey = 'drawdown' | 'var' | 'positions';
/** The portfolio score's level (lower case; not the API's bot `RiskLevel` of types.ts). */
export type RiskScoreLevel = 'low' | 'medium' | 'high';

/** Where each part reaches 100 points, and its weight in the score. */
export const RISK_RULES: Record<RiskPartKey, { ceiling: number; weight: number }> = {
  /** A 30 % fall from the peak is as bad as it gets for a liquidity book. */
  drawdown: { ceiling: 30, weight: 0.4 },
  /** Losing 5 % of the capital on one day in twenty. */
  var: { ceiling: 5, weight: 0.3 },
  /** Every open position high-risk (low 0, medium 50, high 100 points each). */
  positions: { ceiling: 100, weight: 0.3 },
};

const POSITION_POINTS: Record<PositionRisk, number> = { low: 0, medium: 50, high: 100 };

interface RiskPart {
  key: RiskPartKey;
  /** The measure: drawdown % of the peak, VaR % of the capital, or the positions' mean points; null when unknown. */
  value: number | null;
  /** 0–100, or null when unknown (left out of the score). */
  points: number | null;
  weight: number;
}

export interface RiskScore {
  /** 0–100, or null when no part is known. */
  score: number | null;
  level: RiskScoreLevel | null;
  parts: RiskPart[];
  /** Open positions by risk level. */
  positions: Record<PositionRisk, number>;
}

export interface RiskScoreInput {
  /** Largest fall from a peak, percent of that peak (positive). */
  maxDrawdownPercent: number | null;
  /** One-day VaR 95 %, dollars (positive). */
  var95: number | null;
  /** The capital VaR is measured against. */
  capital: number | null;
  /** The risk level of each open position. */
  positionRisks: readonly PositionRisk[];
}

const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const points = (value: number | null, key: RiskPartKey) =>
  value === null ? null : Math.min(100, Math.max(0, (value / RISK_RULES[key].ceiling) * 100));

export function riskLevelOf(score: number): RiskScoreLevel {
  if (score < 34) return 'low';
  return score < 67 ? 'medium' : 'high';
}

export function riskScore(input: RiskScoreInput): RiskScore {
  const drawdown = known(input.maxDrawdownPercent) ? Math.abs(input.maxDrawdownPercent) : null;
  const varPercent = known(input.var95) && known(input.capital) && input.capital > 0 ? (Math.abs(input.var95) / input.capital) * 100 : null;
  const counts: Record<PositionRisk, number> = { low: 0, medium: 0, high: 0 };
  for (const r of input.positionRisks) counts[r] += 1;
  const n = input.positionRisks.length;
  // no open position: nothing at risk now, which is a known 0
  const positionsValue = n > 0 ? input.positionRisks.reduce((s, r) => s + POSITION_POINTS[r], 0) / n : 0;
  const parts: RiskPart[] = [
    { key: 'drawdown', value: drawdown, points: points(drawdown, 'drawdown'), weight: RISK_RULES.drawdown.weight },
    { key: 'var', value: varPercent, points: points(varPercent, 'var'), weight: RISK_RULES.var.weight },
    { key: 'positions', value: positionsValue, points: points(positionsValue, 'positions'), weight: RISK_RULES.positions.weight },
  ];
  const counted = parts.filter((p) => p.points !== null);
  // Only the positions known (no history yet): too little to score a portfolio.
  if (counted.length === 0 || (counted.length === 1 && counted[0].key === 'positions' && n === 0)) {
    return { score: null, level: null, parts, positions: counts };
  }
  const weights = counted.reduce((s, p) => s + p.weight, 0);
  const score = counted.reduce((s, p) => s + (p.points as number) * p.weight, 0) / weights;
  return { score, level: riskLevelOf(score), parts, positions: counts };
}
