import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Money } from '../../components/Format';
import { Section } from '../../components/Page';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { periodWindow } from '../../lib/period';
import { useBalance, USAGE_KEY } from '../../lib/queries/usage';

/** What live requests cost today and this month (UTC, as budgets count), against what the wallet has left. */
export function SpendCard() {
  const month = useMemo(() => periodWindow('month'), []);
  const usage = useQuery({
    queryKey: [...USAGE_KEY, 'day', month.from],
    queryFn: () => api.usage.retrieve({ from: month.from, to: month.to, group_by: 'day' }),
  });
  const balance = useBalance();
  const today = month.days[month.days.length - 1];
  return (
    <Section title="Spend" actions={<Link to="/usage">Usage & balance</Link>}>
      <QueryView query={usage}>
        {({ data }) => {
          const live = data.filter((row) => row.mode === 'live');
          const monthCents = live.reduce((sum, row) => sum + row.cost_cents, 0);
          const todayCents = live.filter((row) => row.key === today).reduce((sum, row) => sum + row.cost_cents, 0);
          return (
            <dl className="grid home-spend">
              <div>
                <dt className="stat-label">Today (UTC)</dt>
                <dd className="stat" data-figure="today">
                  <Money cents={todayCents} />
                </dd>
              </div>
              <div>
                <dt className="stat-label">This month</dt>
                <dd className="stat" data-figure="month">
                  <Money cents={monthCents} />
                </dd>
              </div>
              <div>
                <dt className="stat-label">Available in the wallet</dt>
                <dd className="stat" data-figure="available">
                  {balance.data ? <Money cents={balance.data.balance_cents - balance.data.held_cents} /> : '…'}
                </dd>
              </div>
            </dl>
          );
        }}
      </QueryView>
    </Section>
  );
}
