import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { WORKFLOW_EXAMPLE, ZWorkflowIdSchema, ZWorkflowSchema } from './workflow.types.js';

export const ZGetWorkflowRequestSchema = z.strictObject({ id: ZWorkflowIdSchema });
export const ZGetWorkflowResponseSchema = ZWorkflowSchema;

export const getWorkflowMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/workflows/{id}',
    tags: ['Workflows'],
    summary: 'One workflow',
    description: 'A workflow you can see (GET /api/v1/workflows says which); any other, or a deleted one, is 404.',
  },
  auth: MEMBER_SESSIONS,
  examples: { response: WORKFLOW_EXAMPLE },
};
