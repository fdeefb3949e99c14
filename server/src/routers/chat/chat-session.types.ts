import { z } from 'zod';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema, ZLongTextSchema, ZTextSchema } from '../../domain/bounded.js';
import type { ChatSession, SessionHistory } from '../../domain/chat/sessions.js';
import { CREATED_AT } from '../examples.js';
import { ZCentsSchema, ZTimestampSchema } from '../shared.types.js';

export const ZChatSessionIdSchema = ZIdSchema.min(1).meta({ description: 'Chat session id (chs_…)' });

export const ZChatModeSchema = z
  .enum(['live', 'test'])
  .meta({ description: "The key mode the session's tool calls and model calls are dispatched in: test answers from the sandbox and moves no money (the default); live calls real providers, paid from the agent's workspace" });

export const ZChatSessionSchema = z
  .object({
    id: ZIdSchema,
    agent_id: ZIdSchema,
    title: ZLabelSchema,
    mode: ZChatModeSchema,
    model: ZLabelSchema.nullable().meta({ description: "The session's model; null: the agent's default model, else the sandbox model proctor/sandbox" }),
    force_approval: z.boolean().meta({ description: "Every tool call waits for a person's approval, whatever its binding's threshold" }),
    status: z.enum(['open', 'closed']),
    active_turn_id: ZIdSchema.nullable().meta({ description: 'The turn answering now, if any' }),
    created_at: ZTimestampSchema,
    closed_at: ZTimestampSchema.nullable(),
  })
  .meta({ id: 'ChatSession' });

export type ChatSessionResponse = z.infer<typeof ZChatSessionSchema>;

export function toChatSessionResponse(session: ChatSession): ChatSessionResponse {
  const active = session.activeTurnId && session.activeUntil && session.activeUntil > new Date() ? session.activeTurnId : null;
  return {
    id: session.id,
    agent_id: session.agentId,
    title: session.title,
    mode: session.mode,
    model: session.model,
    force_approval: session.forceApproval,
    status: session.closedAt ? 'closed' : 'open',
    active_turn_id: active,
    created_at: session.createdAt.toISOString(),
    closed_at: session.closedAt?.toISOString() ?? null,
  };
}

const ZChatToolCallSchema = z
  .object({
    id: ZIdSchema,
    kind: z.enum(['governed', 'local']),
    name: ZLabelSchema.meta({ description: 'The operation (governed) or the client\'s tool name (local)' }),
    arguments: z.union([ZJsonObjectSchema, ZLongTextSchema]).nullable().meta({ description: 'The arguments the model gave: an object, or their text when it is not JSON' }),
    status: ZLabelSchema.meta({
      description:
        'planned; approval_required (waiting for a person); executed, running, blocked or failed (its service request\'s outcome); pending (a local call waiting for the client\'s result); cancelled (its turn ended first)',
    }),
    service_request_id: ZIdSchema.nullable(),
    cost_cents: ZCentsSchema,
  })
  .meta({ id: 'ChatToolCall' });

const ZChatMessageSchema = z
  .object({
    id: ZIdSchema,
    turn_id: ZIdSchema,
    role: z.enum(['user', 'assistant', 'tool']),
    content: ZLongTextSchema,
    tool_call_id: ZIdSchema.nullable().meta({ description: 'A tool message: the call it answers' }),
    tool_calls: z.array(ZChatToolCallSchema).max(128).meta({ description: 'An assistant message: the tool calls it made' }),
    created_at: ZTimestampSchema,
  })
  .meta({ id: 'ChatMessage' });

const ZChatTurnSchema = z
  .object({
    id: ZIdSchema,
    status: z.enum(['running', 'paused', 'completed', 'failed', 'cancelled']),
    model: ZLabelSchema,
    rounds: z.number().int().min(0).meta({ description: 'Model calls made' }),
    prompt_tokens: z.number().int().min(0),
    completion_tokens: z.number().int().min(0),
    cost_cents: ZCentsSchema.meta({ description: 'Its model calls and tool calls, as their service requests were charged' }),
    detail: ZTextSchema.nullable(),
    created_at: ZTimestampSchema,
    ended_at: ZTimestampSchema.nullable(),
  })
  .meta({ id: 'ChatTurn' });

