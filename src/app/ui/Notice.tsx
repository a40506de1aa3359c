import type { ReactNode } from 'react';
import { notice } from './ui.css';

type Kind = keyof typeof notice;

/** A coloured message box. Errors are announced (role=alert), the rest politely (role=status). */
export function Notice({ kind = 'info', children }: { kind?: Kind; children: ReactNode }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={notice[kind]}>
      {children}
    </div>
  );
}
