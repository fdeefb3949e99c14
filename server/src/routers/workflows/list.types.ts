import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { WORKFLOW_EXAMPLE, ZWorkflowSchema } from './workflow.types.js';

export const ZListWorkflowsRequestSchema = ZListRequestSchema('wf').extend({ order: ZListOrderSchema });

export const ZListWorkflowsResponseSchema = ZPageSchema(ZWorkflowSchema);

export const listWorkflowsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/workflows',
    tags: ['Workflows'],
    summary: 'The workflows you can see',
    description:
      "Yours, those shared with a team you are in or with the organization, and for admins and owners all of the organization's; oldest first (`order=desc`: newest first), a page at a time. Deleted workflows are not listed.",
  },
  auth: MEMBER_SESSIONS,
  examples: { response: page(WORKFLOW_EXAMPLE) },
};
