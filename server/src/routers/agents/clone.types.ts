import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAgentIdSchema, ZAgentWithKeysSchema } from './agent.types.js';

export const ZCloneAgentRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  name: z.string().trim().min(1).max(100).optional().meta({ description: 'Default: "<name> (copy)"' }),
});

export const ZCloneAgentResponseSchema = ZAgentWithKeysSchema;

export const cloneAgentMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents/{id}/clone',
    tags: ['Agents'],
    summary: 'Clone with all settings, budget and bindings, and new keys',
  },
  auth: ADMINS,
  successStatus: 201,
};
