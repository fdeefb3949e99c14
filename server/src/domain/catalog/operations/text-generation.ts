import { z } from 'zod';
import type { Config } from '../../../config.js';
import { costCents, modelPrice } from '../../../providers/model-prices.js';
import { AGGREGATOR_SETTINGS, aggregatorSettings, createChatCompletion, priceListSettings, streamChatCompletion } from '../../../providers/openrouter.js';
import type { AdapterContext, Mode } from '../../../providers/contract.js';
import { defineOperation } from '../define.js';
import { sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZJsonObjectSchema, ZLongTextSchema, ZTextSchema } from '../../bounded.js';
import { ZModelIdSchema } from '../../models/model-id.js';
import { CHARS_PER_TOKEN, sandboxReply, streamSandboxText } from './text-generation-sandbox.js';

/** A function name, as OpenAI's function tools allow it. */
export const ZToolNameSchema = z.string().max(64).regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "_" or "-"');

const ZToolCallSchema = z.strictObject({
  id: z.string().min(1).max(64),
  type: z.literal('function'),
  function: z.strictObject({ name: ZToolNameSchema, arguments: z.string().max(100_000).meta({ description: 'The arguments as the model wrote them: JSON text, not always valid' }) }),
});

/** A message's content, in characters: what one message of a generation may hold. */
export const MESSAGE_MAX_CHARS = 100_000;

const ZContentSchema = z.string().max(MESSAGE_MAX_CHARS);

const ZMessageSchema = z.discriminatedUnion('role', [
  z.strictObject({ role: z.enum(['system', 'user']), content: ZContentSchema }),
  z.strictObject({ role: z.literal('assistant'), content: ZContentSchema.nullable(), tool_calls: z.array(ZToolCallSchema).max(128).optional() }),
  z.strictObject({ role: z.literal('tool'), tool_call_id: z.string().min(1).max(64), content: ZContentSchema }),
]);

const SANDBOX_FAIL_MODEL = 'sandbox/fail';

/** Tokens a chat template may add around one message (role markers, separators), on top of its content. */
const MESSAGE_OVERHEAD_TOKENS = 16;

const payload = z.strictObject({
  model: ZModelIdSchema.meta({
    description: 'Model id as the chat completions server lists it: "<provider>/<model>" on OpenRouter, e.g. "llama3.2" on a local server',
    examples: ['openai/gpt-4o-mini'],
  }),
  messages: z
    .array(ZMessageSchema)
    .min(1)
    .max(100)
    .meta({ description: 'The conversation so far, oldest first; `assistant` messages may carry the tool calls they made, and `tool` messages answer them by id' }),
  max_tokens: z.number().int().min(1).max(32_000).default(1024).meta({ description: 'Most tokens the reply may have' }),
  temperature: z.number().min(0).max(2).optional().meta({ description: 'Sampling temperature, 0 to 2' }),
  tools: z
    .array(
      z.strictObject({
        type: z.literal('function'),
        function: z.strictObject({
          name: ZToolNameSchema,
          description: z.string().max(4_000).optional(),
          parameters: ZJsonObjectSchema.optional().meta({ description: 'JSON Schema of the arguments' }),
        }),
      }),
    )
    .max(128)
    .optional()
    .meta({ description: 'Functions the model may call (OpenAI\'s function tools); its calls come back in `tool_calls`, for you to run and answer in `tool` messages' }),
});

const result = z.object({
  content: ZLongTextSchema.meta({ description: 'The generated reply (empty when the model only called tools)' }),
  tool_calls: z.array(ZToolCallSchema).max(128).meta({ description: 'The tools the model asks to call, in order; empty when it called none' }),
  model: ZTextSchema.meta({ description: 'The model that answered' }),
  usage: z.object({
    prompt_tokens: z.number().int().min(0),
    completion_tokens: z.number().int().min(0),
  }),
  finish_reason: ZTextSchema
    .nullable()
    .meta({
      description:
        'Why the model stopped: "stop", "length" (max_tokens reached), "tool_calls", "content_filter", …, or "cancelled" (a streaming caller left: usage then counts what was sent and received); null when the provider does not say',
    }),
});

type Payload = z.infer<typeof payload>;
type Message = Payload['messages'][number];

/** What of a message the model reads: its content, and an assistant's tool calls or a tool message's call id. */
const promptText = (message: Message) =>
  (message.content ?? '') +
  ('tool_calls' in message && message.tool_calls ? JSON.stringify(message.tool_calls) : '') +
  ('tool_call_id' in message ? message.tool_call_id : '');

const tokensOf = (chars: number) => Math.ceil(chars / CHARS_PER_TOKEN);
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The most tokens the prompt can be: a byte-level BPE token covers at least one byte, so a
 * message is at most its UTF-8 length in tokens, plus the template's overhead; the tools offered
 * are read as their JSON.
 */
const promptTokenBound = ({ messages, tools }: Pick<Payload, 'messages' | 'tools'>) =>
  messages.reduce((sum, message) => sum + bytes(promptText(message)) + MESSAGE_OVERHEAD_TOKENS, 0) + (tools?.length ? bytes(JSON.stringify(tools)) : 0);

const worstCase = (payload: Payload) => ({
  prompt_tokens: promptTokenBound(payload),
  completion_tokens: payload.max_tokens,
});

/** A reply the caller left mid-stream: the whole prompt was sent; what came back is at most its UTF-8 length in tokens. */
const spentSoFar = (payload: Payload, content: string) => ({ prompt_tokens: promptTokenBound(payload), completion_tokens: bytes(content) });

