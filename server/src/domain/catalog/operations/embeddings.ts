import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import { costCents, parseDecimal, type ModelPrice } from '../../../providers/model-prices.js';
import { createEmbeddings, EMBEDDINGS_SETTINGS } from '../../../providers/openai-embeddings.js';
import { defineOperation } from '../define.js';
import { SANDBOX_FAIL_TEXT, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZTextSchema } from '../../bounded.js';

const MAX_INPUTS = 64;
/** The longest vector a payload may ask for, and a result may hold. */
const MAX_DIMENSIONS = 4096;
const MAX_INPUT_CHARS = 8_000;

/** Tokens a tokenizer may add around one input (e.g. [CLS] and [SEP]), on top of its content. */
const INPUT_OVERHEAD_TOKENS = 2;

/** The sandbox's vectors have the local model's length unless the payload asks for another. */
const SANDBOX_DIMENSIONS = 384;

const payload = z.strictObject({
  input: z
    .array(z.string().min(1).max(MAX_INPUT_CHARS))
    .min(1)
    .max(MAX_INPUTS)
    .meta({ description: `The texts to embed: 1 to ${MAX_INPUTS}, each 1 to ${MAX_INPUT_CHARS.toLocaleString('en-US')} characters` }),
  dimensions: z
    .number()
    .int()
    .min(1)
    .max(MAX_DIMENSIONS)
    .optional()
    .meta({ description: "Length of each vector, for models that can shorten theirs (OpenAI's text-embedding-3); the model's own length when left out" }),
});

const result = z.object({
  model: ZTextSchema.meta({ description: 'The model that embedded the texts: compare only vectors of one model' }),
  dimensions: z.number().int().min(1),
  data: z
    .array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()).max(MAX_DIMENSIONS) })).max(MAX_INPUTS)
    .meta({ description: 'One vector per input, in input order; `index` is the input\'s position' }),
  usage: z.object({ prompt_tokens: z.number().int().min(0) }),
});

type Payload = z.infer<typeof payload>;

/** PROCTOR_EMBEDDINGS_CENTS_PER_1M_TOKENS as USD per token (prompt tokens only: embeddings have no completion). */
function embeddingsPrice(config: Pick<Config, 'PROCTOR_EMBEDDINGS_CENTS_PER_1M_TOKENS'>): ModelPrice {
  const centsPer1M = parseDecimal(String(config.PROCTOR_EMBEDDINGS_CENTS_PER_1M_TOKENS))!;
  // cents per 1M tokens → USD per token: divide by 100 × 1,000,000.
  return { prompt: { units: centsPer1M.units, scale: centsPer1M.scale + 8 }, completion: { units: 0n, scale: 0 } };
}

/** The most tokens the inputs can be: a byte-level BPE token covers at least one byte, plus the tokenizer's markers. */
const tokenBound = ({ input }: Payload) => input.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8') + INPUT_OVERHEAD_TOKENS, 0);

const centsFor = (tokens: number, config: Config) => costCents(embeddingsPrice(config), { prompt_tokens: tokens, completion_tokens: 0 });

/**
 * A deterministic unit vector per text, from SHA-256 blocks of the text: the same text always gets
 * the same vector, different texts nearly orthogonal ones. Test mode's stand-in for a model, so
 * that code storing and comparing vectors can run for free; it knows nothing of meaning.
 */
function sandboxVector(text: string, dimensions: number): number[] {
  const vector: number[] = [];
  for (let block = 0; vector.length < dimensions; block++) {
    const bytes = createHash('sha256').update(`${block}:${text}`).digest();
    for (let i = 0; i < bytes.length && vector.length < dimensions; i++) vector.push(bytes[i]! / 127.5 - 1);
  }
  const length = Math.hypot(...vector);
  return vector.map((value) => value / length);
}

export const embeddingsCreate = defineOperation({
  operation: 'embeddings.create',
  service: 'embeddings',
  name: 'Create embeddings',
  description: 'Turns texts into vectors for semantic search and clustering, with the embedding model the server configures.',
  payload,
  result,
  pricing: {
    unit: 'token',
    formula:
      'PROCTOR_EMBEDDINGS_CENTS_PER_1M_TOKENS (default 2 cents per 1M tokens, the price of text-embedding-3-small) for the tokens the provider counts, ' +
      'rounded up, at least 1 cent per request. Estimate (held, and compared with the approval threshold): the same price for a token bound of ' +
      `the inputs' UTF-8 bytes + ${INPUT_OVERHEAD_TOKENS} per input. Cost: never above the estimate; the estimate itself when the provider does not count tokens.`,
    estimateCents: (payload, { config }) => centsFor(tokenBound(payload), config),
  },
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'any OpenAI-compatible `POST /embeddings` (OpenAI, or a local server)',
  liveSettings: EMBEDDINGS_SETTINGS,
  examples: [
    { description: 'Two support answers to index for search', payload: { input: ['How do I reset my password?', 'Refunds take 5 to 10 business days.'] } },
  ],
  sandboxFailures: [{ description: `An input "${SANDBOX_FAIL_TEXT}" fails`, payload: { input: [SANDBOX_FAIL_TEXT] } }],
  sandbox: ({ input, dimensions = SANDBOX_DIMENSIONS }) => {
    if (input.includes(SANDBOX_FAIL_TEXT)) return sandboxFailure(`an input is "${SANDBOX_FAIL_TEXT}"`);
    return sandboxResult({
      model: 'sandbox-embedding',
      dimensions,
      data: input.map((text, index) => ({ index, embedding: sandboxVector(text, dimensions) })),
      usage: { prompt_tokens: tokenBound({ input }) },
    });
  },
  live: async (payload, context) => {
    const answer = await createEmbeddings(payload.input, payload.dimensions, context);
    const bound = tokenBound(payload);
    const tokens = answer.prompt_tokens ?? bound;
    const { model, dimensions, data } = answer;
    return {
      status: 'executed',
      result: { model, dimensions, data, usage: { prompt_tokens: tokens } },
      costCents: Math.min(centsFor(bound, context.config), centsFor(tokens, context.config)),
    };
  },
});
