import { Link, useNavigate, useParams } from 'react-router';
import { AgentLink } from '../../components/AgentLink';
import { Badge, JsonBlock, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { QueryView } from '../../components/States';
import { useAgentName } from '../../lib/queries/agents';
import { useScheduledTask } from '../../lib/queries/event-sources';
import { useWorkflowIdNamed } from '../../lib/queries/workflows';
import { FiresSection } from './FiresTable';
import { Schedule } from './Schedule';
import { SCHEDULED_TASKS, WORKFLOW_RUN, workflowNamed } from './scheduler';
import { SourceActions } from './SourceActions';
import type { ScheduledTask } from '@proctor/sdk';

/** A task's facts, its actions for those who may take them, and its fires. */
function TaskView({ task }: { task: ScheduledTask }) {
  const navigate = useNavigate();
  const agentName = useAgentName();
  const workflowId = useWorkflowIdNamed(workflowNamed(task.operation, task.payload));
  return (
    <Page title={task.name} intro={<Link to="/scheduler">All scheduled tasks</Link>} actions={<SourceActions source={task} kind={SCHEDULED_TASKS} onDeleted={() => void navigate('/scheduler')} />}>
      <Section title="Task">
        <dl className="facts">
          <dt>Status</dt>
          <dd>
            <Badge value={task.status} />
          </dd>
          <dt>Agent</dt>
          <dd>
            <AgentLink id={task.agent_id} name={agentName(task.agent_id)} />
          </dd>
          <dt>Operation</dt>
          <dd>
            <code>{task.operation}</code>
            {task.operation === WORKFLOW_RUN && workflowId && (
              <>
                {' '}
                (<Link to={`/workflows/${workflowId}`}>the workflow</Link>
                {task.allow_draft && ', its newest version while none is published'})
              </>
            )}
          </dd>
          <dt>Schedule</dt>
          <dd>
            <Schedule source={task} />
          </dd>
          <dt>Mode</dt>
          <dd>
            <Badge value={task.mode} />
          </dd>
          <dt>Created</dt>
          <dd>
            <When iso={task.created_at} />
          </dd>
        </dl>
        <h3>Payload</h3>
        <JsonBlock value={task.payload} label="Payload" />
      </Section>
      <FiresSection kind={SCHEDULED_TASKS} source={task} workflowId={workflowId} />
    </Page>
  );
}

/** One scheduled task (`/scheduler/:id`). */
export function ScheduledTaskPage() {
  const { id = '' } = useParams();
  const task = useScheduledTask(id);
  return <QueryView query={task}>{(data) => <TaskView task={data} />}</QueryView>;
}
