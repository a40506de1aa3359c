// Status marks drawn with CSS and SVG, beside their text: an emoji glyph is an empty box where no
// emoji font is installed, and costs far more to lay out than a shape (issue 52 item 6).
import { icon, statusDot } from './statusMark.css';

export type StatusTone = keyof typeof statusDot;

/** A coloured dot; the status itself is always written next to it. */
export function StatusDot({ tone }: { tone: StatusTone }) {
  return <span className={statusDot[tone]} aria-hidden="true" />;
}

/** A clock face, for a duration. */
export function ClockIcon() {
  return (
    <svg className={icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
