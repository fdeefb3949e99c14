import { z } from 'zod';
import { AGENT_ITSELF_AND_MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { CONVERSATION_EXAMPLE, ZConversationSchema, ZConversationTitleSchema } from './conversation.types.js';

export const ZCreateConversationRequestSchema = z.strictObject({ id: ZAgentIdSchema, title: ZConversationTitleSchema });
export const ZCreateConversationResponseSchema = ZConversationSchema;

export const createConversationMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents/{id}/conversations',
    tags: ['Agents'],
    summary: 'Start a conversation of the agent',
    description:
      'The agent with its own key (another agent id is 404), or a person of the organization. An agent keeps at most 10,000 conversations (409 `conflict` past them). Audited as `conversation.created`; the messages posted to it are not audited one by one.',
    errorResponses: { 409: 'The agent keeps 10,000 conversations, the most it may (`conflict`)' },
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  successStatus: 201,
  examples: { request: { title: CONVERSATION_EXAMPLE.title }, response: { ...CONVERSATION_EXAMPLE, updated_at: CONVERSATION_EXAMPLE.created_at } },
};
