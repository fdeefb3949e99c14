import { z } from 'zod';
import { CONVERSATION_ROLES, MAX_MESSAGE_CHARS, type ConversationMessage } from '../../../domain/agents/conversations.js';
import { ZTimestampSchema } from '../../shared.types.js';
import { CONVERSATION_EXAMPLE } from './conversation.types.js';
import { ZIdSchema, ZLabelSchema, ZLongTextSchema } from '../../../domain/bounded.js';

export const ZMessageRoleSchema = z.enum(CONVERSATION_ROLES).meta({
  description: "user: a person's turn; assistant: the agent's; system: instructions; tool: a tool's output",
});

export const ZMessageContentSchema = z.string().min(1).max(MAX_MESSAGE_CHARS).meta({ description: `1 to ${MAX_MESSAGE_CHARS} characters (UTF-16 code units, as JSON and JavaScript count them), kept as sent, untrimmed` });

export const ZMessageSchema = z
  .object({
    id: ZIdSchema,
    conversation_id: ZIdSchema,
    role: ZMessageRoleSchema,
    content: ZLongTextSchema,
    author_id: ZLabelSchema.nullable().meta({ description: 'Who posted it: the agent (agt_…) with its key, or a person (usr_…)' }),
    created_at: ZTimestampSchema,
  })
  .meta({ id: 'ConversationMessage' });

export type MessageResponse = z.infer<typeof ZMessageSchema>;

export function toMessageResponse(message: ConversationMessage): MessageResponse {
  return {
    id: message.id,
    conversation_id: message.conversationId,
    role: message.role,
    content: message.content,
    author_id: message.authorId,
    created_at: message.createdAt.toISOString(),
  };
}

export const MESSAGE_EXAMPLE: MessageResponse = {
  id: 'msg_01jh0xn3q5s7v9x1z3b5d7f9h1',
  conversation_id: CONVERSATION_EXAMPLE.id,
  role: 'assistant',
  content: 'Acme and Globex both quote under budget; Acme delivers three days sooner.',
  author_id: CONVERSATION_EXAMPLE.agent_id,
  created_at: CONVERSATION_EXAMPLE.updated_at,
};
