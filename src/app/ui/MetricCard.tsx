import type { ReactNode } from 'react';
import { ru } from '../i18n/ru';
import { metricCard, metricDelta, metricTitle, metricValue, negative, positive } from './ui.css';
import { formatPercent } from '../../domain/format';

/** The metric card of SPEC §2: title, value, optional icon, optional percent delta with an arrow and 'vs last period'. */
export function MetricCard({
  title,
  value,
  icon,
  delta,
  hint,
}: {
  title: string;
  value: ReactNode;
  icon?: ReactNode;
  delta?: number | null;
  hint?: ReactNode;
}) {
  const hasDelta = typeof delta === 'number' && Number.isFinite(delta);
  const up = hasDelta && delta >= 0;
  return (
    <section className={metricCard} aria-label={title}>
      <div className={metricTitle}>
        {icon && <span aria-hidden="true">{icon}</span>}
        <span>{title}</span>
      </div>
      <div className={metricValue}>{value}</div>
      {hint && <div className={metricTitle}>{hint}</div>}
      {hasDelta && (
        <div className={`${metricDelta} ${up ? positive : negative}`}>
          <span aria-hidden="true">{up ? '▲' : '▼'}</span>
          <span>{formatPercent(Math.abs(delta))}</span>
          <span>{ru.ui.vsLastPeriod}</span>
        </div>
      )}
    </section>
  );
}
