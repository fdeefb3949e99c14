import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { WORKFLOW_EXAMPLE, ZWorkflowIdSchema, ZWorkflowNameSchema, ZWorkflowSchema } from './workflow.types.js';

export const ZUpdateWorkflowRequestSchema = z.strictObject({
  id: ZWorkflowIdSchema,
  name: ZWorkflowNameSchema.optional(),
  description: z.string().trim().max(1_000).nullable().optional().meta({ description: 'At most 1,000 characters; null clears it' }),
});
export const ZUpdateWorkflowResponseSchema = ZWorkflowSchema;

export const updateWorkflowMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/workflows/{id}',
    tags: ['Workflows'],
    summary: "Rename a workflow or change its description",
    description:
      'By its creator, an admin or an owner (anyone else who can see it: 403). Fields left out stay. Its steps change only by a new version. A name another workflow has, ignoring case, is 409. Audited as `workflow.updated`.',
    errorResponses: { 409: 'The organization has a workflow of that name (`conflict`)' },
  },
  auth: MEMBER_SESSIONS,
  examples: { request: { description: 'Finds suppliers and compares their quotes' }, response: { ...WORKFLOW_EXAMPLE, description: 'Finds suppliers and compares their quotes' } },
};
