import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { SelectField } from '../../components/Form';
import { Meter } from '../../components/Meter';
import { Page, Section } from '../../components/Page';
import { Empty, QueryView } from '../../components/States';
import { dateTime } from '../../lib/format';
import { useBudgetOverview, type Mode } from '../../lib/queries/budgets';
import { LEVEL_TEXT, rowKey, type BudgetRow } from '../../lib/budget-levels';
import { Owner } from '../../components/BudgetOwner';
import { Link } from 'react-router';

const SORTS = [
  { value: 'closest', label: 'Closest to its limit first' },
  { value: 'level', label: 'By level' },
];
const MODES = [
  { value: 'live', label: 'Live' },
  { value: 'test', label: 'Test (counted apart)' },
];
const LEVEL_ORDER = Object.keys(LEVEL_TEXT);

/** Every limit set across the workspace's agents and teams, with what is used of it. */
export function BudgetsPage() {
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'test' ? 'test' : 'live';
  const sort = params.get('sort') === 'level' ? 'level' : 'closest';
  const overview = useBudgetOverview(mode);
  const set = (name: string, value: string) =>
    setParams((current) => {
      current.set(name, value);
      return current;
    });
  return (
    <Page
      title="Budgets"
      intro="Every limit set on your agents, their bindings, teams and workers, with what is used of it now: the same counts the next request is admitted against."
    >
      <Section title="Limits and what is used">
        <div className="filters">
          <SelectField label="Counted in" value={mode} onChange={(value) => set('mode', value)} options={MODES} />
          <SelectField label="Sort" value={sort} onChange={(value) => set('sort', value)} options={SORTS} />
        </div>
        <QueryView query={overview}>
          {({ data }) =>
            data.length === 0 ? (
              <Empty title="No limits set yet">
                <p>
                  Set a daily limit or a monthly budget on a binding (an agent's page, Bindings), a monthly cap on an agent, or limits on a team (
                  <Link to="/organization/teams">Teams</Link>); each appears here with what is used of it.
                </p>
              </Empty>
            ) : (
              <BudgetTable rows={sort === 'level' ? [...data].sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level)) : data} />
            )
          }
        </QueryView>
      </Section>
    </Page>
  );
}

function BudgetTable({ rows }: { rows: BudgetRow[] }) {
  return (
    <DataTable
      label="Limits"
      caption="Each limit set, whose it is, and what is used of it"
      rows={rows}
      rowKey={rowKey}
      columns={[
        { header: 'Whose', cell: (row) => <Owner row={row} /> },
        { header: 'Limit', cell: (row) => LEVEL_TEXT[row.level].label, className: 'nowrap' },
        {
          header: 'Used',
          className: 'budget-meter-cell',
          cell: (row) => <Meter label={LEVEL_TEXT[row.level].label} value={row} period={LEVEL_TEXT[row.level].period} labelHidden />,
        },
        { header: 'Counts afresh', cell: (row) => (row.resets_at ? dateTime(row.resets_at) : 'Never'), className: 'nowrap' },
      ]}
    />
  );
}
