// Quick actions of docs/product.md §2: create bot, risk analysis, emergency close, PnL report, alerts, export.
// The spec gives them no behaviour; ours: links to the screens that do the job, an emergency close
// of every open position (./EmergencyClose.tsx, after a confirmation), and a CSV export of the
// closed positions on screen.
import { Link, lazyRouteComponent } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import type { Bot, MiningPosition } from '../../domain/contracts/types';
import { dashboardBlocksRu } from '../i18n/sections/dashboardBlocks';
import { useCommandBlock, usePermission } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { button } from '../ui/ui.css';
import { Block } from './Block';
import { downloadText } from '../ui/downloadText';
import { actionButton, actions } from './dashboard.css';

// What runs only on a press loads after the first screen ('/'), not with it: fetched once the page
// has drawn for a user who may press it, so the press does not wait on the network (or fail offline).
const EmergencyClose = lazyRouteComponent(() => import('./EmergencyClose'), 'EmergencyClose');

const t = dashboardBlocksRu.actions;

export function QuickActions({
  signedIn,
  bots,
  positions,
  history,
  className,
}: {
  signedIn: boolean;
  bots: readonly Bot[];
  positions: readonly MiningPosition[];
  history: readonly MiningPosition[];
  className?: string;
}) {
  const canCreate = usePermission('bot:create');
  const canStop = usePermission('bot:stop');
  const blocked = useCommandBlock();
  const [emergency, setEmergency] = useState(false);
  const [exported, setExported] = useState<string | null>(null);
  useEffect(() => {
    if (signedIn && canStop) void EmergencyClose.preload?.();
  }, [signedIn, canStop]);
  const signInTitle = signedIn ? undefined : t.signInFirst;

  const exportCsv = async () => {
    if (history.length === 0) {
      setExported(t.exportEmpty);
      return;
    }
    // The file's columns and texts load only when asked for (not with the first screen).
    const { positionsCsv } = await import('../data/positionsCsv');
    const day = new Date().toISOString().slice(0, 10);
    downloadText(`${dashboardBlocksRu.csv.file}-${day}.csv`, positionsCsv(history, bots));
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
          disabled={!signedIn || !canStop || !!blocked}
          title={signedIn ? (canStop ? (blocked ?? undefined) : t.noRights) : signInTitle}
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
        <Button className={actionButton} disabled={!signedIn} title={signInTitle} onClick={() => void exportCsv()}>
          {t.export}
        </Button>
      </div>
      {exported && (
        <p role="status" style={{ margin: 0 }}>
          {exported}
        </p>
      )}
      {emergency && (
        <Suspense fallback={null}>
          <EmergencyClose bots={bots} positions={positions} onClose={() => setEmergency(false)} />
        </Suspense>
      )}
    </Block>
  );
}
