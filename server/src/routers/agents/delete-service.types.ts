import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ADMIN_USERS, ZAgentIdSchema } from './agent.types.js';

export const ZDeleteServiceRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  operation: z.string().min(1).meta({ description: '"<service>.<operation>"' }),
});

export const deleteServiceMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/agents/{id}/services/{operation}',
    tags: ['Agents'],
    summary: 'Remove a binding; the agent can no longer dispatch that operation',
  },
  auth: ADMIN_USERS,
  successStatus: 204,
};
