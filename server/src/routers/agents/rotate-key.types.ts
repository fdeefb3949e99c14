import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAgentIdSchema, ZAgentSchema } from './agent.types.js';

export const ZRotateAgentKeyRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  mode: z.enum(['live', 'test']).default('live'),
});

export const ZRotateAgentKeyResponseSchema = z.object({
  agent: ZAgentSchema,
  api_key: z.string().meta({ description: 'The new key of the mode rotated, shown once' }),
});

export const rotateAgentKeyMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/agents/{id}/key',
    tags: ['Agents'],
    summary: 'Rotate the live (default) or test key; the old one stops working at once',
  },
  auth: ADMINS,
};
