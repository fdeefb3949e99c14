import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field, FormError, Submit } from '../../components/Form';
import { api } from '../../lib/api';
import { dollars, parseDollars } from '../../lib/format';
import { returnUrls } from './checkout-return';

/**
 * What one checkout may add, as POST /v1/billing/checkout-sessions documents it (amount_cents 100
 * to 1000000). Checked here to answer in dollars at once; the server checks again.
 */
const MIN_CENTS = 100;
const MAX_CENTS = 1_000_000;

/** An amount in dollars → a checkout session → the payment page; the person comes back to /usage. */
export function TopUpForm() {
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const checkout = useMutation({
    mutationFn: (amount_cents: number) => api.billing.checkoutSessions.create({ amount_cents, ...returnUrls() }),
    onSuccess: (session) => window.location.assign(session.url),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkout.reset();
    const parsed = parseDollars(amount);
    if ('error' in parsed) return setInvalid(parsed.error);
    if (parsed.cents < MIN_CENTS || parsed.cents > MAX_CENTS) {
      return setInvalid(`Enter an amount from ${dollars(MIN_CENTS)} to ${dollars(MAX_CENTS)}`);
    }
    setInvalid(undefined);
    checkout.mutate(parsed.cents);
  };
  // Once the checkout exists the browser is on its way to the payment page: the form stays busy.
  const leaving = checkout.isPending || checkout.isSuccess;
  return (
    <form className="usage-form" onSubmit={submit} noValidate>
      <Field
        label="Amount in dollars"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="25.00"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        hint={`From ${dollars(MIN_CENTS)} to ${dollars(MAX_CENTS)}. You pay on the next page and come back here; the money is added once the payment is confirmed.`}
      />
      <Submit pending={leaving} pendingLabel="Opening the payment page…">
        Continue to payment
      </Submit>
      <FormError error={invalid ?? checkout.error} />
    </form>
  );
}
