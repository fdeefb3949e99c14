import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAgentIdSchema, ZAgentSchema } from './agent.types.js';
import { AGENT_EXAMPLE, AGENT_KEYS_EXAMPLE } from '../examples.js';
import { WHOLE_LIST_MAX_ITEMS, ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';

export const ZRotateAgentKeyRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  mode: z.enum(['live', 'test']).default('live'),
});

export const ZRotateAgentKeyResponseSchema = z.object({
  agent: ZAgentSchema,
  api_key: ZLabelSchema.meta({ description: 'The new key of the mode rotated, shown once' }),
  revoked_agent_ids: z
    .array(ZIdSchema)
    .max(WHOLE_LIST_MAX_ITEMS)
    .meta({ description: 'The agents this one spawned, and theirs, whose key of the same mode was revoked with it (the parent was handed those keys); empty when it spawned none' }),
});

export const rotateAgentKeyMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/agents/{id}/key',
    tags: ['Agents'],
    summary: 'Rotate the live (default) or test key; the old one stops working at once',
    description:
      'Makes a new key of the mode asked for (`live` unless `mode: "test"`) and shows it once; the key it replaces is refused from this moment (by the other server instances, if several share the database, once PostgreSQL\'s notification reaches them: milliseconds). The agent\'s other key is left as it is. ' +
      'An agent was handed the key of each agent it spawned (POST /api/v1/agents/spawn), so whoever holds the old key may hold those too: the keys of the same mode of every agent below it on its spawn tree (its children, theirs, down to depth 3) are revoked with it, listed in `revoked_agent_ids`. Each of those answers 401 until a person rotates its key in turn; their other mode\'s keys are left as they are.',
  },
  auth: ADMINS,
  examples: { request: { mode: 'live' }, response: { agent: AGENT_EXAMPLE, api_key: AGENT_KEYS_EXAMPLE.api_key, revoked_agent_ids: [] } },
};
