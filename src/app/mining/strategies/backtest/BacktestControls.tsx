// The parts the backtest panel and the comparison share: the period chips, the parameters, and
// how a failure reads (a server without the call is told apart from an error).
import { BACKTEST_DAYS, type BacktestDays } from '../../../../domain/rules/strategies/backtestLimits';
import { failureText } from '../../../../domain/rules/sync/httpError';
import { backtestRu } from '../../../i18n/sections/backtest';
import { Notice } from '../../../ui/Notice';
import { chip, chips } from './backtest.css';

const t = backtestRu.panel;

export interface BacktestParams {
  days: BacktestDays;
  network: string;
  investment: number;
}

export function PeriodChips({
  value,
  onChange,
  disabled,
}: {
  value: BacktestDays;
  onChange: (d: BacktestDays) => void;
  disabled?: boolean;
}) {
  return (
    <div role="group" aria-label={t.period} className={chips}>
      {BACKTEST_DAYS.map((d) => (
        <button key={d} type="button" className={chip} aria-pressed={value === d} disabled={disabled} onClick={() => onChange(d)}>
          {t.days[d]}
        </button>
      ))}
    </div>
  );
}

/** A backtest's failure as the panel says it (a missing call is said by UnsupportedNotice). */
export function backtestFailure(error: unknown): string {
  return failureText(t.failed, error);
}

export function UnsupportedNotice() {
  return (
    <Notice kind="info">
      <strong>{t.unsupported}</strong>
      <p style={{ margin: '4px 0 0' }}>{t.unsupportedText}</p>
    </Notice>
  );
}
