// The signal feed placeholder of docs/product.md §2 "Other demos": sample signals with their sources
// (indicators, news, ML, on-chain), the decision and the confidence. Four paths: the feed, the
// active signals over the confidence threshold, the past ones, and which sources count, each a
// page of the route table under the signals tab bar.
import { useMemo, useState, type ReactNode } from 'react';
import { decide, DEMO_SIGNALS, SIGNAL_SOURCES, type Decision, type DemoSignal, type SignalSource } from './demoSignals';
import { formatDateTime, formatSigned } from '../../domain/format/format';
import { demosRu } from '../i18n/sections/demos';
import { DemoNotice } from '../demo/DemoNotice';
import { Badge } from '../ui/Badge';
import { CheckboxField, TextField } from '../ui/Field';
import { EmptyState } from '../ui/States';
import { signClass } from '../ui/sign';
import { muted } from '../ui/ui.css';
import {
  bar,
  barFill,
  feed,
  head,
  nowrap,
  off,
  pair,
  settings,
  signalCard,
  source,
  sourceName,
  sources as sourcesClass,
  sourceValue,
  stack,
  time,
  verdict,
} from './signals.css';
import { useSignalPrefs, type SignalPrefs } from './useSignalPrefs';
import { fill } from '../i18n/fill';
import { parseDecimal } from '../../domain/rules/input/numberInput';

const t = demosRu.signals;

const SOURCE_NAMES: Record<SignalSource, string> = {
  indicators: t.sourceIndicators,
  news: t.sourceNews,
  ml: t.sourceMl,
  onchain: t.sourceOnchain,
};

const DECISIONS: Record<Decision, [string, 'positive' | 'negative' | 'neutral']> = {
  BUY: [t.buy, 'positive'],
  SELL: [t.sell, 'negative'],
  HOLD: [t.hold, 'neutral'],
};

function SignalCard({ s, counted }: { s: DemoSignal; counted: readonly SignalSource[] }) {
  const v = decide(s.scores, counted);
  const [label, tone] = DECISIONS[v.decision];
  return (
    <li className={signalCard} aria-label={`${s.pair} ${formatDateTime(s.at)}`}>
      <div className={head}>
        <h3 className={pair}>{s.pair}</h3>
        <span className={time}>{formatDateTime(s.at)}</span>
      </div>
      <dl className={sourcesClass} aria-label={t.sources}>
        {SIGNAL_SOURCES.map((k) => {
          const score = s.scores[k];
          return (
            <div key={k} className={counted.includes(k) ? source : `${source} ${off}`}>
              <dt className={sourceName}>{SOURCE_NAMES[k]}</dt>
              <dd className={`${sourceValue} ${signClass(score)}`}>{formatSigned(score, 2)}</dd>
            </div>
          );
        })}
      </dl>
      <div className={verdict}>
        <span className={nowrap}>
          {t.decision}: <Badge tone={tone}>{label}</Badge>
        </span>
        <span className={nowrap}>
          {t.confidence}: <strong>{v.confidence}&nbsp;%</strong>
        </span>
      </div>
      <div className={bar} role="meter" aria-label={t.confidence} aria-valuemin={0} aria-valuemax={100} aria-valuenow={v.confidence}>
        <div className={barFill} style={{ width: `${v.confidence}%` }} />
      </div>
    </li>
  );
}

function Feed({ signals, counted, hint }: { signals: readonly DemoSignal[]; counted: readonly SignalSource[]; hint?: string }) {
  return (
    <>
      {hint && (
        <p className={muted} style={{ margin: 0 }}>
          {hint}
        </p>
      )}
      {signals.length === 0 ? (
        <EmptyState>{t.noSignals}</EmptyState>
      ) : (
        <ul className={feed} aria-label={t.feedLabel}>
          {signals.map((s) => (
            <SignalCard key={s.id} s={s} counted={counted} />
          ))}
        </ul>
      )}
    </>
  );
}

function Settings({ prefs, onChange }: { prefs: SignalPrefs; onChange: (p: SignalPrefs) => void }) {
  const [threshold, setThreshold] = useState(String(prefs.threshold));
  const value = parseDecimal(threshold);
  const thresholdError = Number.isFinite(value) && value >= 0 && value <= 100 ? null : t.thresholdError;
  const toggle = (k: SignalSource, on: boolean) => {
    const next = on ? SIGNAL_SOURCES.filter((s) => s === k || prefs.sources.includes(s)) : prefs.sources.filter((s) => s !== k);
    onChange({ ...prefs, sources: next });
  };
  return (
    <section className={settings} aria-label={t.settingsTitle}>
      <p style={{ margin: 0 }}>{t.settingsText}</p>
      <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t.sources}</legend>
        {SIGNAL_SOURCES.map((k) => (
          <CheckboxField
            key={k}
            label={SOURCE_NAMES[k]}
            checked={prefs.sources.includes(k)}
            onChange={(e) => toggle(k, e.target.checked)}
          />
        ))}
      </fieldset>
      <TextField
        label={`${t.threshold}, %`}
        type="number"
        min={0}
        max={100}
        step={5}
        value={threshold}
        error={thresholdError}
        onChange={(e) => {
          // A bad value is shown with its error and saves nothing; the last good threshold stays.
          setThreshold(e.target.value);
          const v = parseDecimal(e.target.value);
          if (Number.isFinite(v) && v >= 0 && v <= 100) onChange({ ...prefs, threshold: v });
        }}
      />
    </section>
  );
}

/** One page of the feed: the demo notice, then the page's own list or form. */
function SignalsPage({ children }: { children: ReactNode }) {
  return (
    <div className={stack}>
      <DemoNotice text={t.intro} />
      {children}
    </div>
  );
}

export function SignalsFeed() {
  const [prefs] = useSignalPrefs();
  return (
    <SignalsPage>
      <Feed signals={DEMO_SIGNALS} counted={prefs.sources} />
    </SignalsPage>
  );
}

export function ActiveSignals() {
  const [prefs] = useSignalPrefs();
  const active = useMemo(
    () => DEMO_SIGNALS.filter((s) => s.active && decide(s.scores, prefs.sources).confidence >= prefs.threshold),
    [prefs],
  );
  return (
    <SignalsPage>
      <Feed signals={active} counted={prefs.sources} hint={fill(t.activeOnly, { threshold: prefs.threshold })} />
    </SignalsPage>
  );
}

export function SignalsHistory() {
  const [prefs] = useSignalPrefs();
  return (
    <SignalsPage>
      <Feed signals={DEMO_SIGNALS.filter((s) => !s.active)} counted={prefs.sources} hint={t.historyHint} />
    </SignalsPage>
  );
}

export function SignalsSettings() {
  const [prefs, setPrefs] = useSignalPrefs();
  return (
    <SignalsPage>
      <Settings prefs={prefs} onChange={setPrefs} />
    </SignalsPage>
  );
}
