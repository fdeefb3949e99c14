import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../components/Form';
import { Section } from '../../components/Page';
import { Empty, ErrorNotice, Loading } from '../../components/States';
import { TableWrap } from '../../components/TableWrap';
import { api } from '../../lib/api';
import { dollars, day } from '../../lib/format';
import { requestsText, spendByDay, type DaySpend } from './daily';
import { OperationTable } from './OperationTable';
import { DEFAULT_PERIOD, isPeriod, PERIODS, periodWindow, type Period } from '../../lib/period';
import { USAGE_KEY } from '../../lib/queries/usage';
import { SpendChart } from './SpendChart';

/** What the workspace's agents spent in a period: per day as a chart (and a table), per operation as a table. */
export function SpendSection() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const period: Period = isPeriod(requested) ? requested : DEFAULT_PERIOD;
  const span = useMemo(() => periodWindow(period), [period]);
  const range = { from: span.from, to: span.to };
  const byDay = useQuery({
    queryKey: [...USAGE_KEY, 'day', range],
    queryFn: () => api.usage.retrieve({ ...range, group_by: 'day' }),
  });
  const byOperation = useQuery({
    queryKey: [...USAGE_KEY, 'operation', range],
    queryFn: () => api.usage.retrieve({ ...range, group_by: 'operation' }),
  });
  const choose = (value: string) =>
    setParams((current) => {
      current.set('period', value);
      return current;
    });

  let body: ReactNode;
  if (byDay.isPending || byOperation.isPending) body = <Loading label="Loading spend…" />;
  else if (byDay.isError || byOperation.isError) {
    body = (
      <ErrorNotice
        error={byDay.error ?? byOperation.error}
        retry={() => {
          void byDay.refetch();
          void byOperation.refetch();
        }}
      />
    );
  } else if (byDay.data.data.length === 0) {
    body = (
      <Empty title="No requests in this period">
        <p>
          Spend appears here once your agents make requests. Create an agent on the <Link to="/agents">Agents page</Link> and give it
          its key; requests made with its test key are counted here too, and cost nothing. Or choose a longer period above.
        </p>
      </Empty>
    );
  } else {
    body = (
      <>
        <DailySpend days={spendByDay(span.days, byDay.data.data)} />
        <h3 className="usage-heading">By operation</h3>
        <OperationTable rows={byOperation.data.data} />
      </>
    );
  }
  return (
    <Section title="Spend">
      <div className="filters">
        <SelectField label="Period" value={period} onChange={choose} options={PERIODS.map(({ value, label }) => ({ value, label }))} />
        <p className="hint usage-period-hint">Days are counted in UTC, as budgets count them.</p>
      </div>
      {body}
    </Section>
  );
}

function DailySpend({ days }: { days: DaySpend[] }) {
  const summaryId = useId();
  const total = days.reduce((sum, entry) => sum + entry.liveCents, 0);
  const tests = days.reduce((sum, entry) => sum + entry.testRequests, 0);
  const busiest = days.reduce((best, entry) => (entry.liveCents > best.liveCents ? entry : best), days[0]!);
  return (
    <>
      <h3 className="usage-heading">Live spend by day</h3>
      <p id={summaryId} className="usage-summary">
        {total > 0
          ? `Live requests cost ${dollars(total)} in this period, the most on ${day(busiest.day)} (${dollars(busiest.liveCents)}).`
          : 'Live requests cost nothing in this period.'}{' '}
        {tests > 0
          ? `Test mode: ${requestsText(tests)}, which cost nothing and are not drawn.`
          : 'No test-mode requests in this period.'}
      </p>
      <SpendChart days={days} summaryId={summaryId} />
      <div className="legend" aria-hidden="true">
        <span>
          <span className="swatch" />
          Live spend per UTC day
        </span>
      </div>
      <details className="usage-figures">
        <summary>The figures by day, as a table</summary>
        <TableWrap label="Spend by day">
          <table>
            <caption className="visually-hidden">Requests and spend per day with requests</caption>
            <thead>
              <tr>
                <th scope="col">Day (UTC)</th>
                <th scope="col" className="num">Live requests</th>
                <th scope="col" className="num">Live executed</th>
                <th scope="col" className="num">Live cost</th>
                <th scope="col" className="num">Test requests</th>
              </tr>
            </thead>
            <tbody>
              {days
                .filter((entry) => entry.liveRequests + entry.testRequests > 0)
                .map((entry) => (
                  <tr key={entry.day}>
                    <th scope="row">{day(entry.day)}</th>
                    <td className="num">{entry.liveRequests}</td>
                    <td className="num">{entry.liveExecuted}</td>
                    <td className="num">{dollars(entry.liveCents)}</td>
                    <td className="num">{entry.testRequests}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </TableWrap>
      </details>
    </>
  );
}
