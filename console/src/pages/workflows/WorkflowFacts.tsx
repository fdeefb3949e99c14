import type { Workflow } from '@proctor/sdk';
import { useSession } from '../../app/session';
import { Badge, Id, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { useAllTeams } from '../../lib/queries/organization';

const VISIBILITY: Record<Workflow['visibility'], string> = {
  private: 'Its creator, admins and owners.',
  team: 'Also the members of its team.',
  org: 'Everyone in the organization.',
};

/** What a workflow is, who made it and who can see it. */
export function WorkflowFacts({ workflow }: { workflow: Workflow }) {
  const { user } = useSession();
  const teams = useAllTeams();
  const team = workflow.team_id ? teams.data?.find((candidate) => candidate.id === workflow.team_id) : undefined;
  return (
    <Section title="About this workflow">
      <dl className="facts">
        <dt>Id</dt>
        <dd>
          <Id value={workflow.id} />
        </dd>
        {workflow.description && (
          <>
            <dt>Description</dt>
            <dd>{workflow.description}</dd>
          </>
        )}
        <dt>Visibility</dt>
        <dd>
          <Badge value={workflow.visibility} /> <span className="hint">{VISIBILITY[workflow.visibility]}</span>
        </dd>
        {workflow.team_id && (
          <>
            <dt>Team</dt>
            <dd>{team ? team.name : <Id value={workflow.team_id} />}</dd>
          </>
        )}
        <dt>Created by</dt>
        <dd>{workflow.created_by === user.id ? 'you' : <Id value={workflow.created_by} />}</dd>
        <dt>Created</dt>
        <dd>
          <When iso={workflow.created_at} />
        </dd>
      </dl>
    </Section>
  );
}
