// The strategy editor (docs/product.md §2 "Strategies tab", §4, §5): every field, the channel rules as the
// user edits, the chart editor, and sanitising on save. Creating (id 'new') and editing; cancel
// discards.
import { useEffect, useState, type FormEvent } from 'react';
import { MINING_PAIRS } from '../../../domain/contracts/values';
import {
  POSITION_SIZE_BOUNDS,
  RATIO_BOUNDS,
  SLIDER_STEP,
  WIDTH_BOUNDS,
  addStop,
  maxWidth,
  placeChannel,
  removeStop,
  setLower,
  setRatio,
  setStopPercent,
  setStopPrice,
  setStopsUnit,
  setUpper,
  setWidth,
  setWidthUnit,
  STOP_PERCENT_BOUNDS,
  type StopSide,
} from '../../../domain/rules/strategies/channelEditor';
import { formatNumber, formatPercent, formatPrice } from '../../../domain/format/format';
import { priceDecimals, priceStep } from '../../../domain/format/priceScale';
import { correctionsOnSave, sanitiseStrategy, type SaveCorrection } from '../../../domain/rules/strategies/strategySanitise';
import { boundProblem, channelProblem } from '../../../domain/rules/strategies/strategyChannelCheck';
import type { Candle, Strategy, Unit } from '../../../domain/contracts/types';
import { miningRu } from '../../i18n/sections/mining';
import { Button } from '../../ui/Button';
import { CheckboxField, SelectField, TextField } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { useCommandBlock } from '../../session/SessionContext';
import { blockTitle, formGrid, muted, panel, panelTitle, row } from '../common/mining.css';
import { NumberInput } from './NumberInput';
import { StrategyChartEditor } from './StrategyChartEditor';
import { fill } from '../../i18n/fill';

const t = miningRu.strategies;
const f = t.fields;
const UNITS: Array<{ value: Unit; label: string }> = [
  { value: 'PERCENT', label: t.units.PERCENT },
  { value: 'USDT', label: t.units.USDT },
];

export interface StrategyEditorProps {
  initial: Strategy;
  /** Current market price of the pair (or the fallback), and whether it is the fallback. */
  price: number;
  priceIsFallback: boolean;
  candles: ReadonlyArray<Candle> | null;
  /** The candles could not be loaded (and none are mirrored). */
  candlesFailed?: boolean;
  others: ReadonlyArray<Pick<Strategy, 'strategy_id' | 'name'>>;
  canEdit: boolean;
  onSymbolChange?: (symbol: string) => void;
  /**
   * Saves the sanitised strategy; resolves with what the server stored, rejects with a message, or
   * with StaleStrategy when another window saved it since this copy was loaded (412).
   */
  onSave: (s: Strategy) => Promise<Strategy>;
  /** Loads the stored strategy again (after a StaleStrategy refusal). */
  onReload?: () => void;
  onCancel: () => void;
  onDelete?: () => void;
  /** The draft as it is now, unsaved changes included, whenever it changes (the backtest runs on it). */
  onDraft?: (draft: Strategy) => void;
}

/** The save was refused because the strategy changed elsewhere since this copy was loaded. */
export class StaleStrategy extends Error {}

