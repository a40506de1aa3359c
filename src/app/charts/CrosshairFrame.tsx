// The frame of a chart with a crosshair: above it, a line that reads out the point under the
// crosshair (or, without one, the latest point or a hint); around it, a focusable group the arrow
// keys move the crosshair in. The read-out is announced only when the keyboard moved the
// crosshair: a mouse sweeping over a chart must not flood a screen reader.
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { chartsRu } from '../i18n/sections/charts';
import { focusable, readout, readoutMuted } from './charts.css';

export function CrosshairFrame({
  readout: text,
  announce,
  muted = false,
  label,
  keys,
  style,
  children,
}: {
  readout: ReactNode;
  announce: boolean;
  muted?: boolean;
  /** What the chart shows; the keyboard hint is added. */
  label: string;
  keys: { onKeyDown: (e: KeyboardEvent<Element>) => void; onBlur: () => void };
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <>
      <div className={muted ? readoutMuted : readout} aria-live={announce ? 'polite' : 'off'} data-readout="">
        {text}
      </div>
      <div
        className={focusable}
        tabIndex={0}
        role="group"
        aria-label={`${label}. ${chartsRu.keyboardHint}`}
        onKeyDown={keys.onKeyDown}
        onBlur={keys.onBlur}
        style={style}
      >
        {children}
      </div>
    </>
  );
}
