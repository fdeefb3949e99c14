import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { ProviderFailure, requireSettings } from './failure.js';
import { callProvider } from './http.js';

export const DEEPL_SETTINGS = ['DEEPL_API_KEY'] as const;

/**
 * DeepL's two hosts: keys of the free plan end in ":fx" and are served by api-free.deepl.com only,
 * paid keys by api.deepl.com (DeepL's API documentation, "Authentication").
 */
export const deeplBaseUrl = (key: string) => (key.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com');

/** DeepL's documented answer to POST /v2/translate with `show_billed_characters: true`. */
const ZTranslateSchema = z.object({
  translations: z.array(
    z.object({
      detected_source_language: z.string(),
      text: z.string(),
      billed_characters: z.number().int().min(0).optional(),
    }),
  ),
});

/** DeepL's error body is {message, detail?}: e.g. 456's "Quota exceeded" or 400's "Value for 'target_lang' not supported." */
function deeplErrorMessage(body: unknown): string | undefined {
  const { message, detail } = (body ?? {}) as { message?: unknown; detail?: unknown };
  if (typeof message !== 'string') return undefined;
  return typeof detail === 'string' && detail !== '' ? `${message}: ${detail}` : message;
}

export interface TranslateRequest {
  text: string[];
  target_lang: string;
  source_lang?: string | undefined;
  formality?: string | undefined;
  context?: string | undefined;
}

export interface Translations {
  translations: { text: string; detected_source_language: string }[];
  /** What DeepL billed, when it says (it does when asked with show_billed_characters). */
  billed_characters: number | undefined;
}

/**
 * POST {host}/v2/translate as DeepL documents it: JSON `{text, target_lang, source_lang?,
 * formality?, context?, show_billed_characters: true}` with `Authorization: DeepL-Auth-Key …`.
 * 456 is DeepL's "quota exceeded" (the account's character limit) and fails as any HTTP error does.
 */
export async function translateWithDeepL(request: TranslateRequest, { config, signal }: AdapterContext): Promise<Translations> {
  const { DEEPL_API_KEY } = requireSettings('translation.translate', config, DEEPL_SETTINGS);
  const answer = await callProvider({
    provider: 'DeepL',
    url: `${deeplBaseUrl(DEEPL_API_KEY)}/v2/translate`,
    headers: { authorization: `DeepL-Auth-Key ${DEEPL_API_KEY}` },
    body: {
      text: request.text,
      target_lang: request.target_lang,
      ...(request.source_lang === undefined ? {} : { source_lang: request.source_lang }),
      ...(request.formality === undefined ? {} : { formality: request.formality }),
      ...(request.context === undefined ? {} : { context: request.context }),
      show_billed_characters: true,
    },
    signal,
    schema: ZTranslateSchema,
    errorMessage: deeplErrorMessage,
  });
  if (answer.translations.length !== request.text.length) {
    throw new ProviderFailure(`DeepL answered ${answer.translations.length} translation(s) for ${request.text.length} text(s)`);
  }
  const billed = answer.translations.every((item) => item.billed_characters !== undefined)
    ? answer.translations.reduce((sum, item) => sum + item.billed_characters!, 0)
    : undefined;
  return {
    translations: answer.translations.map(({ text, detected_source_language }) => ({ text, detected_source_language })),
    billed_characters: billed,
  };
}
