import type { ReactNode } from 'react';
import { right, table, tableWrap, td, th, thead } from './demo.css';

export interface Column<T> {
  title: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

/**
 * A plain table for the static demos; on a phone each row becomes a card of labelled values, so
 * PnL, ROE, price and status are in view without a sideways scroll (issue 22). The roles are
 * explicit because a table laid out as cards loses its implicit ones in some browsers.
 */
export function DemoTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <div className={tableWrap}>
      <table className={table} role="table">
        <caption style={{ position: 'absolute', left: '-9999px' }}>{caption}</caption>
        <thead className={thead} role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.title} scope="col" role="columnheader" className={c.numeric ? `${th} ${right}` : th}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((r) => (
            <tr key={rowKey(r)} role="row">
              {columns.map((c) => (
                <td key={c.title} role="cell" data-label={c.title} className={c.numeric ? `${td} ${right}` : td}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
