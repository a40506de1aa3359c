import type { ReactNode } from 'react';
import { badge } from './ui.css';

export type BadgeTone = keyof typeof badge;

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={badge[tone]}>{children}</span>;
}
