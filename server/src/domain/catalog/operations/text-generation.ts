import { z } from 'zod';
import { defineOperation } from '../define.js';
import { sandboxFailure, sandboxResult } from '../sandbox.js';

const SANDBOX_FAIL_MODEL = 'sandbox/fail';

/** The usual rough ratio of English text to tokens, for estimates made before the provider counts. */
const CHARS_PER_TOKEN = 4;

const payload = z.strictObject({
  model: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9][\w.-]*\/[\w.:-]+$/, 'must be a model id such as "openai/gpt-4o-mini"')
    .meta({ description: 'Model id on the model aggregator, "<provider>/<model>"', examples: ['openai/gpt-4o-mini'] }),
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
  content: z.string().meta({ description: 'The generated reply' }),
  model: z.string().meta({ description: 'The model that answered' }),
  usage: z.object({
    prompt_tokens: z.number().int().min(0),
    completion_tokens: z.number().int().min(0),
  }),
});

type Message = z.infer<typeof payload>['messages'][number];

const promptChars = (messages: Message[]) => messages.reduce((sum, message) => sum + message.content.length, 0);
const tokensOf = (chars: number) => Math.ceil(chars / CHARS_PER_TOKEN);

export const textGeneration = defineOperation({
  operation: 'text_generation.generate',
  service: 'text_generation',
  name: 'Text generation',
  description: 'Generates the next message of a conversation with a model chosen from the model aggregator.',
  payload,
  result,
  pricing: {
    unit: '1K tokens',
    formula: `ceil((prompt_chars/${CHARS_PER_TOKEN} + max_tokens) / 1000) cents`,
    estimateCents: ({ messages, max_tokens }) => Math.ceil((promptChars(messages) / CHARS_PER_TOKEN + max_tokens) / 1000),
  },
  async: false,
  requiresConnectedApp: null,
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
    });
  },
});
