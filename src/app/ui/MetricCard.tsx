import type { ReactNode } from 'react';
import { ru } from '../i18n/ru';
import { metricCard, metricDelta, metricTitle, metricValue } from './ui.css';
import { formatPercent, percentDecimals, signOf } from '../../domain/format/format';
import { signClass } from './sign';

/** The metric card of docs/product.md §2: title, value, optional icon, optional percent delta with an arrow and 'vs last period'. */
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
  const sign = signOf(delta, percentDecimals(delta ?? 0));
  return (
    <section className={metricCard} aria-label={title}>
      <div className={metricTitle}>
        {icon && <span aria-hidden="true">{icon}</span>}
        <span>{title}</span>
      </div>
      <div className={metricValue}>{value}</div>
      {hint && <div className={metricTitle}>{hint}</div>}
      {hasDelta && (
        <div className={`${metricDelta} ${signClass(delta, percentDecimals(delta))}`}>
          {sign !== 0 && <span aria-hidden="true">{sign > 0 ? '▲' : '▼'}</span>}
          <span>{formatPercent(Math.abs(delta))}</span>
          <span>{ru.ui.vsLastPeriod}</span>
        </div>
      )}
    </section>
  );
}
