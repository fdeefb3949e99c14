import type { OperationName } from '@proctor/sdk';
import { scheduledTasks } from '../../lib/queries/event-sources';
import type { SourceKind } from './sources';

/** Scheduled tasks as the shared components of event sources take them. */
export const SCHEDULED_TASKS: SourceKind = { queries: scheduledTasks, noun: 'task', path: '/scheduler', unscheduled: 'Test run' };

/** The operation whose payload names a workflow, and whose tasks may run its drafts. */
export const WORKFLOW_RUN: OperationName = 'workflow.run';

/** The workflow a workflow.run payload names (by id or name), if it names one. */
export const workflowNamed = (operation: string, payload: Record<string, unknown>): string | undefined =>
  operation === WORKFLOW_RUN && typeof payload.workflow_id === 'string' ? payload.workflow_id : undefined;
