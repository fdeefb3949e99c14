import { MEMBER_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { RETRY_RULES, WORKFLOW_RUN_EXAMPLE, ZWorkflowRunPathSchema, ZWorkflowRunSchema } from './run.types.js';

export const ZRerunFailedRequestSchema = ZWorkflowRunPathSchema;
export const ZRerunFailedResponseSchema = ZWorkflowRunSchema;

export const rerunFailedMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workflows/{id}/runs/{runId}/rerun-failed',
    tags: ['Workflows'],
    summary: 'Run every failed step of a failed run again',
    description: `For anyone who can see the workflow. ${RETRY_RULES}`,
    errorResponses: { 409: 'The run has not failed, or a failed step has had its attempts (`conflict`)' },
  },
  auth: MEMBER_SESSIONS,
  examples: { response: WORKFLOW_RUN_EXAMPLE },
};
