import { Link } from 'react-router';
import { Meter } from '../../components/Meter';
import { Section } from '../../components/Page';
import { QueryView } from '../../components/States';
import { useBudgetOverview } from '../../lib/queries/budgets';
import { Owner } from '../../components/BudgetOwner';
import { LEVEL_TEXT, rowKey } from '../../lib/budget-levels';

/** How many limits the home page shows: the closest to being reached. */
const SHOWN = 5;

/** The live limits closest to being reached, whoever's they are. */
export function NearestLimitsCard() {
  const overview = useBudgetOverview('live');
  return (
    <Section title="Nearest their limits" actions={<Link to="/budgets">All budgets</Link>}>
      <QueryView query={overview}>
        {({ data }) =>
          data.length === 0 ? (
            <p className="hint">No limit is set yet: set them on an agent's bindings, its monthly cap, or a team.</p>
          ) : (
            <ul className="home-limits">
              {data.slice(0, SHOWN).map((row) => (
                <li key={rowKey(row)}>
                  <div className="home-limit-owner">
                    <Owner row={row} />
                  </div>
                  <Meter label={LEVEL_TEXT[row.level].label} value={row} period={LEVEL_TEXT[row.level].period} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Section>
  );
}
