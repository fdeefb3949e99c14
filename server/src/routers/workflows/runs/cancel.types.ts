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
      'For anyone who can see the workflow. The run stops at the engine’s next step: steps not finished are cancelled (a dispatch already under way completes and is charged), and the run ends `cancelled`. Asking again changes nothing; a finished run is 409. Audited as `workflow.run_cancel_requested`, then `workflow.run_cancelled`.',
    errorResponses: { 409: 'The run has finished (`conflict`)' },
  },
  auth: MEMBER_SESSIONS,
  examples: { response: { ...WORKFLOW_RUN_EXAMPLE, cancel_requested_at: WORKFLOW_RUN_EXAMPLE.created_at } },
};
