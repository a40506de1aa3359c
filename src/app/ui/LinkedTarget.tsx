// The card an alert's link names (`?bot=`, src/domain/rules/alerts/alertLink.ts): brought into view, focused
// and outlined once it is on screen, so the user lands on the bot the notification was about.
import { useEffect, useRef, type ReactNode } from 'react';
import { linked as linkedStyle } from './ui.css';

export function LinkedTarget({ id, linked, children }: { id: string; linked: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!linked) return;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [linked]);
  return (
    <div ref={ref} id={id} tabIndex={linked ? -1 : undefined} className={linked ? linkedStyle : undefined}>
      {children}
    </div>
  );
}
