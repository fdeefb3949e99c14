import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAgentIdSchema, ZAgentWithKeysSchema } from './agent.types.js';
import { AGENT_EXAMPLE, AGENT_KEYS_EXAMPLE } from '../examples.js';

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
    description:
      'A new agent with the settings, monthly budget cap and service bindings of this one, under the name given (or the original\'s with " (copy)"), and keys of its own, shown once. Spend and history are not copied. A clone of a chat agent is an ordinary agent.',
  },
  auth: ADMINS,
  successStatus: 201,
  examples: { request: { name: 'Research assistant (EU)' }, response: { agent: { ...AGENT_EXAMPLE, id: 'agt_01jh0xg1j3m5p7s9v1x3z5b7d9', name: 'Research assistant (EU)' }, ...AGENT_KEYS_EXAMPLE } },
};
