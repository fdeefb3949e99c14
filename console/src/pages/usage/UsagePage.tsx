import { Link } from 'react-router';
import { Page } from '../../components/Page';
import { BalanceCard } from './BalanceCard';
import { CheckoutReturn } from './CheckoutReturn';
import { SpendSection } from './SpendSection';

/** The workspace's money: what it holds, what its agents spent, and the way to add more. */
export function UsagePage() {
  return (
    <Page title="Usage & balance" intro="The money your active workspace holds, and what its agents spent of it, by day and by operation.">
      <CheckoutReturn />
      <BalanceCard
        actions={
          <Link className="button" to="/usage/top-up">
            Add money
          </Link>
        }
      />
      <SpendSection />
    </Page>
  );
}
