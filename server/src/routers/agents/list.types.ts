import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { ZAgentSchema } from './agent.types.js';
import { AGENT_EXAMPLE, page } from '../examples.js';

export const ZListAgentsRequestSchema = ZListRequestSchema('agt');
export const ZListAgentsResponseSchema = ZPageSchema(ZAgentSchema);

export const listAgentsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents',
    tags: ['Agents'],
    summary: "The organization's agents",
    description:
      'Every agent of the organization, oldest first, a page at a time (`cursor`, `limit`). Keys are never listed: they are shown once, when made.',
  },
  auth: MEMBERS,
  examples: { response: page(AGENT_EXAMPLE) },
};
