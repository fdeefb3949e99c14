import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { ProviderFailure } from './failure.js';
import { callProvider } from './http.js';
import { OPENAI_SETTINGS, openAIErrorMessage, openAISettings } from './openai-protocol.js';

export const MODERATION_SETTINGS = OPENAI_SETTINGS;

export interface ModerationResult {
  flagged: boolean;
  categories: Record<string, boolean>;
  category_scores: Record<string, number>;
}

/** OpenAI's documented answer to POST /v1/moderations: one result per input, in input order. */
const ZModerationSchema = z.object({
  model: z.string().optional(),
  results: z.array(
    z.object({
      flagged: z.boolean(),
      categories: z.record(z.string(), z.boolean().nullable()),
      category_scores: z.record(z.string(), z.number()),
    }),
  ),
});

/**
 * POST {OPENAI_BASE_URL}/moderations with PROCTOR_MODERATION_MODEL and the texts. A category the
 * model does not judge comes back null (OpenAI's omni model for some inputs): it is left out, so
 * that the result says only what was judged. An answer with a result count other than the inputs'
 * is a failure, since a caller would otherwise take one text's verdict for another's.
 */
export async function moderateWithOpenAI(input: string[], context: AdapterContext): Promise<{ model: string; results: ModerationResult[] }> {
  const settings = openAISettings('moderation.check', context.config);
  const model = context.config.PROCTOR_MODERATION_MODEL;
  const answer = await callProvider({
    provider: settings.provider,
    url: `${settings.baseUrl}/moderations`,
    headers: { authorization: `Bearer ${settings.apiKey}` },
    body: { model, input },
    signal: context.signal,
    schema: ZModerationSchema,
    errorMessage: openAIErrorMessage,
  });
  if (answer.results.length !== input.length) {
    throw new ProviderFailure(`${settings.provider} answered ${answer.results.length} moderation result(s) for ${input.length} input(s)`);
  }
  return {
    model: answer.model ?? model,
    results: answer.results.map(({ flagged, categories, category_scores }) => ({
      flagged,
      categories: Object.fromEntries(Object.entries(categories).filter((entry): entry is [string, boolean] => entry[1] !== null)),
      category_scores,
    })),
  };
}
