import type { ReactNode } from 'react';
import type { Snapshot } from '../../worker/api';
import { ru } from '../i18n/ru';
import { Button } from './Button';
import { Notice } from './Notice';
import { card, muted } from './ui.css';
import { staleness, staleText } from '../data/staleness';

export function LoadingCard({ text = ru.ui.loading }: { text?: string }) {
  return (
    <div className={card} role="status" aria-live="polite" aria-busy="true">
      {text}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className={card}>
      <p className={muted} style={{ margin: 0 }}>
        {children}
      </p>
    </div>
  );
}

export function ErrorCard({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Notice kind="error">
      <p style={{ marginTop: 0 }}>{message}</p>
      {onRetry && <Button onClick={onRetry}>{ru.ui.retry}</Button>}
    </Notice>
  );
}

/** Says when the data on screen is not live (staleness.ts): offline with the time of the data, or a failed refresh. */
export function StaleNotice({
  snapshot,
}: {
  snapshot: Pick<Snapshot<unknown>, 'status' | 'updatedAt' | 'demo' | 'refreshing'> | undefined;
}) {
  if (!snapshot) return null;
  if (snapshot.demo) return <Notice kind="warning">{ru.ui.demoData}</Notice>;
  const why = staleness(snapshot);
  if (why === null) return null;
  return <Notice kind="warning">{staleText(why, snapshot.updatedAt)}</Notice>;
}
