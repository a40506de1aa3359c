// The user's own sessions (device, address, last use), this one marked; any other can be ended.
import { useState } from 'react';
import { formatDateTime } from '../../domain/format/format';
import type { SessionInfo } from '../../domain/contracts/types';
import { useCommand } from '../data/useCommand';
import { useSnapshot } from '../data/useSnapshot';
import { fill } from '../i18n/fill';
import { settingsRu } from '../i18n/sections/settings';
import { useCommandBlock } from '../session/SessionContext';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Notice } from '../ui/Notice';
import { LoadingCard } from '../ui/States';
import { factName, mono, sessionRow, sessionRows } from './settings.css';
import { commandFailureText } from '../../domain/rules/sync/httpError';

const t = settingsRu.security;

function SessionRow({ session }: { session: SessionInfo }) {
  const end = useCommand('sessions.end');
  const blocked = useCommandBlock();
  const [asking, setAsking] = useState(false);
  const device = session.device || t.unknownDevice;
  return (
    <li className={sessionRow}>
      <div>
        <div className={mono}>
          {device} {session.current && <Badge tone="positive">{t.thisDevice}</Badge>}
        </div>
        <div>
          <span className={factName}>{t.address}:</span> {session.address || '—'} · <span className={factName}>{t.lastUsed}:</span>{' '}
          {formatDateTime(session.last_used_at)}
        </div>
      </div>
      {!session.current && (
        <Button onClick={() => setAsking(true)} disabled={end.isPending || !!blocked} title={blocked ?? undefined}>
          {end.isPending ? t.endingSession : t.endSession}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title={t.endSessionTitle}
          confirmLabel={t.endSessionConfirm}
          pendingLabel={t.endingSession}
          pending={end.isPending}
          error={end.error ? commandFailureText(end.error, t.failed) : null}
          blockedReason={blocked}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            end.mutateAsync({ sessionId: session.session_id }).then(
              () => setAsking(false),
              () => undefined,
            );
          }}
        >
          {fill(t.endSessionText, { device, address: session.address || '—', lastUsed: formatDateTime(session.last_used_at) })}
        </ConfirmDialog>
      )}
    </li>
  );
}

export function SessionsList() {
  const { data, error } = useSnapshot('sessions', {});
  if (!data) return error ? <Notice kind="error">{error.detail}</Notice> : <LoadingCard />;
  return (
    <ul className={sessionRows} aria-label={t.sessionsTitle}>
      {data.map((s) => (
        <SessionRow key={s.session_id} session={s} />
      ))}
      {data.length <= 1 && <li>{t.sessionsEmpty}</li>}
    </ul>
  );
}
