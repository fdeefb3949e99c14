import { z } from 'zod';
import { ADMIN_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZWorkflowIdSchema } from './workflow.types.js';
import { ZIdSchema } from '../../domain/bounded.js';

export const ZRevokeWorkflowRequestSchema = z.strictObject({
  id: ZWorkflowIdSchema,
  agent_id: ZIdSchema.min(1).meta({ description: 'The agent to take the workflow from' }),
});

export const revokeWorkflowMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/workflows/{id}/agents',
    tags: ['Workflows'],
    summary: 'Take a workflow from an agent',
    description:
      'Admins and owners, in a browser session (`?agent_id=`). The agent can no longer start the workflow, and it leaves the agent\'s skills; runs already started go on. A workflow the agent was not granted is 404. Audited as `workflow.revoked`.',
    errorResponses: { 404: 'No such workflow, or the agent was not granted it' },
  },
  auth: ADMIN_SESSIONS,
  successStatus: 204,
};
