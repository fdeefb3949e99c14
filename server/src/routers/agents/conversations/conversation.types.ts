import { z } from 'zod';
import { MAX_TITLE_CHARS, type Conversation } from '../../../domain/agents/conversations.js';
import { AGENT_EXAMPLE, CREATED_AT } from '../../examples.js';
import { ZTimestampSchema } from '../../shared.types.js';
import { ZIdSchema, ZLabelSchema } from '../../../domain/bounded.js';

export const ZConversationSchema = z
  .object({
    id: ZIdSchema,
    agent_id: ZIdSchema.meta({ description: 'The agent the conversation belongs to' }),
    title: ZLabelSchema,
    created_at: ZTimestampSchema,
    updated_at: ZTimestampSchema.meta({ description: 'When the last message was posted (created_at until then)' }),
  })
  .meta({ id: 'Conversation' });

export type ConversationResponse = z.infer<typeof ZConversationSchema>;

export function toConversationResponse(conversation: Conversation): ConversationResponse {
  return {
    id: conversation.id,
    agent_id: conversation.agentId,
    title: conversation.title,
    created_at: conversation.createdAt.toISOString(),
    updated_at: conversation.updatedAt.toISOString(),
  };
}

export const ZConversationIdSchema = ZIdSchema.min(1).meta({ description: 'Conversation id (conv_…)' });

export const ZConversationTitleSchema = z.string().trim().min(1).max(MAX_TITLE_CHARS).meta({ description: `1 to ${MAX_TITLE_CHARS} characters, trimmed` });

export const CONVERSATION_EXAMPLE: ConversationResponse = {
  id: 'conv_01jh0xm2p4r6t8v0x2z4b6d8f0',
  agent_id: AGENT_EXAMPLE.id,
  title: 'Supplier shortlist for Q1',
  created_at: CREATED_AT,
  updated_at: '2025-01-06T09:41:05.000Z',
};
