import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSession } from '../app/session';
import { useAgents } from '../lib/queries/agents';
import { personLabel, useAllMembers } from '../lib/queries/organization';
import { AgentLink } from './AgentLink';
import { DataTable } from './DataTable';
import { ConfirmButton, FormError, SelectField, Submit } from './Form';
import { When } from './Format';
import { Section } from './Page';
import { Empty, QueryView } from './States';

/** A grant of a resource to an agent as every grant route answers it (a workflow's, a collection's, a device's). */
interface AgentGrantRow {
  agent_id: string;
  agent_name: string;
  granted_by: string;
  created_at: string;
}

/** One resource's grants to agents, as its page reaches them through the API. */
export interface GrantsOf {
  /** The resource as people name it: "workflow", "collection", "device". */
  noun: string;
  /** What a granted agent may do, completing "may …": "run this workflow". */
  use: string;
  queryKey: QueryKey;
  list: () => Promise<AgentGrantRow[]>;
  grant: (agentId: string) => Promise<AgentGrantRow>;
  revoke: (agentId: string) => Promise<unknown>;
  /** Whether the person may grant and revoke: the session's capability for this kind, as the server computes it. */
  canGrant: boolean;
  /** What a person who may not grant is told instead of the form. */
  note: string;
}

/**
 * The agents a resource is granted to, and (for those the server lets) granting it to an agent of
 * the workspace and revoking a grant: one home for workflows, knowledge collections and devices.
 */
export function AgentGrants({ title, of }: { title: string; of: GrantsOf }) {
  const grants = useQuery({ queryKey: of.queryKey, queryFn: of.list });
  return (
    <Section title={title}>
      <QueryView query={grants}>
        {(list) =>
          list.length === 0 ? (
            <Empty title="Not granted to any agent">{of.canGrant ? `Grant it to an agent below, so that the agent may ${of.use}.` : 'An admin or owner grants it to agents.'}</Empty>
          ) : (
            <GrantsTable grants={list} of={of} />
          )
        }
      </QueryView>
      {of.canGrant ? (
        <GrantForm of={of} />
      ) : (
        <p className="hint" role="note">
          {of.note}
        </p>
      )}
    </Section>
  );
}

function GrantsTable({ grants, of }: { grants: AgentGrantRow[]; of: GrantsOf }) {
  const queryClient = useQueryClient();
  const members = useAllMembers();
  const me = useSession().user.id;
  const revoke = useMutation({ mutationFn: of.revoke, onSuccess: () => queryClient.invalidateQueries({ queryKey: of.queryKey }) });
  return (
    <>
      <DataTable
        label={`Agents granted this ${of.noun}`}
        rows={grants}
        rowKey={(grant) => grant.agent_id}
        columns={[
          { header: 'Agent', cell: (grant) => <AgentLink id={grant.agent_id} name={grant.agent_name} /> },
          { header: 'Granted by', cell: (grant) => (grant.granted_by === me ? 'you' : personLabel(members.data, grant.granted_by)) },
          { header: 'Granted', className: 'nowrap', cell: (grant) => <When iso={grant.created_at} /> },
          of.canGrant && {
            header: 'Actions',
            cell: (grant) => (
              <ConfirmButton
                label="Revoke"
                ariaLabel={`Revoke ${grant.agent_name}`}
                confirmLabel={`Take it from ${grant.agent_name}?`}
                pending={revoke.isPending && revoke.variables === grant.agent_id}
                onConfirm={() => revoke.mutate(grant.agent_id)}
              />
            ),
          },
        ]}
      />
      <FormError error={revoke.error} />
    </>
  );
}

/** Grants the resource to an agent of the workspace, picked from the agents list. */
function GrantForm({ of }: { of: GrantsOf }) {
  const agents = useAgents();
  const [chosen, setChosen] = useState('');
  const queryClient = useQueryClient();
  const grant = useMutation({ mutationFn: of.grant, onSuccess: () => queryClient.invalidateQueries({ queryKey: of.queryKey }) });
  return (
    <>
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
      <p className="hint">A granted agent may {of.use}. Granting again changes nothing.</p>
      <FormError error={grant.error} />
      {grant.isSuccess && (
        <p className="saved" role="status">
          Granted: {grant.data.agent_name} may now {of.use}.
        </p>
      )}
    </>
  );
}
