import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { ZAgentSchema } from './agent.types.js';
import { AGENT_EXAMPLE, page } from '../examples.js';

export const ZListAgentsRequestSchema = ZListRequestSchema('agt').extend({
  parent_agent_id: z.string().min(1).max(100).optional().meta({ description: 'Only the agents this agent spawned (its children)' }),
});
export const ZListAgentsResponseSchema = ZPageSchema(ZAgentSchema);

export const listAgentsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents',
    tags: ['Agents'],
    summary: "The organization's agents",
    description:
      'The agents of your active workspace, oldest first, a page at a time (`cursor`, `limit`), except those chat made for its conversations (chat_owned), which GET /api/v1/agents/{id} still reads. `parent_agent_id` lists the agents one agent spawned: the next level of its spawn tree. Keys are never listed: they are shown once, when made.',
  },
  auth: MEMBERS,
  examples: { response: page(AGENT_EXAMPLE) },
};
