import { z } from 'zod';
import { ZIdSchema, ZJsonObjectSchema, ZLongTextSchema } from '../../domain/bounded.js';
import { MESSAGE_MAX_CHARS, ZToolNameSchema } from '../../domain/catalog/operations/text-generation.js';
import { ZModelIdSchema } from '../../domain/models/model-id.js';
import { SANDBOX_MODEL } from '../../domain/models/sandbox.js';
import { CHAT_EVENTS } from '../../domain/chat/event-schemas.js';
import { MAX_ROUNDS, MODEL_MAX_TOKENS, TOOL_RESULT_INLINE_CHARS } from '../../domain/chat/turn.js';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CHAT_SESSION_EXAMPLE, ZChatSessionIdSchema } from './chat-session.types.js';


export const ZChatTurnRequestSchema = z.strictObject({
  session_id: ZChatSessionIdSchema,
  message: z.string().min(1).max(MESSAGE_MAX_CHARS).optional().meta({ description: 'The person\'s message; required unless continue_from resumes a paused turn' }),
  model: ZModelIdSchema.optional().meta({ description: `This turn's model; left out, the session's, else the agent's default model, else ${SANDBOX_MODEL}` }),
  continue_from: ZIdSchema.min(1).optional().meta({ description: 'A paused turn (ctn_…, the done event\'s continue_from) to resume, once its approvals are decided and its local tools answered' }),
  tool_results: z
    .array(z.strictObject({ tool_call_id: ZIdSchema.min(1), content: ZLongTextSchema.meta({ description: 'The local tool\'s output, as the model should read it' }) }))
    .max(128)
    .optional()
    .meta({ description: 'With continue_from: the result of every local call the turn waits for (local_tools_pending)' }),
  local_tools: z
    .array(
      z.strictObject({
        name: ZToolNameSchema.refine((name) => !name.includes('__'), 'must not contain "__", which names the governed tools'),
        description: z.string().max(4_000).optional(),
        parameters: ZJsonObjectSchema.optional().meta({ description: 'JSON Schema of its arguments' }),
      }),
    )
    .max(64)
    .optional()
    .meta({ description: 'Tools the client runs itself (a local command-line client\'s files or shell): their calls come back as one local_tools_pending batch' }),
});

export const chatTurnStream = { events: CHAT_EVENTS };

export const chatTurnMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/chat/turn',
    tags: ['Chat'],
    summary: 'One chat turn, streamed as Server-Sent Events',
    description:
      'Sends the message and streams the answer: `model` (each model call, a round), `message_delta` and `thinking` as the model writes, `message` (the round\'s whole assistant message), ' +
      '`tool_planned`, `tool_executing` and `tool_done` for each tool call, then `usage` and `done`. ' +
      'The model is offered the agent\'s enabled bindings as tools (an operation "a.b" is the tool "a__b", its payload schema as parameters); each call is dispatched through the pipeline as the agent, in the session\'s mode, with the Idempotency-Key `chat:<tool call id>`, so policy, budgets, approvals and the audit trail apply and a resumed turn never pays twice. ' +
      'A call that needs approval (or any call, in a force_approval session) emits `tool_pending` with the approval id; calls of the client\'s local_tools come back as one `local_tools_pending`. The turn then ends with `done` status `paused` and its `continue_from`: ' +
      'decide the approvals (POST /api/v1/chat/approvals/{id}), then send continue_from (with tool_results for local calls) and the turn goes on from where it paused. ' +
      `The model: the turn's, the session's, the agent's default_model_id, else ${SANDBOX_MODEL}, a deterministic sandbox model that repeats the message and plans a call for each line \`call <operation> <JSON>\`, free. ` +
      `Any other model is called through text_generation.generate, dispatched as the agent (so it must be bound to it), priced per token, at most ${MODEL_MAX_TOKENS} tokens per reply; test mode answers with the same sandbox model. ` +
      `At most ${MAX_ROUNDS} model calls per turn. A tool result longer than ${TOOL_RESULT_INLINE_CHARS} characters of JSON is kept as an artifact (tool_done.artifact_id) and handed to the model cut. ` +
      'One turn at a time per session: another while one answers, or while one is paused, is 409, as is a closed session. ' +
      'Leaving mid-turn stops the model call, settles what it spent, lets the tool call under way finish, and ends the turn `cancelled`. ' +
      'Each event\'s id is its place in the session: sent back as Last-Event-ID with the same body, the stream replays that turn from there (and follows it while it runs) instead of starting a new one. ' +
      'A credential keeps at most PROCTOR_STREAM_MAX_PER_CREDENTIAL (default 20) streams open at once and its organization PROCTOR_STREAM_MAX_PER_ORG (default 100), counted per server instance: one more is 429 `rate_limited`. ' +
      'Errors before the stream starts (400, 401, 403, 404, 409, 429) are plain JSON; a failure once it streams ends it with an `error` event carrying the error envelope.',
    errorResponses: {
      409: 'The session is closed, another turn is answering or paused, continue_from names a turn that is not paused, or its approval is still pending (`conflict`)',
      429: 'Too many event streams open for this credential or its organization, or too many requests (`rate_limited`); see Retry-After',
    },
  },
  auth: MEMBERS,
  examples: { request: { session_id: CHAT_SESSION_EXAMPLE.id, message: 'call data.csv_parse {"csv": "item,qty\\nbolt,3\\n"}' }, response: { event: 'done', id: '14', data: JSON.stringify({ turn_id: 'ctn_01jh0xr3c5e7g9j1m3p5r7t9v0', status: 'completed', detail: null, continue_from: null }) } },
  stream: chatTurnStream,
};
