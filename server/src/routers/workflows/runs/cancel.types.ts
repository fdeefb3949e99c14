import { MEMBER_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { WORKFLOW_RUN_EXAMPLE, ZWorkflowRunPathSchema, ZWorkflowRunSchema } from './run.types.js';

export const ZCancelWorkflowRunRequestSchema = ZWorkflowRunPathSchema;
export const ZCancelWorkflowRunResponseSchema = ZWorkflowRunSchema;

export const cancelWorkflowRunMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workflows/{id}/runs/{runId}/cancel',
    tags: ['Workflows'],
    summary: 'Cancel a running run',
    description:
      'For anyone who can see the workflow. The run stops at the engine’s next step: steps not finished are cancelled (a dispatch already under way completes and is charged), and the run ends `cancelled`. What its steps made and left open is closed in the same transaction, each as its own endpoint would close it and audited the same way: an approval step’s approval leaves the queue (`expired`, note "The run ended first"); an agent request still open is dismissed with the response "The workflow run was cancelled" (`agent_request.dismissed`); a delegated task still open is cancelled as its parent would cancel it (`delegated_task.updated`), so its child’s next dispatches are blocked `task_closed` while what it spent stays charged once; a sub-run (run_workflow, or a service_call’s workflow.run) is asked to stop. A run that fails dismisses its open agent requests and cancels its open delegated tasks the same way. Asking again changes nothing; a finished run is 409. Audited as `workflow.run_cancel_requested`, then `workflow.run_cancelled`.',
    errorResponses: { 409: 'The run has finished (`conflict`)' },
  },
  auth: MEMBER_SESSIONS,
  examples: { response: { ...WORKFLOW_RUN_EXAMPLE, cancel_requested_at: WORKFLOW_RUN_EXAMPLE.created_at } },
};
