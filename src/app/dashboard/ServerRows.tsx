// The overview's row per server, for a user signed in on more than one (issue 20): each server's
// state and last-known figures from its own world, the totals across them, and a button that
// switches the app to that server. Loaded only when shown: the first screen does not carry it.
import { useEffect, useState } from 'react';
import * as Comlink from 'comlink';
import { formatClock, formatNumber, formatSignedUsd, formatUsd } from '../../domain/format/format';
import { serverTotals, type ServerRow } from '../../domain/rules/servers/serverOverview';
import type { WorkerApi } from '../../worker/api';
import { selectServer } from '../data/useServers';
import { dashboardServersRu as t } from '../i18n/sections/dashboardServers';
import { releaseRemote, workerApi } from '../worker/client';
import { listSub } from './dashboard.css';
import { rowsBlock, rowsCell, rowsHead, rowsLink, rowsName, rowsTable, rowsTotal } from './serverRows.css';
import { fill } from '../i18n/fill';
import { signClass } from '../ui/sign';

function useServerRows(): ServerRow[] | null {
  const [rows, setRows] = useState<ServerRow[] | null>(null);
  useEffect(() => {
    let closed = false;
    let stop: (() => unknown) | null = null;
    (workerApi() as unknown as WorkerApi).servers
      .watchOverview(Comlink.proxy((next: ServerRow[]) => !closed && setRows(next)))
      .then((unsubscribe) => {
        if (closed) void Promise.resolve(unsubscribe()).finally(() => releaseRemote(unsubscribe));
        else stop = unsubscribe;
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      const unsubscribe = stop;
      if (unsubscribe)
        void Promise.resolve(unsubscribe())
          .catch(() => undefined)
          .finally(() => releaseRemote(unsubscribe));
    };
  }, []);
  return rows;
}

function statusText(row: ServerRow): string {
  if (row.status === 'online') return t.status.online;
  if (row.status === 'signedOut') return t.status.signedOut;
  return row.updatedAt === null ? t.status.offlineNoData : fill(t.status.offline, { time: formatClock(row.updatedAt) });
}

const count = (value: number | null) => (value === null ? '—' : formatNumber(value, 0));

export default function ServerRows({ active }: { active: number }) {
  const rows = useServerRows();
  if (!rows) return null;
  const totals = serverTotals(rows);
  const cell = rowsCell;
  return (
    <section className={rowsBlock} aria-labelledby="server-rows-title" data-testid="server-rows">
      <h2 id="server-rows-title" style={{ margin: 0, fontSize: '1.05rem' }}>
        {t.title}
      </h2>
      <p className={listSub}>{t.caption}</p>
      <table className={rowsTable}>
        <thead>
          <tr className={rowsHead}>
            {(Object.keys(t.columns) as Array<keyof typeof t.columns>).map((column, i) => (
              <th key={column} scope="col" className={i < 2 ? `${cell} ${rowsName}` : cell}>
                {t.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.slotId} data-server={row.slotId}>
              <th scope="row" className={`${cell} ${rowsName}`}>
                <button
                  type="button"
                  className={rowsLink}
                  aria-label={fill(t.open, { name: row.name })}
                  onClick={() => void selectServer(row.slotId)}
                >
                  {row.name}
                </button>
                {row.slotId === active && ` (${t.active})`}
              </th>
              <td className={`${cell} ${rowsName}`}>{statusText(row)}</td>
              <td className={cell}>{row.capital === null ? '—' : formatUsd(row.capital)}</td>
              <td className={`${cell} ${signClass(row.dailyPnl)}`}>{row.dailyPnl === null ? '—' : formatSignedUsd(row.dailyPnl)}</td>
              <td className={cell}>{count(row.activeBots)}</td>
              <td className={cell}>{count(row.openPositions)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={rowsTotal} title={fill(t.totalHint, { count: totals.counted })}>
            <th scope="row" className={`${cell} ${rowsName}`} colSpan={2}>
              {t.total}
            </th>
            <td className={cell}>{formatUsd(totals.capital)}</td>
            <td className={`${cell} ${signClass(totals.dailyPnl)}`}>{formatSignedUsd(totals.dailyPnl)}</td>
            <td className={cell}>{formatNumber(totals.activeBots, 0)}</td>
            <td className={cell}>{formatNumber(totals.openPositions, 0)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
