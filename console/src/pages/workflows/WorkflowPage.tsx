import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { useCan, useSession } from '../../app/session';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { GrantForm } from './GrantForm';
import { GrantsSection } from './GrantsSection';
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
            <GrantsSection workflowId={data.id} />
            {canGrant ? (
              <GrantForm workflowId={data.id} />
            ) : (
              <p className="hint" role="note">
                Admins and owners grant workflows to agents; as a member you can run it as an agent it is already granted to.
              </p>
            )}
            <RunForm workflowId={data.id} />
            <RunsSection workflowId={data.id} />
          </Fragment>
        )}
      </QueryView>
    </Page>
  );
}
