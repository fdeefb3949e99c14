import { MEMBER_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { page } from '../../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../../shared.types.js';
import { ZWorkflowIdSchema } from '../workflow.types.js';
import { WORKFLOW_RUN_EXAMPLE, ZWorkflowRunSchema } from './run.types.js';

export const ZListWorkflowRunsRequestSchema = ZListRequestSchema('wfr').extend({ id: ZWorkflowIdSchema, order: ZListOrderSchema });
export const ZListWorkflowRunsResponseSchema = ZPageSchema(ZWorkflowRunSchema);

export const listWorkflowRunsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/workflows/{id}/runs',
    tags: ['Workflows'],
    summary: "A workflow's runs",
    description: 'Oldest first (`order=desc`: newest first), a page at a time, each with its steps, for anyone who can see the workflow.',
  },
  auth: MEMBER_SESSIONS,
  examples: { response: page(WORKFLOW_RUN_EXAMPLE) },
};
