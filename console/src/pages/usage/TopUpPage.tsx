import { Link } from 'react-router';
import { useCan } from '../../app/session';
import { Page, Section } from '../../components/Page';
import { BalanceCard } from './BalanceCard';
import { PromoForm } from './PromoForm';
import { TopUpForm } from './TopUpForm';

/** Adding money to the active workspace: by card (owners and admins) or with a promo code (anyone). */
export function TopUpPage() {
  const topsUp = useCan('top_up');
  return (
    <Page
      title="Add money"
      intro="Top up your active workspace's balance by card, or redeem a promo code."
      actions={
        <Link className="button secondary" to="/usage">
          Back to usage
        </Link>
      }
    >
      <BalanceCard />
      <Section title="Pay by card">
        {topsUp ? (
          <TopUpForm />
        ) : (
          <p>Only the organization's owners and admins can add money by card: it is a billing decision. Ask one of them, or redeem a promo code below.</p>
        )}
      </Section>
      <Section title="Redeem a promo code">
        <PromoForm />
      </Section>
    </Page>
  );
}
