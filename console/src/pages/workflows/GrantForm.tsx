import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormError, SelectField, Submit } from '../../components/Form';
import { Section } from '../../components/Page';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { useAgents } from '../../lib/queries/agents';
import { keys } from '../../lib/queries/workflows';

/** Admins and owners: lets an agent of the workspace run this workflow. */
export function GrantForm({ workflowId }: { workflowId: string }) {
  const agents = useAgents();
  const [chosen, setChosen] = useState('');
  const queryClient = useQueryClient();
  const grant = useMutation({
    mutationFn: (agentId: string) => api.workflows.grant(workflowId, { agent_id: agentId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.grants(workflowId) }),
  });
  return (
    <Section title="Grant to agent">
      <QueryView query={agents}>
        {(list) => {
          if (list.length === 0) return <p className="hint">This workspace has no agents yet: make one on the Agents page first.</p>;
          const agentId = chosen || list[0]!.id;
          const submit = (event: FormEvent) => {
            event.preventDefault();
            grant.mutate(agentId);
          };
          return (
            <form className="inline-form" onSubmit={submit}>
              <SelectField label="Agent to grant" name="grant-agent" value={agentId} onChange={setChosen} options={list.map((agent) => ({ value: agent.id, label: agent.name }))} />
              <Submit pending={grant.isPending} pendingLabel="Granting…">
                Grant
              </Submit>
            </form>
          );
        }}
      </QueryView>
      <p className="hint">A granted agent may run this workflow, and lists it among its skills. Granting again changes nothing.</p>
      <FormError error={grant.error} />
      {grant.isSuccess && (
        <p className="saved" role="status">
          Granted: {agents.data?.find((agent) => agent.id === grant.data.agent_id)?.name ?? grant.data.agent_id} may now run this workflow.
        </p>
      )}
    </Section>
  );
}
