import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAgentIdSchema, ZAgentSchema } from './agent.types.js';
import { AGENT_EXAMPLE, AGENT_KEYS_EXAMPLE } from '../examples.js';
import { ZLabelSchema } from '../../domain/bounded.js';

export const ZRotateAgentKeyRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  mode: z.enum(['live', 'test']).default('live'),
});

export const ZRotateAgentKeyResponseSchema = z.object({
  agent: ZAgentSchema,
  api_key: ZLabelSchema.meta({ description: 'The new key of the mode rotated, shown once' }),
});

export const rotateAgentKeyMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/agents/{id}/key',
    tags: ['Agents'],
    summary: 'Rotate the live (default) or test key; the old one stops working at once',
    description:
      'Makes a new key of the mode asked for (`live` unless `mode: "test"`) and shows it once; the key it replaces is refused from this moment. The agent\'s other key is left as it is.',
  },
  auth: ADMINS,
  examples: { request: { mode: 'live' }, response: { agent: AGENT_EXAMPLE, api_key: AGENT_KEYS_EXAMPLE.api_key } },
};
