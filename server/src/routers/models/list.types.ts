import { z } from 'zod';
import { LABEL_MAX_LENGTH, WHOLE_LIST_MAX_ITEMS, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';
import { SANDBOX_MODEL } from '../../domain/models/sandbox.js';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CREATED_AT } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';

export const ZListModelsRequestSchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1)
    .max(LABEL_MAX_LENGTH)
    .optional()
    .meta({ description: 'Only the models whose id or name contains this text, ignoring case' }),
});

const ZUsdPerTokenSchema = ZLabelSchema.meta({ description: 'USD per token, a decimal string as the server lists it (e.g. "0.00000015")' });
const ZUsdPerMillionSchema = ZLabelSchema.nullable().meta({
  description: 'The same price for a million tokens (e.g. "0.15"); null when the listed price is not a fixed non-negative decimal (OpenRouter lists "-1" for its router models)',
});

export const ZModelSchema = z
  .object({
    id: ZLabelSchema.meta({ description: 'The id text_generation.generate and chat take as `model`' }),
    name: ZLabelSchema.meta({ description: 'Its display name; the id where the server lists none' }),
    context_length: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().meta({ description: 'Most tokens of prompt and reply together; null where the server does not say' }),
    pricing: z
      .object({
        prompt: ZUsdPerTokenSchema,
        completion: ZUsdPerTokenSchema,
        prompt_per_million: ZUsdPerMillionSchema,
        completion_per_million: ZUsdPerMillionSchema,
      })
      .nullable()
      .meta({ description: 'null: listed without prices (a local server); text_generation.generate then charges PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS' }),
  })
  .meta({ id: 'Model' });

export const ZListModelsResponseSchema = z
  .object({
    source: z.enum(['aggregator', 'sandbox']).meta({
      description: 'aggregator: the configured OpenAI-compatible server\'s list; sandbox: no aggregator is configured, and the list is the sandbox\'s, free and offline',
    }),
    provider: ZTextSchema.meta({ description: '"OpenRouter", the base URL of another OpenAI-compatible server, or "Proctor sandbox"' }),
    fetched_at: ZTimestampSchema.nullable().meta({ description: 'When the server answered with this list (it is kept an hour); null for the sandbox list, which is never fetched' }),
    data: z.array(ZModelSchema).max(WHOLE_LIST_MAX_ITEMS),
  })
  .meta({ id: 'ModelList' });

export type ListModelsResponse = z.infer<typeof ZListModelsResponseSchema>;

export const listModelsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/models/openrouter',
    tags: ['Models'],
    summary: 'The models to pick from, with their per-token prices',
    description:
      'The model aggregator\'s list (OpenRouter, or the OpenAI-compatible server at OPENROUTER_BASE_URL), in its order, with each model\'s name, context length and prices: the very list text_generation.generate prices its requests with, read once an hour and shared. ' +
      'Models whose id text_generation.generate would refuse are left out. ' +
      `Without an aggregator (OPENROUTER_API_KEY unset and OPENROUTER_BASE_URL OpenRouter's), the sandbox list: \`${SANDBOX_MODEL}\`, free, which chat uses by default. ` +
      'When the aggregator does not answer, or answers an error, 503 `service_unavailable` with Retry-After: a failed list is not kept, so the next call asks again.',
    errorResponses: { 503: 'The aggregator did not list its models (`service_unavailable`), or the database is unavailable; retry after Retry-After seconds' },
  },
  auth: MEMBERS,
  examples: {
    response: {
      source: 'aggregator',
      provider: 'OpenRouter',
      fetched_at: CREATED_AT,
      data: [
        {
          id: 'openai/gpt-4o-mini',
          name: 'OpenAI: GPT-4o-mini',
          context_length: 128000,
          pricing: { prompt: '0.00000015', completion: '0.0000006', prompt_per_million: '0.15', completion_per_million: '0.6' },
        },
      ],
    } satisfies ListModelsResponse,
  },
};
