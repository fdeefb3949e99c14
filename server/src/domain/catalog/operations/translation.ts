import { z } from 'zod';
import type { Config } from '../../../config.js';
import { DEEPL_SETTINGS, translateWithDeepL } from '../../../providers/deepl.js';
import { defineOperation } from '../define.js';
import { SANDBOX_FAIL_TEXT, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZLongTextSchema } from '../../bounded.js';
import { characterCount } from '../../speech/bounds.js';

/** DeepL takes at most 50 texts a request, and 128 KiB of request body in all. */
const MAX_TEXTS = 50;
const MAX_TOTAL_CHARS = 100_000;

/** The price of `characters` characters: PROCTOR_TRANSLATION_CENTS_PER_1M_CHARACTERS, rounded up, at least 1 cent. */
const centsFor = (characters: number, config: Config) =>
  Math.max(1, Math.ceil((characters * config.PROCTOR_TRANSLATION_CENTS_PER_1M_CHARACTERS) / 1_000_000));

/** A language code as DeepL writes it: "DE", "EN-GB", "PT-BR", "ZH-HANS"; lower case is accepted. */
const ZLanguageSchema = z.string().max(16).regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/, 'a language code such as DE, EN-GB or PT-BR');

const payload = z
  .strictObject({
    text: z
      .array(z.string().min(1).max(MAX_TOTAL_CHARS))
      .min(1)
      .max(MAX_TEXTS)
      .meta({ description: `The texts to translate: 1 to ${MAX_TEXTS}, ${MAX_TOTAL_CHARS.toLocaleString('en-US')} characters in all` }),
    target_lang: ZLanguageSchema.meta({ description: 'The language to translate into, as DeepL names it: `DE`, `EN-US`, `EN-GB`, `PT-BR`, `JA`…' }),
    source_lang: ZLanguageSchema.optional().meta({ description: "The texts' language (`EN`, `DE`…); detected when left out" }),
    formality: z.enum(['default', 'more', 'less', 'prefer_more', 'prefer_less']).optional()
      .meta({ description: 'More or less formal language, for the target languages that have it (`prefer_…` falls back silently where they do not)' }),
    context: z.string().max(4_000).optional().meta({ description: 'Text around the texts that informs the translation and is not translated or charged' }),
  })
  .refine(({ text }) => text.reduce((sum, item) => sum + characterCount(item), 0) <= MAX_TOTAL_CHARS, {
    message: `text holds more than ${MAX_TOTAL_CHARS.toLocaleString('en-US')} characters in all`,
    path: ['text'],
  });

const result = z.object({
  translations: z
    .array(
      z.object({
        text: ZLongTextSchema.meta({ description: 'The translation' }),
        detected_source_language: z.string().max(16).meta({ description: 'The language of the source text, as given or detected' }),
      }),
    )
    .max(MAX_TEXTS)
    .meta({ description: 'One translation per text, in input order' }),
  characters: z.number().int().min(0).meta({ description: 'The characters priced' }),
});

type Payload = z.infer<typeof payload>;

const charactersOf = ({ text }: Payload) => text.reduce((sum, item) => sum + characterCount(item), 0);

export const translationTranslate = defineOperation({
  operation: 'translation.translate',
  service: 'translation',
  name: 'Translate text',
  description: 'Translates texts into another language with DeepL, detecting the source language unless it is given.',
  payload,
  result,
  pricing: {
    unit: 'character',
    formula:
      'PROCTOR_TRANSLATION_CENTS_PER_1M_CHARACTERS (default 2,500 cents per 1M characters, the price of DeepL API Pro) for the characters (Unicode code points) of `text`, ' +
      'rounded up, at least 1 cent per request. The estimate counts every character of `text`; the cost counts the characters DeepL bills, never more than the estimate.',
    estimateCents: (request, { config }) => centsFor(charactersOf(request), config),
  },
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'DeepL (`POST /v2/translate`; api-free.deepl.com for a free key ending in `:fx`, api.deepl.com otherwise)',
  liveSettings: DEEPL_SETTINGS,
  examples: [{ description: 'A reply into German', payload: { text: ['Your order has shipped.'], target_lang: 'DE' } }],
  sandboxFailures: [{ description: `A text "${SANDBOX_FAIL_TEXT}" fails`, payload: { text: [SANDBOX_FAIL_TEXT], target_lang: 'DE' } }],
  // Not a translation: the text marked with the target language, so that code handling the result
  // runs in test mode, deterministically and for free.
  sandbox: (request) =>
    request.text.includes(SANDBOX_FAIL_TEXT)
      ? sandboxFailure(`a text is "${SANDBOX_FAIL_TEXT}"`)
      : sandboxResult({
          translations: request.text.map((text) => ({
            text: `[${request.target_lang.toUpperCase()}] ${text}`,
            detected_source_language: (request.source_lang ?? 'EN').toUpperCase().slice(0, 2),
          })),
          characters: charactersOf(request),
        }),
  live: async (request, context) => {
    const estimate = charactersOf(request);
    const { translations, billed_characters } = await translateWithDeepL(request, context);
    // DeepL bills what it counted; the hold was the estimate, so the debit never passes it.
    const characters = Math.min(billed_characters ?? estimate, estimate);
    return { status: 'executed', result: { translations, characters }, costCents: centsFor(characters, context.config) };
  },
});
