import { MEMBER_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { WORKFLOW_RUN_EXAMPLE, ZWorkflowRunPathSchema, ZWorkflowRunSchema } from './run.types.js';

export const ZGetWorkflowRunRequestSchema = ZWorkflowRunPathSchema;
export const ZGetWorkflowRunResponseSchema = ZWorkflowRunSchema;

export const getWorkflowRunMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/workflows/{id}/runs/{runId}',
    tags: ['Workflows'],
    summary: 'One run, with each step’s status, output, cost and timings',
    description: 'For anyone who can see the workflow; a run of another workflow is 404.',
  },
  auth: MEMBER_SESSIONS,
  examples: { response: WORKFLOW_RUN_EXAMPLE },
};
