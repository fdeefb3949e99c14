import { z } from 'zod';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema, ZLongTextSchema, ZTextSchema } from '../bounded.js';

/**
 * The events of a chat turn (the spec's chat stream): each one's data, a component of the OpenAPI
 * document so that both SDKs type them. `error` is the stream bridge's own (trpc/stream.ts). Every
 * event names its turn, so that a client on a session's channel tells turns apart.
 */

const turn = { turn_id: ZIdSchema.meta({ description: 'The turn (ctn_…)' }) };
const call = {
  ...turn,
  tool_call_id: ZIdSchema.meta({ description: 'The tool call (ctc_…)' }),
  name: ZLabelSchema.meta({ description: 'The operation (a governed call) or the client\'s tool name (a local call)' }),
};

export const CHAT_EVENTS = {
  model: z
    .object({ ...turn, model: ZLabelSchema, round: z.number().int().min(1).meta({ description: 'Which model call of the turn this is, from 1' }) })
    .meta({ id: 'ChatModelEvent', description: 'The model serving the next round of the turn' }),
  status: z.object({ ...turn, message: ZTextSchema }).meta({ id: 'ChatStatusEvent', description: 'Progress, in words' }),
  thinking: z.object({ ...turn, text: ZLongTextSchema }).meta({ id: 'ChatThinkingEvent', description: 'A piece of the model\'s reasoning, when it shows it' }),
  message_delta: z.object({ ...turn, text: ZLongTextSchema }).meta({ id: 'ChatMessageDeltaEvent', description: 'A piece of the assistant\'s text as it is written' }),
  tool_planned: z
    .object({
      ...call,
      kind: z.enum(['governed', 'local']).meta({ description: 'governed: a catalog operation dispatched as the agent; local: a tool the client runs' }),
      arguments: ZJsonObjectSchema.nullable().meta({ description: 'The arguments the model gave; null when they are not a JSON object' }),
    })
    .meta({ id: 'ChatToolPlannedEvent', description: 'The model asked for a tool call' }),
  tool_executing: z.object(call).meta({ id: 'ChatToolExecutingEvent', description: 'A governed call is being dispatched through the pipeline' }),
  tool_done: z
    .object({
      ...call,
      status: z.enum(['executed', 'running', 'blocked', 'failed']).meta({ description: 'What the service request came to (running: an asynchronous operation still working)' }),
      reason_code: ZLabelSchema.nullable(),
      detail: ZTextSchema.nullable().meta({ description: 'Why it was blocked or failed' }),
      cost_cents: z.number().int().min(0).meta({ description: 'What the call was charged' }),
      service_request_id: ZIdSchema.nullable().meta({ description: 'Its service request (sr_…); null for a local call or arguments that never made a request' }),
      artifact_id: ZIdSchema.nullable().meta({ description: 'The full result as an artifact (GET /api/v1/chat/artifacts/{id}), when too large to hand the model whole' }),
    })
    .meta({ id: 'ChatToolDoneEvent', description: 'A tool call finished' }),
  tool_pending: z
    .object({
      ...call,
      approval_id: ZIdSchema.meta({ description: 'Decide it with POST /api/v1/chat/approvals/{id}' }),
      service_request_id: ZIdSchema,
      cost_cents: z.number().int().min(0).meta({ description: 'The estimated cost a person approves' }),
    })
    .meta({ id: 'ChatToolPendingEvent', description: 'A call waits for a person\'s approval: the turn pauses (done with status paused) until it is decided and resumed with continue_from' }),
  local_tools_pending: z
    .object({
      ...turn,
      calls: z
        .array(z.object({ tool_call_id: ZIdSchema, name: ZLabelSchema, arguments: ZJsonObjectSchema.nullable() }))
        .max(128)
        .meta({ description: 'The calls the client runs; it posts their results as tool_results with continue_from' }),
    })
    .meta({ id: 'ChatLocalToolsPendingEvent', description: 'Calls of the client\'s own tools: the turn pauses until their results come back' }),
  usage: z
    .object({
      ...turn,
      prompt_tokens: z.number().int().min(0),
      completion_tokens: z.number().int().min(0),
      cost_cents: z.number().int().min(0).meta({ description: 'The turn so far: its model calls and tool calls' }),
    })
    .meta({ id: 'ChatUsageEvent', description: 'Tokens and cost of the turn' }),
  message: z
    .object({
      ...turn,
      message_id: ZIdSchema.meta({ description: 'The assistant message (cmsg_…)' }),
      content: ZLongTextSchema,
      tool_call_ids: z.array(ZIdSchema).max(128).meta({ description: 'The tool calls this message made' }),
    })
    .meta({ id: 'ChatMessageEvent', description: 'An assistant message, whole: one per model round' }),
  done: z
    .object({
      ...turn,
      status: z.enum(['completed', 'paused', 'failed', 'cancelled']),
      detail: ZTextSchema.nullable().meta({ description: 'Why it failed, paused or was cancelled' }),
      continue_from: ZIdSchema.nullable().meta({ description: 'A paused turn: send this as continue_from (after deciding its approvals or running its local tools) to resume it' }),
    })
    .meta({ id: 'ChatDoneEvent', description: 'The turn ended, or paused' }),
};

export type ChatEventName = keyof typeof CHAT_EVENTS;

/** One event of a turn, as stored and as streamed. */
export type ChatEvent = { [Name in ChatEventName]: { event: Name; data: z.input<(typeof CHAT_EVENTS)[Name]> } }[ChatEventName];
