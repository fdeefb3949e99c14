import type { Usage } from '@proctor/sdk';
import { TableWrap } from '../../components/TableWrap';
import { ModeBadge } from '../../components/ModeBadge';
import { dollars } from '../../lib/format';

type Row = Usage['data'][number];

/** Most expensive first; within a cost, live before test, then the busiest. */
const order = (a: Row, b: Row) => b.cost_cents - a.cost_cents || a.mode.localeCompare(b.mode) || b.requests - a.requests || a.key.localeCompare(b.key);

/** Requests and spend per operation and mode in the period, with the period's totals. */
export function OperationTable({ rows }: { rows: Row[] }) {
  const sorted = [...rows].sort(order);
  const total = (pick: (row: Row) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  return (
    <>
      <TableWrap label="Spend by operation">
        <table className="usage-operations">
          <caption className="visually-hidden">Requests and spend per operation and mode</caption>
          <thead>
            <tr>
              <th scope="col">Operation</th>
              <th scope="col">Mode</th>
              <th scope="col" className="num">Requests</th>
              <th scope="col" className="num">Executed</th>
              <th scope="col" className="num">Cost</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={`${row.key} ${row.mode}`} data-operation={row.key} data-mode={row.mode}>
                <th scope="row">
                  <code>{row.key}</code>
                </th>
                <td>
                  <ModeBadge mode={row.mode} />
                </td>
                <td className="num">{row.requests}</td>
                <td className="num">{row.executed}</td>
                <td className="num">{dollars(row.cost_cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td className="num">{total((row) => row.requests)}</td>
              <td className="num">{total((row) => row.executed)}</td>
              <td className="num">{dollars(total((row) => row.cost_cents))}</td>
            </tr>
          </tfoot>
        </table>
      </TableWrap>
      <p className="hint">
        Executed: requests that ran; the others were blocked by a rule, failed, or are waiting for an approval or still running. Only
        live requests cost money.
      </p>
    </>
  );
}
