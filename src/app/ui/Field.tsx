import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { checkboxRow, field, fieldError, fieldHint, fieldLabel, input } from './ui.css';

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled input with an optional hint and error, wired for screen readers. */
export function TextField({ label, hint, error, id, ...rest }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field}>
      <label htmlFor={inputId} className={fieldLabel}>
        {label}
      </label>
      <input id={inputId} className={input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && (
        <span id={hintId} className={fieldHint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  id,
  options,
  ...rest
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={field}>
      <label htmlFor={selectId} className={fieldLabel}>
        {label}
      </label>
      <select id={selectId} className={input} aria-invalid={error ? true : undefined} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && <span className={fieldHint}>{hint}</span>}
      {error && <span className={fieldError}>{error}</span>}
    </div>
  );
}

export function CheckboxField({ label, ...rest }: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  return (
    <div className={checkboxRow}>
      <input id={id} type="checkbox" {...rest} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
