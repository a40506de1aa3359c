// Quick actions of SPEC §2: create bot, risk analysis, emergency close, PnL report, alerts, export.
// The spec gives them no behaviour; ours: links to the screens that do the job, an emergency stop
// of every running bot (after a confirmation), and a CSV export of the closed positions on screen.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Bot, MiningPosition } from '../../domain/types';
import { useCommand } from '../data/useCommand';
import { ru } from '../i18n/ru';
import { usePermission } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { Notice } from '../ui/Notice';
import { button } from '../ui/ui.css';
import { Block } from './Block';
import { actionButton, actions } from './dashboard.css';
import { downloadText } from './downloadText';
import { historyCsv } from './historyCsv';

const t = ru.dashboard.actions;

function EmergencyClose({ bots, onClose }: { bots: readonly Bot[]; onClose: () => void }) {
  const stop = useCommand('bot.stop');
  const running = bots.filter((b) => b.status === 'running' || b.enabled);
  const [result, setResult] = useState<{ stopped: number; failed: string[] } | null>(null);

  const confirm = async () => {
    const outcomes = await Promise.all(
      running.map((b) =>
        stop.run({ id: b.id }).then(
          (ok) => ok !== false,
          () => false,
        ),
      ),
    );
    setResult({ stopped: outcomes.filter(Boolean).length, failed: running.filter((_, i) => !outcomes[i]).map((b) => b.name) });
  };

  return (
    <Modal title={t.emergencyTitle} onClose={onClose}>
      {result ? (
        <>
          <Notice kind={result.failed.length > 0 ? 'error' : 'success'}>
            {t.emergencyDone.replace('{count}', String(result.stopped))}
            {result.failed.length > 0 && ` ${t.emergencyFailed.replace('{names}', result.failed.join(', '))}`}
          </Notice>
          <p>
            <Button onClick={onClose}>{ru.ui.close}</Button>
          </p>
        </>
      ) : running.length === 0 ? (
        <>
          <p>{t.emergencyNone}</p>
          <Button onClick={onClose}>{ru.ui.close}</Button>
        </>
      ) : (
        <>
          <p>{t.emergencyText.replace('{count}', String(running.length))}</p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button variant="danger" onClick={() => void confirm()} disabled={stop.pending}>
              {stop.pending ? t.emergencyRunning : t.emergencyConfirm}
            </Button>
            <Button onClick={onClose} disabled={stop.pending}>
              {ru.ui.cancel}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}

export function QuickActions({
  signedIn,
  bots,
  history,
  className,
}: {
  signedIn: boolean;
  bots: readonly Bot[];
  history: readonly MiningPosition[];
  className?: string;
}) {
  const canCreate = usePermission('bot:create');
  const canStop = usePermission('bot:stop');
  const [emergency, setEmergency] = useState(false);
  const [exported, setExported] = useState<string | null>(null);
  const signInTitle = signedIn ? undefined : t.signInFirst;

  const exportCsv = () => {
    if (history.length === 0) {
      setExported(t.exportEmpty);
      return;
    }
    const day = new Date().toISOString().slice(0, 10);
    downloadText(`${ru.dashboard.csv.file}-${day}.csv`, historyCsv(ru.dashboard.csv.header, history));
    setExported(t.exportDone);
  };

  const linkClass = `${button.secondary} ${actionButton}`;
  return (
    <Block title={t.title} className={className}>
      <div className={actions}>
        {signedIn && canCreate ? (
          <Link to="/mining/bots" className={linkClass}>
            {t.createBot}
          </Link>
        ) : (
          <Button className={actionButton} disabled title={signedIn ? t.noRights : signInTitle}>
            {t.createBot}
          </Button>
        )}
        <Link to="/dashboard/risk" className={linkClass}>
          {t.riskAnalysis}
        </Link>
        <Button
          variant="danger"
          className={actionButton}
          disabled={!signedIn || !canStop}
          title={signedIn ? (canStop ? undefined : t.noRights) : signInTitle}
          onClick={() => setEmergency(true)}
        >
          {t.emergencyClose}
        </Button>
        <Link to="/analytics/reports" className={linkClass}>
          {t.pnlReport}
        </Link>
        <Link to="/settings/notifications" className={linkClass}>
          {t.alerts}
        </Link>
        <Button className={actionButton} disabled={!signedIn} title={signInTitle} onClick={exportCsv}>
          {t.export}
        </Button>
      </div>
      {exported && (
        <p role="status" style={{ margin: 0 }}>
          {exported}
        </p>
      )}
      {emergency && <EmergencyClose bots={bots} onClose={() => setEmergency(false)} />}
    </Block>
  );
}