export function StrategyEditor({
  initial,
  price,
  priceIsFallback,
  candles,
  candlesFailed,
  others,
  canEdit,
  onSymbolChange,
  onSave,
  onReload,
  onCancel,
  onDelete,
  onDraft,
}: StrategyEditorProps) {
  const [s, setS] = useState<Strategy>(initial);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const blocked = useCommandBlock();
  /** The width last typed was more than the channel can hold at this price (maxWidth): say so. */
  const [widthClamped, setWidthClamped] = useState<number | null>(null);
  /** A bound typed that would invert, collapse or overstretch the channel: refused, with the reason. */
  const [boundError, setBoundError] = useState<{ side: StopSide; message: string } | null>(null);
  const isNew = s.strategy_id === 'new';
  // A new strategy sits around the market price of its pair: placed again once that price is known
  // (it may arrive after the editor opens, or after the pair changes). Saved strategies never move.
  const [placedFor, setPlacedFor] = useState<string | null>(priceIsFallback ? null : initial.symbol);
  useEffect(() => {
    if (!isNew || priceIsFallback || placedFor === s.symbol) return;
    setPlacedFor(s.symbol);
    setS((current) => placeChannel(current, price));
  }, [isNew, priceIsFallback, placedFor, s.symbol, price]);
  useEffect(() => onDraft?.(s), [s, onDraft]);
  const change = (next: Strategy) => {
    setSaved(false);
    setWidthClamped(null);
    setBoundError(null);
    setS(next);
  };
  const changeBound = (side: StopSide, value: number) => {
    const problem = boundProblem(s, side, value, price);
    if (problem) setBoundError({ side, message: fill(t.boundRefused, { value: formatPrice(value, price), reason: problem }) });
    else change(side === 'lower' ? setLower(s, value, price) : setUpper(s, value, price));
  };
  // The one rule the server applies too (docs/decisions/0123): what it would refuse is not sent.
  const problem = channelProblem(sanitiseStrategy(s));
  const corrections = correctionsOnSave(s);
  const changeWidth = (width: number) => {
    const next = setWidth(s, width, price);
    change(next);
    if (width > next.channel_width && next.channel_width < WIDTH_BOUNDS[s.channel_width_unit].max) setWidthClamped(next.channel_width);
  };
  const step = priceStep(price);
  const decimals = priceDecimals(price);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const clean = sanitiseStrategy(s);
    if (clean.name === '') {
      setError(t.nameRequired);
      return;
    }
    if (problem) return;
    setS(clean);
    setError(null);
    setStale(false);
    setSaving(true);
    try {
      const stored = await onSave(clean);
      setS(sanitiseStrategy({ ...clean, ...stored }));
      setSaved(true);
    } catch (failure) {
      if (failure instanceof StaleStrategy) setStale(true);
      else setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  const exitOptions = [
    { value: 'current', label: t.exitCurrent },
    ...others
      .filter((o) => o.strategy_id !== s.strategy_id)
      .map((o) => ({ value: String(o.strategy_id), label: fill(t.exitTo, { name: o.name }) })),
  ];
  const withUnknown = (value: string) =>
    exitOptions.some((o) => o.value === value) ? exitOptions : [...exitOptions, { value, label: value }];
  const pairs = (MINING_PAIRS as readonly string[]).includes(s.symbol) ? MINING_PAIRS : [...MINING_PAIRS, s.symbol];
  const wb = WIDTH_BOUNDS[s.channel_width_unit];

  const stopInputs = (side: StopSide) => {
    const prices = side === 'upper' ? s.upper_stop_losses : s.lower_stop_losses;
    const percents = side === 'upper' ? s.upper_stop_losses_percent : s.lower_stop_losses_percent;
    return (
      <div>
        <h5 className={blockTitle}>{side === 'upper' ? f.upperStops : f.lowerStops}</h5>
        {prices.map((p, i) => (
          <div key={`${side}-${i}`} className={row} style={{ alignItems: 'flex-end' }}>
            <div style={{ flex: '1 1 160px' }}>
              {s.stops_unit === 'PERCENT' ? (
                <NumberInput
                  label={`${side === 'upper' ? f.upperStops : f.lowerStops} ${i + 1}, %`}
                  value={percents[i]}
                  step={0.1}
                  min={STOP_PERCENT_BOUNDS.min}
                  max={STOP_PERCENT_BOUNDS.max}
                  decimals={2}
                  onCommit={(v) => change(setStopPercent(s, side, i, v))}
                  hint={formatPrice(p, price)}
                />
              ) : (
                <NumberInput
                  label={`${side === 'upper' ? f.upperStops : f.lowerStops} ${i + 1}, USDT`}
                  value={p}
                  step={step}
                  decimals={decimals}
                  onCommit={(v) => change(setStopPrice(s, side, i, v))}
                  hint={formatPercent(percents[i])}
                />
              )}
            </div>
            <Button
              variant="ghost"
              style={{ marginBottom: 12 }}
              onClick={() => change(removeStop(s, side, i))}
              aria-label={`${fill(t.removeStop, { n: i + 1 })} (${side === 'upper' ? f.upperStops : f.lowerStops})`}
            >
              ✕
            </Button>
          </div>
        ))}
        <Button onClick={() => change(addStop(s, side))}>{t.addStop}</Button>
      </div>
    );
  };

  return (
    <form
      className={panel}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={isNew ? t.newTitle : fill(t.editTitle, { name: initial.name })}
    >
      <h2 className={panelTitle}>{isNew ? t.newTitle : fill(t.editTitle, { name: initial.name })}</h2>
      <fieldset disabled={!canEdit || saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <div className={formGrid}>
          <TextField label={f.name} value={s.name} onChange={(e) => change({ ...s, name: e.target.value })} required autoComplete="off" />
          <SelectField
            label={f.symbol}
            value={s.symbol}
            options={pairs.map((p) => ({ value: p, label: p }))}
            onChange={(e) => {
              change({ ...s, symbol: e.target.value });
              onSymbolChange?.(e.target.value);
            }}
          />
        </div>
        <TextField
          label={f.description}
          value={s.description}
          onChange={(e) => change({ ...s, description: e.target.value })}
          autoComplete="off"
        />
        <p className={muted} style={{ marginTop: 0 }}>
          {priceIsFallback
            ? fill(t.fallbackPrice, { price: formatPrice(price, price) })
            : fill(t.currentPrice, { price: formatPrice(price, price) })}
        </p>
        <div className={formGrid}>
          <NumberInput
            label={f.width}
            value={s.channel_width}
            step={s.channel_width_unit === 'PERCENT' ? 0.1 : 0.5}
            min={wb.min}
            max={Math.min(wb.max, maxWidth(s, price))}
            onCommit={changeWidth}
            hint={widthClamped !== null ? fill(t.widthClamped, { width: formatNumber(widthClamped, 2) }) : undefined}
          />
          <SelectField
            label={f.widthUnit}
            value={s.channel_width_unit}
            options={UNITS}
            onChange={(e) => change(setWidthUnit(s, e.target.value as Unit, price))}
          />
          <NumberInput
            label={f.positionSize}
            value={s.position_size_percent}
            step={1}
            min={POSITION_SIZE_BOUNDS.min}
            max={POSITION_SIZE_BOUNDS.max}
            onCommit={(v) => change({ ...s, position_size_percent: v })}
          />
          <NumberInput
            label={f.ratio}
            value={s.upper_channel_percent}
            step={SLIDER_STEP}
            min={RATIO_BOUNDS.min}
            max={RATIO_BOUNDS.max}
            decimals={1}
            hint={fill(f.ratioLower, { n: s.lower_channel_percent })}
            onCommit={(v) => change(setRatio(s, v, price))}
          />
          <NumberInput
            label={f.lower}
            value={s.lower_channel}
            step={step}
            decimals={decimals}
            min={step}
            onCommit={(v) => changeBound('lower', v)}
            error={boundError?.side === 'lower' ? boundError.message : null}
          />
          <NumberInput
            label={f.upper}
            value={s.upper_channel}
            step={step}
            decimals={decimals}
            onCommit={(v) => changeBound('upper', v)}
            error={boundError?.side === 'upper' ? boundError.message : null}
          />
        </div>
        <StrategyChartEditor strategy={s} price={price} candles={candles} candlesFailed={candlesFailed} onChange={change} />
        <div className={formGrid} style={{ marginTop: 12 }}>
          <SelectField
            label={f.stopsUnit}
            value={s.stops_unit}
            options={UNITS}
            onChange={(e) => change(setStopsUnit(s, e.target.value as Unit))}
          />
          <SelectField
            label={f.exitUpper}
            value={s.exit_strategy_upper}
            options={withUnknown(s.exit_strategy_upper)}
            onChange={(e) => change({ ...s, exit_strategy_upper: e.target.value })}
          />
          <SelectField
            label={f.exitLower}
            value={s.exit_strategy_lower}
            options={withUnknown(s.exit_strategy_lower)}
            onChange={(e) => change({ ...s, exit_strategy_lower: e.target.value })}
          />
        </div>
        <div className={formGrid}>
          {stopInputs('upper')}
          {stopInputs('lower')}
        </div>
        <div style={{ marginTop: 12 }}>
          <CheckboxField label={f.active} checked={s.is_active} onChange={(e) => change({ ...s, is_active: e.target.checked })} />
        </div>
      </fieldset>
      {canEdit && problem && <Notice kind="error">{problem}</Notice>}
      {canEdit && corrections.length > 0 && (
        <Notice kind="warning">
          {t.correctionsTitle}
          <ul>
            {corrections.map((c) => (
              <li key={c.field}>{correctionText(c, price)}</li>
            ))}
          </ul>
        </Notice>
      )}
      {error && <Notice kind="error">{error}</Notice>}
      {stale && (
        <Notice kind="warning">
          <strong>{t.changedElsewhere}</strong>. {t.changedElsewhereText}{' '}
          {onReload && (
            <Button onClick={onReload} disabled={saving}>
              {t.reload}
            </Button>
          )}
        </Notice>
      )}
      {saved && <Notice kind="success">{t.saved}</Notice>}
      <div className={row} style={{ justifyContent: 'flex-end', marginTop: 12 }}>
        {onDelete && !isNew && (
          <Button variant="danger" onClick={onDelete} disabled={!!blocked} title={blocked ?? undefined}>
            {t.delete}
          </Button>
        )}
        <Button onClick={onCancel}>{t.cancel}</Button>
        {canEdit && (
          <Button type="submit" variant="primary" disabled={saving || !!blocked || !!problem} title={blocked ?? problem ?? undefined}>
            {saving ? t.saving : t.save}
          </Button>
        )}
      </div>
    </form>
  );
}

/** 'Размер позиции, %: 500 → 100', values as the form shows them. */
function correctionText(c: SaveCorrection, price: number): string {
  const show = (v: number | number[]): string => {
    if (Array.isArray(v)) return v.length === 0 ? '—' : v.map((x) => formatNumber(x, 1)).join('; ');
    return c.field === 'lower_channel' || c.field === 'upper_channel' ? formatPrice(v, price) : formatNumber(v, 2);
  };
  return fill(t.correction, { field: t.correctionFields[c.field], from: show(c.from), to: show(c.to) });
}
