import { useState } from 'react';
import type { DelegatedTask } from '@proctor/sdk';
import { useCan } from '../../app/session';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { ConfirmButton, FormError } from '../../components/Form';
import { Badge, Money, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { AgentLink } from '../../components/AgentLink';
import { OPEN_TASK_STATUSES, useAgentName, useCancelDelegatedTask } from '../../lib/queries/agents';
import { useDelegatedTasks } from './queries';

/**
 * The tasks this agent delegated to the agents it spawned, and those delegated to it, newest
 * first, each with its hard budget and what it has spent. People cancel an open task; the server
 * lets admins and owners do so (and the parent agent, by its key), so members see no button.
 */
export function DelegatedTasksSection({ agentId }: { agentId: string }) {
  const canCancel = useCan('cancel_delegated_tasks');
  const agentName = useAgentName();
  const [saved, setSaved] = useState<string>();
  const { query, items } = useDelegatedTasks(agentId);
  const cancel = useCancelDelegatedTask(agentId);
  const cancelTask = (task: DelegatedTask) => {
    setSaved(undefined);
    cancel.mutate(task, { onSuccess: (cancelled) => setSaved(`Cancelled “${cancelled.title}”: its dispatches are refused from now on.`) });
  };
  return (
    <Section title="Delegated tasks">
      <p className="hint">
        A parent agent hands a task to an agent it spawned with a hard budget and the operations it may use; the child’s requests
        for it stop at that budget. {canCancel ? 'Cancelling an open task refuses its further requests.' : 'Admins and owners may cancel an open task.'}
      </p>
      <CursorList
        query={query}
        items={items}
        empty={
          <Empty title="No delegated tasks">
            A parent agent delegates with its key: <code>POST /api/v1/agents/{'{id}'}/delegated-tasks</code>.
          </Empty>
        }
      >
        {(tasks) => (
          <DataTable
            label="Delegated tasks"
            rows={tasks}
            rowKey={(task) => task.id}
            rowProps={(task) => ({ id: task.id })}
            columns={[
              {
                header: 'Title',
                className: 'task-title',
                cell: (task) => (
                  <>
                    {task.title} {task.mode === 'test' && <Badge value="test" />}
                  </>
                ),
              },
              {
                header: 'Child agent',
                cell: (task) =>
                  task.child_agent_id === agentId ? (
                    <>
                      This agent, for <AgentLink id={task.parent_agent_id} name={agentName(task.parent_agent_id)} />
                    </>
                  ) : (
                    <AgentLink id={task.child_agent_id} name={agentName(task.child_agent_id)} />
                  ),
              },
              { header: 'Status', cell: (task) => <Badge value={task.status} /> },
              { header: 'Budget', className: 'num', cell: (task) => <Money cents={task.budget_cents} /> },
              { header: 'Spent', className: 'num', cell: (task) => <Money cents={task.spent_cents} /> },
              { header: 'Created', className: 'nowrap', cell: (task) => <When iso={task.created_at} /> },
              canCancel && {
                header: 'Actions',
                cell: (task) =>
                  OPEN_TASK_STATUSES.includes(task.status) && (
                    <ConfirmButton
                      label="Cancel"
                      confirmLabel={`Cancel “${task.title}”?`}
                      pending={cancel.isPending && cancel.variables?.id === task.id}
                      onConfirm={() => cancelTask(task)}
                    />
                  ),
              },
            ]}
          />
        )}
      </CursorList>
      <FormError error={cancel.error} />
      {saved && (
        <p className="saved" role="status">
          {saved}
        </p>
      )}
    </Section>
  );
}
