// «Проверить на истории» under the strategy editor (issue 55): the editor's draft, unsaved changes
// included, replayed by the server's simulator over 7, 30 or 90 days of its recorded market; its
// result, a comparison of up to three strategies, and the what-if of price of the draft. The worker
// runs the backtest (a command); a server without the call says so instead of failing.
import { useState } from 'react';
import { backtestUnsupported, type Backtest } from '../../../../domain/rules/strategies/backtest';
import { backtestStrategyProblem } from '../../../../domain/rules/strategies/backtestRules';
import { BACKTEST_INVESTMENT } from '../../../../domain/rules/strategies/backtestLimits';
import { ACCEPTED_MINING_NETWORKS, DEFAULT_INITIAL_INVESTMENT, isOneOf } from '../../../../domain/contracts/values';
import { sanitiseStrategy } from '../../../../domain/rules/strategies/strategySanitise';
import type { Strategy } from '../../../../domain/contracts/types';
import { draftWhatIf } from '../../../../domain/rules/strategies/whatIf';
import { formatPrice, formatUsd } from '../../../../domain/format/format';
import { useCommand } from '../../../data/useCommand';
import { fill } from '../../../i18n/fill';
import { networkName } from '../../../i18n/labels';
import { backtestRu } from '../../../i18n/sections/backtest';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/Field';
import { Notice } from '../../../ui/Notice';
import { useCommandBlock } from '../../../session/SessionContext';
import { panel, panelTitle, row } from '../../common/mining.css';
import { WhatIfPanel } from '../../whatIf/WhatIfPanel';
import { NumberInput } from '../NumberInput';
import { controls, note } from './backtest.css';
import { backtestFailure, PeriodChips, UnsupportedNotice, type BacktestParams } from './BacktestControls';
import { BacktestResult } from './BacktestResult';
import { CompareDialog } from './CompareDialog';

const t = backtestRu.panel;

/** What a result was computed for: a later change of the draft or the parameters makes it outdated. */
const keyOf = (s: Strategy, p: BacktestParams) => JSON.stringify([sanitiseStrategy(s), p]);

export function BacktestPanel({
  draft,
  dirty,
  saved,
  price,
}: {
  draft: Strategy;
  /** The draft differs from what is stored (or is new). */
  dirty: boolean;
  /** The user's saved strategies, for the comparison. */
  saved: readonly Strategy[];
  /** The pair's last price (for the what-if of the draft); null while the market has none. */
  price: number | null;
}) {
  const run = useCommand('strategy.backtest');
  const blocked = useCommandBlock();
  const [params, setParams] = useState<BacktestParams>({
    days: 30,
    network: isOneOf(ACCEPTED_MINING_NETWORKS, draft.network) ? draft.network : 'arbitrum',
    investment: DEFAULT_INITIAL_INVESTMENT,
  });
  const [result, setResult] = useState<{ backtest: Backtest; key: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [comparing, setComparing] = useState(false);
  const [whatIf, setWhatIf] = useState(false);
  const clean = sanitiseStrategy(draft);

  const start = async () => {
    const reason = backtestStrategyProblem(clean);
    setProblem(reason);
    if (reason) return;
    try {
      const backtest = await run.mutateAsync({ strategy: clean, ...params });
      setResult({ backtest, key: keyOf(draft, params) });
    } catch {
      // shown from run.error
    }
  };

  const unsupported = backtestUnsupported(run.error);
  const whatIfInput = whatIf && price !== null ? draftWhatIf(clean, price, params.investment) : null;
  const networks = ACCEPTED_MINING_NETWORKS.map((n) => ({ value: n, label: networkName(n) }));

  return (
    <section className={panel} aria-labelledby="backtest-title" data-backtest="">
      <h2 id="backtest-title" className={panelTitle}>
        {t.title}
      </h2>
      <p className={note}>{dirty ? t.draft : t.saved}</p>
      <PeriodChips value={params.days} onChange={(days) => setParams((p) => ({ ...p, days }))} disabled={run.isPending} />
      <div className={controls}>
        <SelectField
          label={t.network}
          value={params.network}
          options={networks}
          onChange={(e) => setParams((p) => ({ ...p, network: e.target.value }))}
        />
        <NumberInput
          label={t.investment}
          value={params.investment}
          step={100}
          min={BACKTEST_INVESTMENT.min}
          max={BACKTEST_INVESTMENT.max}
          decimals={2}
          hint={fill(t.investmentHint, { percent: clean.position_size_percent })}
          onCommit={(investment) =>
            setParams((p) => ({ ...p, investment: Math.min(BACKTEST_INVESTMENT.max, Math.max(BACKTEST_INVESTMENT.min, investment)) }))
          }
        />
      </div>
      <div className={row}>
        <Button variant="primary" onClick={() => void start()} disabled={run.isPending || !!blocked} title={blocked ?? undefined}>
          {run.isPending ? t.running : t.run}
        </Button>
        <Button onClick={() => setComparing(true)} disabled={!!blocked} title={blocked ?? undefined}>
          {t.compare}
        </Button>
        <Button onClick={() => setWhatIf((v) => !v)} aria-expanded={whatIf}>
          {whatIf ? t.whatIfHide : t.whatIf}
        </Button>
      </div>
      {whatIf &&
        (whatIfInput ? (
          <WhatIfPanel
            input={whatIfInput}
            intro={fill(backtestRu.whatIf.draftIntro, {
              percent: clean.position_size_percent,
              investment: formatUsd(params.investment),
              price: formatPrice(whatIfInput.price, whatIfInput.price),
            })}
          />
        ) : (
          <Notice kind="warning">{price === null ? backtestRu.whatIf.noPrice : backtestRu.whatIf.unavailable}</Notice>
        ))}
      {problem && <Notice kind="error">{fill(t.invalid, { reason: problem })}</Notice>}
      {run.isPending && (
        <p className={note} role="status" aria-busy="true">
          {t.runningLong}
        </p>
      )}
      {!run.isPending && run.error && (unsupported ? <UnsupportedNotice /> : <Notice kind="error">{backtestFailure(run.error)}</Notice>)}
      {result ? (
        <BacktestResult result={result.backtest} outdated={result.key !== keyOf(draft, params)} />
      ) : (
        !run.isPending && !run.error && !problem && <p className={note}>{t.idle}</p>
      )}
      {comparing && <CompareDialog draft={clean} dirty={dirty} saved={saved} initial={params} onClose={() => setComparing(false)} />}
    </section>
  );
}
