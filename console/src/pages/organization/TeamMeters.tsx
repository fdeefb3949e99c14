import type { TeamBudget } from '@proctor/sdk';
import { Meter } from '../../components/Meter';

/** The team's day, month and total limits with what is spent of each; nothing for a limit not set. */
export function TeamMeters({ budget }: { budget: TeamBudget }) {
  const cents = (used: number, limit: number) => ({ used, limit, unit: 'cents' as const });
  return (
    <div className="team-meters">
      {budget.daily_limit_cents !== null && <Meter label="Today" value={cents(budget.spent_today_cents, budget.daily_limit_cents)} period="today (UTC)" />}
      {budget.monthly_limit_cents !== null && (
        <Meter label="This month" value={cents(budget.spent_month_cents, budget.monthly_limit_cents)} period="this month" />
      )}
      <Meter
        label="In total"
        value={cents(budget.spent_total_cents, budget.total_limit_cents)}
        period="in all"
        detail={budget.hard_cap_cents !== null && budget.hard_cap_cents < budget.pool_cents ? 'Bounded by the hard cap, below the pool.' : 'Bounded by the pool.'}
      />
    </div>
  );
}
