import type { ReactNode } from 'react';
import { right, table, tableWrap, td, th } from './demo.css';

export interface Column<T> {
  title: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

/** A plain, horizontally scrollable table for the static demos. */
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
      <table className={table}>
        <caption style={{ position: 'absolute', left: '-9999px' }}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.title} scope="col" className={c.numeric ? `${th} ${right}` : th}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td key={c.title} className={c.numeric ? `${td} ${right}` : td}>
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
