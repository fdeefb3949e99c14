import { MEMBER_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { page } from '../../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../../shared.types.js';
import { ZWorkflowIdSchema } from '../workflow.types.js';
import { WORKFLOW_VERSION_EXAMPLE, ZWorkflowVersionSchema } from './version.types.js';

export const ZListWorkflowVersionsRequestSchema = ZListRequestSchema('wfv').extend({ id: ZWorkflowIdSchema, order: ZListOrderSchema });
export const ZListWorkflowVersionsResponseSchema = ZPageSchema(ZWorkflowVersionSchema);

export const listWorkflowVersionsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/workflows/{id}/versions',
    tags: ['Workflows'],
    summary: "A workflow's versions",
    description: 'Oldest first (`order=desc`: newest first), a page at a time, each with its steps and edges, for anyone who can see the workflow.',
  },
  auth: MEMBER_SESSIONS,
  examples: { response: page(WORKFLOW_VERSION_EXAMPLE) },
};
