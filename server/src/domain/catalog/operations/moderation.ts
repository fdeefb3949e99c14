import { z } from 'zod';
import { MODERATION_SETTINGS, moderateWithOpenAI } from '../../../providers/openai-moderation.js';
import { defineOperation, perRequest } from '../define.js';
import { SANDBOX_FAIL_TEXT, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZLabelSchema } from '../../bounded.js';

const MAX_INPUTS = 32;
const MAX_INPUT_CHARS = 10_000;
/** OpenAI's moderation endpoint is free: the price is Proctor's, for governing and recording the check. */
const PRICE_CENTS = 1;

/** The categories OpenAI's moderation models judge, as its documentation names them. */
const CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

/** The sandbox's stand-in for a model: a text holding one of these words is flagged in its category. */
const SANDBOX_WORDS: Record<string, (typeof CATEGORIES)[number]> = { kill: 'violence', hate: 'hate', bomb: 'illicit/violent' };

const payload = z.strictObject({
  input: z
    .array(z.string().min(1).max(MAX_INPUT_CHARS))
    .min(1)
    .max(MAX_INPUTS)
    .meta({ description: `The texts to check: 1 to ${MAX_INPUTS}, each 1 to ${MAX_INPUT_CHARS.toLocaleString('en-US')} characters` }),
});

const ZCategorySchema = z.string().max(64);

const result = z.object({
  model: ZLabelSchema.meta({ description: 'The moderation model that judged the texts' }),
  results: z
    .array(
      z.object({
        flagged: z.boolean().meta({ description: 'Whether the model judged the text harmful in any category' }),
        categories: z.record(ZCategorySchema, z.boolean()).meta({ description: 'Per category (e.g. `hate`, `violence/graphic`), whether the text is flagged in it; a category the model did not judge is left out' }),
        category_scores: z.record(ZCategorySchema, z.number().min(0).max(1)).meta({ description: "Per category, the model's confidence from 0 to 1" }),
      }),
    )
    .max(MAX_INPUTS)
    .meta({ description: 'One verdict per input, in input order' }),
});

type Payload = z.infer<typeof payload>;

function sandboxModeration({ input }: Payload) {
  return sandboxResult({
    model: 'sandbox-moderation',
    results: input.map((text) => {
      const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
      const hits = new Set(words.flatMap((word) => (SANDBOX_WORDS[word] ? [SANDBOX_WORDS[word]] : [])));
      return {
        flagged: hits.size > 0,
        categories: Object.fromEntries(CATEGORIES.map((category) => [category, hits.has(category)])),
        category_scores: Object.fromEntries(CATEGORIES.map((category) => [category, hits.has(category) ? 0.97 : 0.0001])),
      };
    }),
  });
}

export const moderationCheck = defineOperation({
  operation: 'moderation.check',
  service: 'moderation',
  name: 'Check content',
  description:
    `Judges texts against a moderation model's harm categories (harassment, hate, self-harm, sexual, violence, illicit) and answers, per text, whether it is flagged and the score of each category. Test mode flags the words "kill" (violence), "hate" (hate) and "bomb" (illicit/violent) and nothing else.`,
  payload,
  result,
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'any OpenAI-compatible `POST /moderations`',
  liveSettings: MODERATION_SETTINGS,
  examples: [{ description: 'Check a reply before sending it', payload: { input: ['Thanks for waiting, your refund is on its way.'] } }],
  sandboxFailures: [{ description: `An input "${SANDBOX_FAIL_TEXT}" fails`, payload: { input: [SANDBOX_FAIL_TEXT] } }],
  // Flags the words "kill" (violence), "hate" (hate) and "bomb" (illicit/violent), so that code
  // acting on a flagged text can be exercised in test mode; it knows nothing else of meaning.
  sandbox: (request) => (request.input.includes(SANDBOX_FAIL_TEXT) ? sandboxFailure(`an input is "${SANDBOX_FAIL_TEXT}"`) : sandboxModeration(request)),
  live: async ({ input }, context) => ({ status: 'executed', result: await moderateWithOpenAI(input, context), costCents: PRICE_CENTS }),
});
