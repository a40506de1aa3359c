// /notifications (issue 23): the user's last 200 alerts, newest first, also those pushed while the
// app was closed (the worker's mirror, so the list reads offline), with "mark all read".
import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { AlertItem } from '../../domain/contracts/push';
import { formatDateTime } from '../../domain/format/format';
import { useCommand } from '../data/useCommand';
import { useSnapshot } from '../data/useSnapshot';
import { notificationsRu } from '../i18n/sections/notifications';
import { SimplePage } from '../layout/SimplePage';
import { useCommandBlock } from '../session/SessionContext';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { EmptyState, ErrorCard, LoadingCard, StaleNotice } from '../ui/States';
import { muted } from '../ui/ui.css';
import { column, item, itemBody, itemMeta, itemTitle, list, openLink, toolbar, unread } from './notifications.css';
import { fill } from '../i18n/fill';
import { failureText } from '../../domain/rules/sync/httpError';

const t = notificationsRu;
const NO_PARAMS = {} as Record<string, never>;

function AlertRow({ alert }: { alert: AlertItem }) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href: alert.url });
  };
  return (
    <li className={alert.read ? item : `${item} ${unread}`}>
      <h2 className={itemTitle}>{alert.title}</h2>
      <a href={alert.url} className={openLink} onClick={open}>
        {t.open}
      </a>
      <p className={itemBody}>{alert.body}</p>
      <div className={itemMeta}>
        <time dateTime={alert.created_at}>{formatDateTime(alert.created_at)}</time>
        <span>{t.kinds[alert.kind]}</span>
        {!alert.read && <Badge tone="info">{t.newMark}</Badge>}
        {alert.quiet && <span>{t.quiet}</span>}
      </div>
    </li>
  );
}

export function NotificationsScreen() {
  const alerts = useSnapshot('alerts', NO_PARAMS);
  const readAll = useCommand('alerts.readAll');
  const blocked = useCommandBlock();
  const data = alerts.data;

  const markAll = async () => {
    try {
      await readAll.mutateAsync({ upTo: data?.items[0]?.id });
    } catch {
      // shown below from readAll.error
    }
  };

  return (
    <SimplePage>
      <div className={toolbar}>
        <span role="status">{data && data.unread > 0 ? fill(t.unread, { count: data.unread }) : data ? t.allRead : ''}</span>
        <Button
          variant="primary"
          onClick={() => void markAll()}
          disabled={!data || data.unread === 0 || readAll.isPending || !!blocked}
          title={blocked ?? undefined}
        >
          {readAll.isPending ? t.marking : t.readAll}
        </Button>
        <Link to="/settings/notifications">{t.settings}</Link>
      </div>
      {readAll.error && <Notice kind="error">{failureText(t.readFailed, readAll.error)}</Notice>}
      {data === null ? (
        alerts.status === 'error' || alerts.status === 'offline' ? (
          <ErrorCard message={alerts.error?.detail ?? t.readFailed} onRetry={alerts.refresh} />
        ) : (
          <LoadingCard />
        )
      ) : (
        <div className={column}>
          <StaleNotice snapshot={alerts} />
          {data.items.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <>
              <ul className={list} aria-label={t.listLabel}>
                {data.items.map((a) => (
                  <AlertRow key={a.id} alert={a} />
                ))}
              </ul>
              <p className={muted}>{t.kept}</p>
            </>
          )}
        </div>
      )}
    </SimplePage>
  );
}
