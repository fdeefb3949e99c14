import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '../../components/Notice';
import { api, errorMessage } from '../../lib/api';
import { dollars } from '../../lib/format';
import { CANCELLED_PARAM, RETURN_PARAM } from './checkout-return';
import { BALANCE_KEY } from '../../lib/queries/usage';

/** How often, and how many times, an unconfirmed payment is asked about before the person is left to check later. */
const POLL_MS = 2_000;
const POLLS = 10;

/**
 * What became of the checkout the person just left for, once the payment page sends them back
 * (?checkout=chk_…) or they cancel (…&cancelled=1): paid, still being confirmed, or expired.
 */
export function CheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const id = params.get(RETURN_PARAM);
  if (!id) return null;
  const dismiss = () => {
    setParams(
      (current) => {
        current.delete(RETURN_PARAM);
        current.delete(CANCELLED_PARAM);
        return current;
      },
      { replace: true },
    );
  };
  if (params.has(CANCELLED_PARAM)) {
    return (
      <Notice tone="warn" onDismiss={dismiss}>
        You left the checkout without paying: nothing was charged and the balance is unchanged.
      </Notice>
    );
  }
  return <CheckoutStatus id={id} onDismiss={dismiss} />;
}

function CheckoutStatus({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const queryClient = useQueryClient();
  const key = ['checkout', id];
  const checkout = useQuery({
    queryKey: key,
    queryFn: () => api.billing.checkoutSessions.retrieve(id),
    // The provider confirms a payment by a webhook, which may arrive after the payer: ask again a few times.
    refetchInterval: (query) => (query.state.data?.status === 'open' && query.state.dataUpdateCount < POLLS ? POLL_MS : false),
  });
  const status = checkout.data?.status;
  useEffect(() => {
    if (status === 'complete') void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  }, [status, queryClient]);

  const retry = (
    <button type="button" className="secondary" onClick={() => void checkout.refetch()} disabled={checkout.isFetching}>
      Check again
    </button>
  );
  if (checkout.isPending) return <Notice tone="info">Checking your payment…</Notice>;
  if (checkout.isError) {
    return (
      <Notice tone="danger" onDismiss={onDismiss} action={retry}>
        {errorMessage(checkout.error)}
      </Notice>
    );
  }
  const amount = dollars(checkout.data.amount_cents);
  if (status === 'complete') {
    return (
      <Notice tone="ok" onDismiss={onDismiss}>
        Payment received: {amount} added to the balance.
      </Notice>
    );
  }
  if (status === 'expired') {
    return (
      <Notice tone="danger" onDismiss={onDismiss}>
        The checkout for {amount} expired without a payment: nothing was added. <Link to="/usage/top-up">Start a new top-up</Link> to try again.
      </Notice>
    );
  }
  // Re-rendered on every answer, so the count read here is current.
  if ((queryClient.getQueryState(key)?.dataUpdateCount ?? 0) < POLLS) {
    return <Notice tone="warn">Waiting for the payment of {amount} to be confirmed…</Notice>;
  }
  return (
    <Notice tone="warn" onDismiss={onDismiss} action={retry}>
      The payment of {amount} is not confirmed yet. It is added to the balance once the payment provider confirms it.
    </Notice>
  );
}
