import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { WORKFLOW_EXAMPLE, ZWorkflowNameSchema, ZWorkflowSchema } from './workflow.types.js';

export const ZCreateWorkflowRequestSchema = z.strictObject({
  name: ZWorkflowNameSchema,
  description: z.string().trim().max(1_000).optional().meta({ description: 'At most 1,000 characters' }),
});

export const createWorkflowMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workflows',
    tags: ['Workflows'],
    summary: 'Create a workflow',
    description:
      'A private workflow of yours, without steps: save its steps and edges as a version (POST /api/v1/workflows/{id}/versions). Browser session only, as every workflow endpoint (the spec keeps workflows to the web UI; a personal token is 403). A name already used in the organization, ignoring case, is 409. Audited as `workflow.created`.',
    errorResponses: { 409: 'The organization has a workflow of that name (`conflict`)' },
  },
  auth: MEMBER_SESSIONS,
  successStatus: 201,
  examples: { request: { name: WORKFLOW_EXAMPLE.name, description: WORKFLOW_EXAMPLE.description! }, response: WORKFLOW_EXAMPLE },
};

export const ZCreateWorkflowResponseSchema = ZWorkflowSchema;
