import type { HTMLAttributes, ReactNode } from 'react';
import { TableWrap } from './TableWrap';

/** One column: its header, what it shows for a row, and a class for its header and cells alike (`num`, `nowrap`, …). */
export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
};

/**
 * A list shown as a table, one row per item: the page states its columns, this draws the rest
 * (the scrolling region of TableWrap, headers with scope="col", a row per item).
 *
 * A column given as `false` is left out, so that a conditional one reads
 * `canDelete && { header: 'Actions', cell: … }`. `cell` is called as a function, not mounted as a
 * component: a cell that needs hooks renders a component of its own. `rowProps` sets attributes of
 * a row (an `id` to link to, a `className`); `caption` names the table for screen readers.
 */
export function DataTable<Row>({
  label,
  caption,
  rows,
  rowKey,
  rowProps,
  columns,
}: {
  /** The accessible name of the scrolling region. */
  label: string;
  /** A caption read by screen readers only. */
  caption?: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
  columns: readonly (Column<Row> | false)[];
}) {
  // Keyed by their place in `columns`, left-out ones included, so that a column coming or going leaves the others' cells be.
  const shown = columns.flatMap((column, index) => (column ? [{ column, key: index }] : []));
  return (
    <TableWrap label={label}>
      <table>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {shown.map(({ column, key }) => (
              <th key={key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {shown.map(({ column, key }) => (
                <td key={key} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
