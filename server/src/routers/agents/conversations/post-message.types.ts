import { z } from 'zod';
import { MAX_MESSAGES_PER_CONVERSATION } from '../../../domain/agents/conversations.js';
import { AGENT_ITSELF_AND_MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { ZConversationIdSchema } from './conversation.types.js';
import { MESSAGE_EXAMPLE, ZMessageContentSchema, ZMessageRoleSchema, ZMessageSchema } from './message.types.js';

export const ZPostMessageRequestSchema = z.strictObject({ id: ZAgentIdSchema, cid: ZConversationIdSchema, role: ZMessageRoleSchema, content: ZMessageContentSchema });
export const ZPostMessageResponseSchema = ZMessageSchema;

export const postMessageMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents/{id}/conversations/{cid}/messages',
    tags: ['Agents'],
    summary: 'Post a message to a conversation',
    description: `Its author_id is the caller: the agent with its key, or the person; either may post any role (a client relaying a tool's output posts \`tool\`). The conversation's updated_at becomes the message's created_at. A conversation holds at most ${MAX_MESSAGES_PER_CONVERSATION} messages (409 past them, nothing stored: start a new one). Messages are not audited one by one; the conversation's creation is.`,
    errorResponses: { 409: `The conversation already holds ${MAX_MESSAGES_PER_CONVERSATION} messages` },
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  successStatus: 201,
  examples: { request: { role: MESSAGE_EXAMPLE.role, content: MESSAGE_EXAMPLE.content }, response: MESSAGE_EXAMPLE },
};
