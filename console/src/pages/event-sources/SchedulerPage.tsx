import { useState } from 'react';
import { Link } from 'react-router';
import type { ScheduledTaskCreateResponse } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { When } from '../../components/Format';
import { Notice } from '../../components/Notice';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { useScheduledTasks } from '../../lib/queries/event-sources';
import { useWorkflowIdNamed } from '../../lib/queries/workflows';
import { FiresTable } from './FiresTable';
import { NewScheduledTaskForm } from './NewScheduledTaskForm';
import { SCHEDULED_TASKS, workflowNamed } from './scheduler';
import { SourcesTable } from './SourcesTable';

/** What the form just made: the task, its next run, and the fire of its test run when one was asked for. */
function Created({ task, onDismiss }: { task: ScheduledTaskCreateResponse; onDismiss: () => void }) {
  const workflowId = useWorkflowIdNamed(workflowNamed(task.operation, task.payload));
  return (
    <Section title="Scheduled">
      <Notice tone="ok" onDismiss={onDismiss}>
        Scheduled <Link to={`/scheduler/${task.id}`}>{task.name}</Link>
        {task.next_run_at && (
          <>
            : its next run is <When iso={task.next_run_at} />
          </>
        )}
        .{task.test_run && ' Its test run:'}
      </Notice>
      {task.test_run && <FiresTable fires={[task.test_run]} kind={SCHEDULED_TASKS} workflowId={workflowId} />}
    </Section>
  );
}

/** The organization's scheduled tasks, and a form to schedule one. */
export function SchedulerPage() {
  const [created, setCreated] = useState<ScheduledTaskCreateResponse>();
  const { query, items } = useScheduledTasks();
  return (
    <Page
      title="Scheduler"
      intro="Operations your agents run on a schedule: each time is a governed request as the agent, with its limits, budgets and approvals, fired once however many servers run."
    >
      <NewScheduledTaskForm onCreated={setCreated} />
      {created && <Created task={created} onDismiss={() => setCreated(undefined)} />}
      <Section title="Scheduled tasks">
        <CursorList query={query} items={items} empty={<Empty title="No scheduled tasks yet">Schedule one with the form above.</Empty>}>
          {(tasks) => <SourcesTable kind={SCHEDULED_TASKS} label="Scheduled tasks" sources={tasks} />}
        </CursorList>
      </Section>
    </Page>
  );
}