export const ZChatSessionWithHistorySchema = ZChatSessionSchema.extend({
  messages: z.array(ZChatMessageSchema).max(500).meta({ description: 'The newest 500 messages at most, oldest first' }),
  turns: z.array(ZChatTurnSchema).max(500).meta({ description: 'The turns of those messages' }),
  truncated: z.boolean().meta({ description: 'Older messages were left out' }),
}).meta({ id: 'ChatSessionWithHistory' });

/** Stored arguments as the schema shows them: an object as it is; anything else the model wrote, as JSON text. */
function argumentsOut(stored: unknown): Record<string, unknown> | string | null {
  if (stored === null || typeof stored === 'string') return stored;
  return typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : JSON.stringify(stored);
}

export function toSessionHistoryResponse(history: SessionHistory): z.infer<typeof ZChatSessionWithHistorySchema> {
  return {
    ...toChatSessionResponse(history.session),
    messages: history.messages.map((message) => ({
      id: message.id,
      turn_id: message.turnId,
      role: message.role,
      content: message.content,
      tool_call_id: message.toolCallId,
      tool_calls: history.toolCalls
        .filter((call) => call.messageId === message.id)
        .map((call) => ({
          id: call.id,
          kind: call.kind,
          name: call.name,
          arguments: argumentsOut(call.arguments),
          status: call.status,
          service_request_id: call.serviceRequestId,
          cost_cents: Number(call.costCents),
        })),
      created_at: message.createdAt.toISOString(),
    })),
    turns: history.turns.map((turn) => ({
      id: turn.id,
      status: turn.status,
      model: turn.model,
      rounds: turn.rounds,
      prompt_tokens: turn.promptTokens,
      completion_tokens: turn.completionTokens,
      cost_cents: Number(turn.costCents),
      detail: turn.detail,
      created_at: turn.createdAt.toISOString(),
      ended_at: turn.endedAt?.toISOString() ?? null,
    })),
    truncated: history.truncated,
  };
}

export const CHAT_SESSION_EXAMPLE: ChatSessionResponse = {
  id: 'chs_01jh0xr2b4d6f8h0k2m4p6r8t0',
  agent_id: 'agt_01jh0xa3b5d7f9h1k3m5p7r9s1',
  title: 'Supplier sheets',
  mode: 'test',
  model: null,
  force_approval: false,
  status: 'open',
  active_turn_id: null,
  created_at: CREATED_AT,
  closed_at: null,
};

export const CHAT_HISTORY_EXAMPLE: z.infer<typeof ZChatSessionWithHistorySchema> = {
  ...CHAT_SESSION_EXAMPLE,
  messages: [
    {
      id: 'cmsg_01jh0xr3c5e7g9j1m3p5r7t9v1',
      turn_id: 'ctn_01jh0xr3c5e7g9j1m3p5r7t9v0',
      role: 'user',
      content: 'call data.csv_parse {"csv": "item,qty\\nbolt,3\\n"}',
      tool_call_id: null,
      tool_calls: [],
      created_at: CREATED_AT,
    },
    {
      id: 'cmsg_01jh0xr3c5e7g9j1m3p5r7t9v2',
      turn_id: 'ctn_01jh0xr3c5e7g9j1m3p5r7t9v0',
      role: 'assistant',
      content: 'call data.csv_parse {"csv": "item,qty\\nbolt,3\\n"}',
      tool_call_id: null,
      tool_calls: [
        {
          id: 'ctc_01jh0xr3c5e7g9j1m3p5r7t9v3',
          kind: 'governed',
          name: 'data.csv_parse',
          arguments: { csv: 'item,qty\nbolt,3\n' },
          status: 'executed',
          service_request_id: 'sr_01jh0xr3c5e7g9j1m3p5r7t9v4',
          cost_cents: 0,
        },
      ],
      created_at: CREATED_AT,
    },
  ],
  turns: [
    {
      id: 'ctn_01jh0xr3c5e7g9j1m3p5r7t9v0',
      status: 'completed',
      model: 'proctor/sandbox',
      rounds: 2,
      prompt_tokens: 40,
      completion_tokens: 22,
      cost_cents: 0,
      detail: null,
      created_at: CREATED_AT,
      ended_at: CREATED_AT,
    },
  ],
  truncated: false,
};
