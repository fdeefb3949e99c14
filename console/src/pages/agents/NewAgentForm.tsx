import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AgentCreateResponse } from '@proctor/sdk';
import { Field, FormError, Submit } from '../../components/Form';
import { Section } from '../../components/Page';
import { ShownOnce } from '../../components/ShownOnce';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries/agents';
import { agentPath } from './tabs';

/**
 * Makes an agent, then shows its two keys once. The answer lives only in this component's state:
 * "I have copied them" (or leaving the page) forgets the keys.
 */
export function NewAgentForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [created, setCreated] = useState<AgentCreateResponse>();
  const create = useMutation({
    mutationFn: () => api.agents.create({ name, ...(description.trim() ? { description: description.trim() } : {}) }),
    onSuccess: (answer) => {
      setCreated(answer);
      setName('');
      setDescription('');
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };

  if (created) {
    return (
      <>
        <ShownOnce
          secrets={[
            { label: 'Live key', value: created.api_key },
            { label: 'Test key', value: created.test_api_key },
          ]}
          onDone={() => setCreated(undefined)}
        />
        <p className="hint">
          {created.agent.name} is ready. The test key runs the same requests on sandbox adapters at no cost, so you can try the agent
          before it spends money. Next, <Link to={agentPath(created.agent.id, 'bindings')}>bind the operations it may use</Link>.
        </p>
      </>
    );
  }
  return (
    <Section title="New agent">
      <form className="inline-form" onSubmit={submit}>
        <Field label="Name" name="name" required value={name} onChange={(event) => setName(event.target.value)} />
        <Field
          label="Description (optional)"
          name="description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Submit pending={create.isPending} pendingLabel="Creating…">
          Create agent
        </Submit>
      </form>
      <p className="hint">
        You get two keys, each shown once: a live key, whose requests run on real providers and are paid from the workspace
        balance, and a test key, whose requests run on sandbox adapters at no cost.
      </p>
      <FormError error={create.error} />
    </Section>
  );
}
