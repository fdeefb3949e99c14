import { z } from 'zod';
import type { Config } from '../../../config.js';
import { costCents, modelPrice } from '../../../providers/model-prices.js';
import { AGGREGATOR_SETTINGS, aggregatorSettings, createChatCompletion, priceListSettings } from '../../../providers/openrouter.js';
import type { Mode } from '../../../providers/contract.js';
import { defineOperation } from '../define.js';
import { sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZLongTextSchema, ZTextSchema } from '../../bounded.js';
import { ZModelIdSchema } from '../../models/model-id.js';

const SANDBOX_FAIL_MODEL = 'sandbox/fail';

/** The usual rough ratio of English text to tokens, for the sandbox's usage counts. */
const CHARS_PER_TOKEN = 4;

/** Tokens a chat template may add around one message (role markers, separators), on top of its content. */
const MESSAGE_OVERHEAD_TOKENS = 16;

const payload = z.strictObject({
  model: ZModelIdSchema.meta({
    description: 'Model id as the chat completions server lists it: "<provider>/<model>" on OpenRouter, e.g. "llama3.2" on a local server',
    examples: ['openai/gpt-4o-mini'],
  }),
  messages: z
    .array(
      z.strictObject({
        role: z.enum(['system', 'user', 'assistant']),
        content: z.string().max(100_000),
      }),
    )
    .min(1)
    .max(100)
    .meta({ description: 'The conversation so far, oldest first' }),
  max_tokens: z.number().int().min(1).max(32_000).default(1024).meta({ description: 'Most tokens the reply may have' }),
  temperature: z.number().min(0).max(2).optional().meta({ description: 'Sampling temperature, 0 to 2' }),
});

const result = z.object({
  content: ZLongTextSchema.meta({ description: 'The generated reply' }),
  model: ZTextSchema.meta({ description: 'The model that answered' }),
  usage: z.object({
    prompt_tokens: z.number().int().min(0),
    completion_tokens: z.number().int().min(0),
  }),
  finish_reason: ZTextSchema
    .nullable()
    .meta({ description: 'Why the model stopped: "stop", "length" (max_tokens reached), "content_filter", …; null when the provider does not say' }),
});

type Payload = z.infer<typeof payload>;
type Message = Payload['messages'][number];

const promptChars = (messages: Message[]) => messages.reduce((sum, message) => sum + message.content.length, 0);
const tokensOf = (chars: number) => Math.ceil(chars / CHARS_PER_TOKEN);

/**
 * The most tokens the prompt can be: a byte-level BPE token covers at least one byte, so a
 * message's content is at most its UTF-8 length in tokens, plus the template's overhead.
 */
const promptTokenBound = (messages: Message[]) =>
  messages.reduce((sum, message) => sum + Buffer.byteLength(message.content, 'utf8') + MESSAGE_OVERHEAD_TOKENS, 0);

const worstCase = ({ messages, max_tokens }: Payload) => ({
  prompt_tokens: promptTokenBound(messages),
  completion_tokens: max_tokens,
});

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

export const textGeneration = defineOperation({
  operation: 'text_generation.generate',
  service: 'text_generation',
  name: 'Text generation',
  description: 'Generates the next message of a conversation with a model chosen from the model aggregator.',
  payload,
  result,
  pricing: {
    unit: 'token',
    formula:
      'The model\'s own per-token prices, from GET {OPENROUTER_BASE_URL}/models (USD per prompt and per completion token); ' +
      'a model listed without prices (a local OpenAI-compatible server) costs PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS ' +
      '(default 1 cent per 1K tokens) for both. Estimate (held, and compared with the approval threshold): ' +
      `ceil(prompt_token_bound × prompt price + max_tokens × completion price) cents, at least 1, where prompt_token_bound = ` +
      `UTF-8 bytes of the messages' content + ${MESSAGE_OVERHEAD_TOKENS} per message (a byte-level BPE token is at least one byte). ` +
      'Cost: ceil(usage.prompt_tokens × prompt price + usage.completion_tokens × completion price) cents, at least 1, never above the estimate. ' +
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
  sandbox: ({ model, messages, max_tokens }) => {
    if (model === SANDBOX_FAIL_MODEL) return sandboxFailure(`model is "${SANDBOX_FAIL_MODEL}"`);
    const last = messages.at(-1)?.content ?? '';
    const reply = `Sandbox reply from ${model} to ${messages.length} message(s), the last beginning "${last.slice(0, 60)}".`;
    const content = reply.slice(0, max_tokens * CHARS_PER_TOKEN);
    return sandboxResult({
      content,
      model,
      usage: { prompt_tokens: tokensOf(promptChars(messages)), completion_tokens: tokensOf(content.length) },
      finish_reason: content.length < reply.length ? 'length' : 'stop',
    });
  },
  live: async (payload, { config, signal }) => {
    const settings = aggregatorSettings(config);
    const price = await modelPrice(payload.model, settings, config, signal);
    const { model, messages, max_tokens, temperature } = payload;
    const reply = await createChatCompletion(settings, { model, messages, max_tokens, temperature }, signal);
    const estimate = costCents(price, worstCase(payload));
    return { status: 'executed', result: reply, costCents: Math.min(estimate, costCents(price, reply.usage)) };
  },
});
