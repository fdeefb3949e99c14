import { z } from 'zod';
import { AGENT_ITSELF_AND_MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { CONVERSATION_EXAMPLE, ZConversationIdSchema } from './conversation.types.js';

export const ZGetConversationRequestSchema = z.strictObject({ id: ZAgentIdSchema, cid: ZConversationIdSchema });

export const getConversationMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}/conversations/{cid}',
    tags: ['Agents'],
    summary: 'One conversation of the agent',
    description: 'Its messages are read with GET /api/v1/agents/{id}/conversations/{cid}/messages. A conversation of another agent is 404 under this one.',
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  examples: { response: CONVERSATION_EXAMPLE },
};
