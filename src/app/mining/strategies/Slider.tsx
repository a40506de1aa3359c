import { useId } from 'react';
import { slider, sliderLabel, sliderRow } from '../common/mining.css';

/** A labelled range input with its value shown; keyboard arrows move it by its step. */
export function Slider({
  label,
  value,
  min,
  max,
  step,
  onChange,
  display,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  display: string;
}) {
  const id = useId();
  return (
    <div className={sliderRow}>
      <div className={sliderLabel}>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{display}</output>
      </div>
      <input
        id={id}
        className={slider}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}
