import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZWorkflowIdSchema } from '../workflow.types.js';
import { WORKFLOW_VERSION_EXAMPLE, ZWorkflowVersionIdSchema, ZWorkflowVersionSchema } from './version.types.js';

export const ZGetWorkflowVersionRequestSchema = z.strictObject({ id: ZWorkflowIdSchema, versionId: ZWorkflowVersionIdSchema });
export const ZGetWorkflowVersionResponseSchema = ZWorkflowVersionSchema;

export const getWorkflowVersionMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/workflows/{id}/versions/{versionId}',
    tags: ['Workflows'],
    summary: 'One version of a workflow',
    description: 'Its steps, edges and status, for anyone who can see the workflow; a version of another workflow is 404.',
  },
  auth: MEMBER_SESSIONS,
  examples: { response: WORKFLOW_VERSION_EXAMPLE },
};
