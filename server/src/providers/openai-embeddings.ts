import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { ProviderFailure } from './failure.js';
import { callProvider } from './http.js';
import { OPENAI_SETTINGS, openAIErrorMessage, openAISettings } from './openai-protocol.js';

export const EMBEDDINGS_SETTINGS = OPENAI_SETTINGS;

export interface Embeddings {
  model: string;
  dimensions: number;
  data: { index: number; embedding: number[] }[];
  /** Absent when the server does not count tokens (some local servers). */
  prompt_tokens: number | undefined;
}

/** OpenAI's documented answer; compatible servers may leave `usage` out. */
const ZEmbeddingsSchema = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()) })),
  model: z.string().optional(),
  usage: z.object({ prompt_tokens: z.number().int().min(0) }).optional(),
});

/**
 * POST {OPENAI_BASE_URL}/embeddings with the server's model (PROCTOR_EMBEDDINGS_MODEL), asking for
 * floats. The answer must hold one vector per input, every index once, all of one length (and of
 * `dimensions` when asked for): anything else is a failure, because a caller would store a wrong
 * vector without noticing. Vectors are answered in input order, whatever order the server used.
 */
export async function createEmbeddings(input: string[], dimensions: number | undefined, context: AdapterContext): Promise<Embeddings> {
  const settings = openAISettings('embeddings.create', context.config);
  const model = context.config.PROCTOR_EMBEDDINGS_MODEL;
  const answer = await callProvider({
    provider: settings.provider,
    url: `${settings.baseUrl}/embeddings`,
    headers: { authorization: `Bearer ${settings.apiKey}` },
    body: { model, input, encoding_format: 'float', ...(dimensions === undefined ? {} : { dimensions }) },
    signal: context.signal,
    schema: ZEmbeddingsSchema,
    errorMessage: openAIErrorMessage,
  });
  const { provider } = settings;
  const data = [...answer.data].sort((a, b) => a.index - b.index);
  if (data.length !== input.length || data.some((item, position) => item.index !== position)) {
    throw new ProviderFailure(`${provider} answered ${answer.data.length} embedding(s) for ${input.length} input(s), or with indexes that do not match them`);
  }
  const length = data[0]!.embedding.length;
  if (length === 0 || data.some((item) => item.embedding.length !== length)) {
    throw new ProviderFailure(`${provider} answered embeddings of different or zero lengths`);
  }
  if (dimensions !== undefined && length !== dimensions) {
    throw new ProviderFailure(`${provider} answered ${length} dimensions where ${dimensions} were asked for (does model ${model} support dimensions?)`);
  }
  return { model: answer.model ?? model, dimensions: length, data, prompt_tokens: answer.usage?.prompt_tokens };
}
