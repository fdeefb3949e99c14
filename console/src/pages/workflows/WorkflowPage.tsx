import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { useCan, useSession } from '../../app/session';
import { AgentGrants, type GrantsOf } from '../../components/AgentGrants';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries/workflows';
import { RunForm } from './RunForm';
import { RunsSection } from './RunsSection';
import { SharingSection } from './SharingSection';
import { VersionsSection } from './VersionsSection';
import { WorkflowFacts } from './WorkflowFacts';

/**
 * One workflow: what it is, who can see it, its versions (the editor of the next, publishing
 * them), the agents it is granted to and granting it, running it, its runs.
 */
export function WorkflowPage() {
  const { id = '' } = useParams();
  const workflow = useQuery({ queryKey: keys.workflow(id), queryFn: () => api.workflows.retrieve(id) });
  const canGrant = useCan('grant_workflows');
  const { user } = useSession();
  return (
    <Page
      title={workflow.data?.name ?? 'Workflow'}
      intro="One workflow: its steps as versions, the agents it is granted to, and its runs. Save a version, request its publication, grant the workflow to an agent, then run it."
      actions={
        <Link className="button secondary" to="/workflows">
          All workflows
        </Link>
      }
    >
      <QueryView query={workflow}>
        {(data) => (
          <Fragment key={data.id}>
            <WorkflowFacts workflow={data} />
            {/* Sharing, like any change to the workflow, is for its creator, admins and owners. */}
            {(canGrant || data.created_by === user.id) && <SharingSection workflow={data} />}
            <VersionsSection workflow={data} />
            <AgentGrants title="Granted to" of={workflowGrants(data.id, canGrant)} />
            <RunForm workflowId={data.id} />
            <RunsSection workflowId={data.id} />
          </Fragment>
        )}
      </QueryView>
    </Page>
  );
}

/** The workflow's grants: agents that may run it (dispatching workflow.run); admins and owners grant and revoke. */
const workflowGrants = (workflowId: string, canGrant: boolean): GrantsOf => ({
  noun: 'workflow',
  use: 'run this workflow',
  queryKey: keys.grants(workflowId),
  list: () => api.workflows.listGrants(workflowId).then((answer) => answer.data),
  grant: (agentId) => api.workflows.grant(workflowId, { agent_id: agentId }),
  revoke: (agentId) => api.workflows.revoke(workflowId, { agent_id: agentId }),
  canGrant,
  note: 'Admins and owners grant workflows to agents; as a member you can run it as an agent it is already granted to.',
});
