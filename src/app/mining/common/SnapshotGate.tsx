// The page states of docs/product.md §2 "Mining screen": 'Загрузка данных...' until the first data, an error
// card whose 'Попробовать снова' reloads the page when there is nothing to show, and otherwise the
// data with a notice when it is not live (offline or a failed refresh), never hidden. Data or an
// error on screen marks the page ready (ui/pageReady.ts).
// The data is drawn right after the page's first commit, in slices (useDrawnAfterFirstCommit.ts).
import type { ReactNode } from 'react';
import type { Snapshot } from '../../../worker/api';
import { miningRu } from '../../i18n/sections/mining';
import { ErrorCard, LoadingCard, StaleNotice } from '../../ui/States';
import { Notice } from '../../ui/Notice';
import { fill } from '../../i18n/fill';
import { PAGE_READY_ATTR } from '../../ui/pageReady';
import { useDrawnAfterFirstCommit } from '../../ui/useDrawnAfterFirstCommit';

const t = miningRu.errors;

function reloadPage(): void {
  window.location.reload();
}

const readyMark = <span {...{ [PAGE_READY_ATTR]: '' }} hidden />;

function reasonOf(snapshot: Pick<Snapshot<unknown>, 'error'>): string {
  return snapshot.error?.detail?.trim() || t.unknown;
}

export function SnapshotGate<T>({
  snapshot,
  children,
  loadError,
}: {
  snapshot: Snapshot<T>;
  children: (data: T) => ReactNode;
  /** A screen-specific first-load error (e.g. 'Не удалось загрузить список ботов'); else 'Ошибка загрузки данных: …'. */
  loadError?: string;
}) {
  const drawn = useDrawnAfterFirstCommit();
  if (snapshot.data === null || snapshot.data === undefined) {
    if (snapshot.status !== 'error' && snapshot.status !== 'offline') return <LoadingCard />;
    const message = loadError ? `${loadError}: ${reasonOf(snapshot)}` : fill(t.load, { reason: reasonOf(snapshot) });
    return (
      <>
        <ErrorCard message={message} onRetry={reloadPage} />
        {readyMark}
      </>
    );
  }
  if (!drawn) return null;
  return (
    <>
      <StaleNotice snapshot={snapshot} />
      {snapshot.status === 'error' && snapshot.error && !snapshot.demo && (
        <Notice kind="error">{fill(t.update, { reason: reasonOf(snapshot) })}</Notice>
      )}
      {children(snapshot.data)}
      {readyMark}
    </>
  );
}
