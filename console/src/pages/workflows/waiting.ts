import type { WorkflowStepRun } from '@proctor/sdk';

/** Why a waiting step waits, in words, and where that thing is in the console. */
export interface Waiting {
  text: string;
  link?: { to: string; text: string };
  /** A service_call or webhook step waits on its request, which may be waiting for an approval: asked of the request. */
  requestId?: string;
}

const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** What a waiting step's output names: what the step made before it waited (approval.ts, delegation.ts, …). */
const made = (step: WorkflowStepRun, key: string): string | undefined => {
  const value = (step.output as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : undefined;
};

/**
 * What a waiting step waits for, from what the run answers: the approval, task, agent request or
 * sub-run its output names, a delay's end (its wake_at), or its dispatched request; undefined
 * for a step that does not wait.
 */
export function waitingFor(step: WorkflowStepRun, agentId: string): Waiting | undefined {
  if (step.status !== 'waiting') return undefined;
  const approval = made(step, 'approval_id');
  if (approval) return { text: 'waiting for approval', link: { to: `/approvals#${approval}`, text: 'Approvals' } };
  const task = made(step, 'delegated_task_id');
  if (task) return { text: `waiting for task ${task}`, link: { to: `/agents/${agentId}?tab=tasks#${task}`, text: 'Delegated tasks' } };
  const request = made(step, 'agent_request_id');
  if (request) return { text: 'waiting for a person’s answer', link: { to: `/inbox#${request}`, text: 'Inbox' } };
  const run = made(step, 'run_id');
  if (run) return { text: `waiting for the sub-run ${run}` };
  if (step.type === 'delay' && step.wake_at) return { text: `delayed until ${TIME.format(new Date(step.wake_at))}` };
  if (step.service_request_id) return { text: 'waiting for its request', link: { to: `/requests/${step.service_request_id}`, text: 'Request' }, requestId: step.service_request_id };
  return { text: 'waiting' };
}

/** The last attempt of each step, by label: what the graph colours a step by. */
export function lastAttempts(steps: WorkflowStepRun[]): Map<string, WorkflowStepRun> {
  const last = new Map<string, WorkflowStepRun>();
  for (const step of steps) if ((last.get(step.label)?.attempt ?? 0) < step.attempt) last.set(step.label, step);
  return last;
}
