import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { WORKFLOW_GRANT_EXAMPLE, ZWorkflowGrantSchema } from './grant.types.js';
import { ZWorkflowIdSchema } from './workflow.types.js';
import { WHOLE_LIST_MAX_ITEMS } from '../../domain/bounded.js';

export const ZListWorkflowGrantsRequestSchema = z.strictObject({ id: ZWorkflowIdSchema });
export const ZListWorkflowGrantsResponseSchema = z.object({ data: z.array(ZWorkflowGrantSchema).max(WHOLE_LIST_MAX_ITEMS) });

export const listWorkflowGrantsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/workflows/{id}/agents',
    tags: ['Workflows'],
    summary: 'The agents a workflow is granted to',
    description: 'Every live agent that may run the workflow, in the order granted (one row per agent: no pages), for anyone who can see the workflow.',
  },
  auth: MEMBER_SESSIONS,
  sdk: { resource: ['workflows'], method: 'listGrants' },
  examples: { response: { data: [WORKFLOW_GRANT_EXAMPLE] } },
};
