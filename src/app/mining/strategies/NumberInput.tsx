// A number field that commits on blur or Enter, so typing '0.5' is not clamped at '0' midway.
import { useId, useState, type KeyboardEvent } from 'react';
import { field, fieldError, fieldHint, fieldLabel, input } from '../../ui/ui.css';
import { parseDecimal } from '../../../domain/rules/input/numberInput';

export function NumberInput({
  label,
  value,
  onCommit,
  step = 0.5,
  min,
  max,
  hint,
  error,
  decimals = 2,
}: {
  label: string;
  value: number;
  onCommit: (value: number) => void;
  step?: number;
  min?: number;
  max?: number;
  hint?: string;
  /** Why the value last typed was refused (the field keeps the value it had). */
  error?: string | null;
  decimals?: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(Number.isFinite(value) ? Math.round(value * 10 ** decimals) / 10 ** decimals : '');
  const commit = () => {
    if (draft === null) return;
    const parsed = parseDecimal(draft);
    setDraft(null);
    if (Number.isFinite(parsed)) onCommit(parsed);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    }
  };
  return (
    <div className={field}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        className={input}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        max={max}
        value={shown}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={onKey}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
      />
      {hint && (
        <span id={`${id}-hint`} className={fieldHint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={fieldError} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
