import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field, FormError, Submit } from '../../components/Form';
import { api } from '../../lib/api';
import { dollars } from '../../lib/format';
import { BALANCE_KEY } from '../../lib/queries/usage';

/** A promo code credited to the active workspace's balance; the server says why one is refused. */
export function PromoForm() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const redeem = useMutation({
    mutationFn: (text: string) => api.promo.redeem({ code: text }),
    onSuccess: () => {
      setCode('');
      return queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = code.trim();
    if (!text) return setInvalid('Enter a promo code');
    setInvalid(undefined);
    redeem.mutate(text);
  };
  return (
    <>
      <form className="usage-form" onSubmit={submit} noValidate>
        <Field
          label="Promo code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          hint="Each code can be redeemed once per organization; case does not matter."
        />
        <Submit pending={redeem.isPending} pendingLabel="Redeeming…">
          Redeem
        </Submit>
        <FormError error={invalid ?? redeem.error} />
      </form>
      <p role="status" className="usage-redeemed">
        {redeem.isSuccess &&
          `Code ${redeem.data.code} added ${dollars(redeem.data.amount_cents)}: the balance is now ${dollars(redeem.data.balance_cents)}.`}
      </p>
    </>
  );
}
