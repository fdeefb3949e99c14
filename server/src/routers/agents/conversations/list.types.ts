import { AGENT_ITSELF_AND_MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { page } from '../../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../../shared.types.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { CONVERSATION_EXAMPLE, ZConversationSchema } from './conversation.types.js';

export const ZListConversationsRequestSchema = ZListRequestSchema('conv').extend({ id: ZAgentIdSchema, order: ZListOrderSchema });
export const ZListConversationsResponseSchema = ZPageSchema(ZConversationSchema);

export const listConversationsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}/conversations',
    tags: ['Agents'],
    summary: "The agent's conversations",
    description:
      'In the order they were started, oldest first (`order=desc`: newest first), a page at a time. Ordered by when each was started, not by `updated_at`, which moves with every message and would make a cursor skip or repeat conversations. An agent key reads its own agent only (another id is 404); people of the organization read any agent but a deleted one (404).',
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  examples: { response: page(CONVERSATION_EXAMPLE) },
};
