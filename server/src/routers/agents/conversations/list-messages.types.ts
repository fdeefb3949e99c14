import { AGENT_ITSELF_AND_MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { page } from '../../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../../shared.types.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { ZConversationIdSchema } from './conversation.types.js';
import { MESSAGE_EXAMPLE, ZMessageSchema } from './message.types.js';

export const ZListMessagesRequestSchema = ZListRequestSchema('msg').extend({ id: ZAgentIdSchema, cid: ZConversationIdSchema, order: ZListOrderSchema });
export const ZListMessagesResponseSchema = ZPageSchema(ZMessageSchema);

export const listMessagesMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}/conversations/{cid}/messages',
    tags: ['Agents'],
    summary: "A conversation's messages",
    description: 'In the order they were posted, oldest first (`order=desc`: the latest first), a page at a time.',
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  examples: { response: page(MESSAGE_EXAMPLE) },
};
