import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkflowGrant } from '@proctor/sdk';
import { useCan, useSession } from '../../app/session';
import { DataTable } from '../../components/DataTable';
import { ConfirmButton, FormError } from '../../components/Form';
import { When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty, QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { personLabel, useAllMembers } from '../../lib/queries/organization';
import { AgentLink } from '../../components/AgentLink';
import { keys } from '../../lib/queries/workflows';

/** The agents that may run this workflow; admins and owners revoke a grant (runs already started go on). */
export function GrantsSection({ workflowId }: { workflowId: string }) {
  const canRevoke = useCan('grant_workflows');
  const grants = useQuery({ queryKey: keys.grants(workflowId), queryFn: () => api.workflows.listGrants(workflowId).then((answer) => answer.data) });
  return (
    <Section title="Granted to">
      <QueryView query={grants}>
        {(list) =>
          list.length === 0 ? (
            <Empty title="Not granted to any agent">{canRevoke ? 'Grant it to an agent below, so that the agent may run it.' : 'An admin or owner grants it to agents.'}</Empty>
          ) : (
            <GrantsTable workflowId={workflowId} grants={list} canRevoke={canRevoke} />
          )
        }
      </QueryView>
    </Section>
  );
}

function GrantsTable({ workflowId, grants, canRevoke }: { workflowId: string; grants: WorkflowGrant[]; canRevoke: boolean }) {
  const queryClient = useQueryClient();
  const members = useAllMembers();
  const me = useSession().user.id;
  const revoke = useMutation({
    mutationFn: (agentId: string) => api.workflows.revoke(workflowId, { agent_id: agentId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.grants(workflowId) }),
  });
  return (
    <>
      <DataTable
        label="Agents granted this workflow"
        rows={grants}
        rowKey={(grant) => grant.agent_id}
        columns={[
          { header: 'Agent', cell: (grant) => <AgentLink id={grant.agent_id} name={grant.agent_name} /> },
          { header: 'Granted by', cell: (grant) => (grant.granted_by === me ? 'you' : personLabel(members.data, grant.granted_by)) },
          { header: 'Granted', className: 'nowrap', cell: (grant) => <When iso={grant.created_at} /> },
          canRevoke && {
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