/**
 * The worst case at the model's live price, in both modes, so that a test key meets the holds,
 * approvals and refusals a live key would (the spec: test mode's outcomes are live's). Test mode
 * reads the same cached price list without needing the key (priceListSettings) and never asks for
 * a generation; a list it cannot read fails the request with adapter_error, as live. Its failure
 * trigger model is listed nowhere, so it is priced at the least, to fail as the sandbox says.
 */
async function estimate(payload: Payload, mode: Mode, config: Config, signal: AbortSignal): Promise<number> {
  if (mode === 'test' && payload.model === SANDBOX_FAIL_MODEL) return 1;
  const settings = mode === 'live' ? aggregatorSettings(config) : priceListSettings(config);
  return costCents(await modelPrice(payload.model, settings, config, signal), worstCase(payload));
}

/**
 * The sandbox model's generation (text-generation-sandbox.ts), as this operation answers it: its
 * text streamed to a watching caller, cut at max_tokens, usage counted from lengths. Test mode's
 * adapter, and the in-process model of a chat turn that names no model (domain/chat/turn.ts).
 */
export function sandboxGeneration(payload: Pick<Payload, 'model' | 'messages' | 'max_tokens' | 'tools'>, onDelta?: AdapterContext['onDelta']): z.infer<typeof result> {
  const { model, messages, max_tokens, tools } = payload;
  const reply = sandboxReply(messages, tools?.map((tool) => tool.function.name) ?? []);
  const content = reply.content.slice(0, max_tokens * CHARS_PER_TOKEN);
  streamSandboxText(content, onDelta);
  const toolCalls = reply.tool_calls.map(({ id, name, arguments: args }) => ({ id, type: 'function' as const, function: { name, arguments: args } }));
  const promptChars = messages.reduce((sum, message) => sum + promptText(message).length, 0);
  return {
    content,
    tool_calls: toolCalls,
    model,
    usage: { prompt_tokens: tokensOf(promptChars), completion_tokens: tokensOf(content.length) },
    finish_reason: content.length < reply.content.length ? 'length' : toolCalls.length ? 'tool_calls' : 'stop',
  };
}

export const textGeneration = defineOperation({
  operation: 'text_generation.generate',
  service: 'text_generation',
  name: 'Text generation',
  description:
    'Generates the next message of a conversation with a model chosen from the model aggregator, optionally offering it function tools to call. ' +
    'Test mode answers with a deterministic model: it repeats the last user message and, for each line of it of the form `call <operation> <JSON>` whose tool (the operation with "." written "__") is offered, calls that tool; given the tools\' results it names each outcome.',
  payload,
  result,
  pricing: {
    unit: 'token',
    formula:
      'The model\'s own per-token prices, from GET {OPENROUTER_BASE_URL}/models (USD per prompt and per completion token); ' +
      'a model listed without prices (a local OpenAI-compatible server) costs PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS ' +
      '(default 1 cent per 1K tokens) for both. Estimate (held, and compared with the approval threshold): ' +
      `ceil(prompt_token_bound × prompt price + max_tokens × completion price) cents, at least 1, where prompt_token_bound = ` +
      `UTF-8 bytes of the messages (content, tool calls and tool call ids) + ${MESSAGE_OVERHEAD_TOKENS} per message + the UTF-8 bytes of the tools' JSON (a byte-level BPE token is at least one byte). ` +
      'Cost: ceil(usage.prompt_tokens × prompt price + usage.completion_tokens × completion price) cents, at least 1, never above the estimate. ' +
      'A streamed generation (a chat turn) whose caller leaves before its end costs the prompt token bound plus the UTF-8 bytes of what it received as completion tokens, never above the estimate. ' +
      'Test mode estimates at the same live price, from the same model list (read with OPENROUTER_API_KEY when set, without it otherwise), ' +
      'so a test key meets the holds, approval thresholds and refusals a live key would; it never asks for a generation. ' +
      `When the list cannot be read, or does not offer the model, the request fails with adapter_error in both modes (the sandbox trigger model "${SANDBOX_FAIL_MODEL}" excepted).`,
    estimateCents: (payload, { mode, config, signal }) => estimate(payload, mode, config, signal),
  },
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'OpenRouter, or any OpenAI-compatible server (`POST /chat/completions`)',
  liveSettings: AGGREGATOR_SETTINGS,
  examples: [
    {
      description: 'A one-sentence summary',
      payload: {
        model: 'openai/gpt-4o-mini',
        messages: [
          { role: 'system', content: 'You answer in one sentence.' },
          { role: 'user', content: 'What does a budget cap on an AI agent protect against?' },
        ],
        max_tokens: 200,
      },
    },
  ],
  sandboxFailures: [
    {
      description: `The model "${SANDBOX_FAIL_MODEL}" fails`,
      payload: { model: SANDBOX_FAIL_MODEL, messages: [{ role: 'user', content: 'Hello' }], max_tokens: 200 },
    },
  ],
  sandbox: (payload, { onDelta }) =>
    payload.model === SANDBOX_FAIL_MODEL ? sandboxFailure(`model is "${SANDBOX_FAIL_MODEL}"`) : sandboxResult(sandboxGeneration(payload, onDelta)),
  live: async (payload, { config, signal, onDelta }) => {
    const settings = aggregatorSettings(config);
    const price = await modelPrice(payload.model, settings, config, signal);
    const { model, messages, max_tokens, temperature, tools } = payload;
    const request = { model, messages, max_tokens, temperature, tools };
    const reply = onDelta ? await streamChatCompletion(settings, request, signal, onDelta) : await createChatCompletion(settings, request, signal);
    const estimate = costCents(price, worstCase(payload));
    const usage = reply.usage ?? spentSoFar(payload, reply.content);
    return { status: 'executed', result: { ...reply, usage }, costCents: Math.min(estimate, costCents(price, usage)) };
  },
});
