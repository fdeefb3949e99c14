import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { AgentLink } from '../../components/AgentLink';
import { Badge, JsonBlock, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { ModeBadge } from '../../components/ModeBadge';
import { useAgentName } from '../../lib/queries/agents';
import { useWorkflowIdNamed } from '../../lib/queries/workflows';
import { FiresSection } from './FiresTable';
import { Schedule } from './Schedule';
import { WORKFLOW_RUN, workflowNamed } from './scheduler';
import { SourceActions } from './SourceActions';
import type { Source, SourceKind } from './sources';

/**
 * A source's page: its facts (`facts` adds a kind's own, such as a trigger's fire URL), its
 * actions for those who may take them, and its fires.
 */
export function SourceView({ source, kind, back, facts }: { source: Source & { created_at: string; allow_draft: boolean }; kind: SourceKind; back: string; facts?: ReactNode }) {
  const navigate = useNavigate();
  const agentName = useAgentName();
  const workflowId = useWorkflowIdNamed(workflowNamed(source.operation, source.payload));
  return (
    <Page title={source.name} intro={<Link to={kind.path}>{back}</Link>} actions={<SourceActions source={source} kind={kind} onDeleted={() => void navigate(kind.path)} />}>
      <Section title="Details">
        <dl className="facts">
          <dt>Status</dt>
          <dd>
            <Badge value={source.status} />
          </dd>
          <dt>Agent</dt>
          <dd>
            <AgentLink id={source.agent_id} name={agentName(source.agent_id)} />
          </dd>
          <dt>Operation</dt>
          <dd>
            <code>{source.operation}</code>
            {source.operation === WORKFLOW_RUN && workflowId && (
              <>
                {' '}
                (<Link to={`/workflows/${workflowId}`}>the workflow</Link>
                {source.allow_draft && ', its newest version while none is published'})
              </>
            )}
          </dd>
          {facts}
          <dt>Schedule</dt>
          <dd>
            <Schedule source={source} />
          </dd>
          <dt>Mode</dt>
          <dd>
            <ModeBadge mode={source.mode} />
          </dd>
          <dt>Created</dt>
          <dd>
            <When iso={source.created_at} />
          </dd>
        </dl>
        <h3>Payload</h3>
        <JsonBlock value={source.payload} label="Payload" />
      </Section>
      <FiresSection kind={kind} source={source} workflowId={workflowId} />
    </Page>
  );
}
