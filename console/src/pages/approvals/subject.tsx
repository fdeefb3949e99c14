import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Approval } from '@proctor/sdk';
import { Id } from '../../components/Format';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries/workflows';

/** The approval step a workflow run waits at (an approval of kind workflow_step). */
export type WorkflowStep = NonNullable<Approval['workflow_step']>;

/**
 * What an approval is about: a service request above its binding's threshold, or a workflow run
 * waiting at an approval step. Read from whichever of the two the approval carries.
 */
export type Subject = { kind: 'service_request'; request: NonNullable<Approval['service_request']> } | { kind: 'workflow_step'; step: WorkflowStep };

export function subjectOf(approval: Approval): Subject {
  // The server sends exactly one of the two, as `kind` says.
  if (approval.workflow_step) return { kind: 'workflow_step', step: approval.workflow_step };
  return { kind: 'service_request', request: approval.service_request! };
}

/** The console's page of the run that waits at the step. */
export const runPath = (step: WorkflowStep) => `/workflows/${step.workflow_id}/runs/${step.run_id}`;

/** The run waiting at the step (its agent and mode are not in the approval); shared with the run page's cache. */
export function useStepRun(step: WorkflowStep | undefined) {
  return useQuery({
    queryKey: keys.run(step?.workflow_id ?? '', step?.run_id ?? ''),
    queryFn: () => api.workflows.runs.retrieve(step!.workflow_id, step!.run_id),
    enabled: Boolean(step?.workflow_id && step.run_id),
  });
}

/** A link to the step's workflow, named once its name is known (shared with the workflow page's cache), else by id. */
export function WorkflowLink({ id }: { id: string }) {
  const workflow = useQuery({ queryKey: keys.workflow(id), queryFn: () => api.workflows.retrieve(id), enabled: Boolean(id), staleTime: 60_000 });
  return <Link to={`/workflows/${id}`}>{workflow.data?.name ?? <Id value={id} />}</Link>;
}
