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
      'The agents of your active workspace, oldest first, a page at a time (`cursor`, `limit`), except those chat made for its conversations (chat_owned), which GET /v1/agents/{id} still reads. Keys are never listed: they are shown once, when made.',
  },
  auth: MEMBERS,
  examples: { response: page(AGENT_EXAMPLE) },
};
