import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field, FormError, Submit } from '../../components/Form';
import { Section } from '../../components/Page';
import { ShownOnce } from '../../components/ShownOnce';
import { api } from '../../lib/api';
import { TOKENS_KEY } from './keys';

/** Mints a token and shows its secret once; only this component's state holds it, until "I have copied it". */
export function NewTokenForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string>();
  const mint = useMutation({
    mutationFn: () => api.personalTokens.create({ name }),
    onSuccess: (answer) => {
      setSecret(answer.token);
      setName('');
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mint.mutate();
  };
  if (secret) return <ShownOnce secrets={[{ label: 'Personal token', value: secret }]} onDone={() => setSecret(undefined)} />;
  return (
    <Section title="Mint a token">
      <form className="inline-form" onSubmit={submit}>
        <Field label="Name" name="name" required value={name} onChange={(event) => setName(event.target.value)} />
        <Submit pending={mint.isPending} pendingLabel="Minting…">
          Mint token
        </Submit>
      </form>
      <p className="hint">
        Name it for what will use it, such as “CI deploys”: the list shows names, never secrets. A token does not expire: disable it
        to stop it for a while, delete it to revoke it for good.
      </p>
      <FormError error={mint.error} />
    </Section>
  );
}
