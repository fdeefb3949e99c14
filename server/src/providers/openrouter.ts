import { z } from 'zod';
import type { Config } from '../config.js';
import { ProviderFailure, requireSettings } from './failure.js';
import { callProvider } from './http.js';
import { openAIErrorMessage } from './openai-protocol.js';

/**
 * An OpenAI-compatible chat completions API: OpenRouter by default, or any server speaking the
 * same protocol at OPENROUTER_BASE_URL (a local one included).
 */
export interface AggregatorSettings {
  baseUrl: string;
  /** Absent only where the model list is read without one (priceListSettings). */
  apiKey: string | undefined;
  /** How failures name it: "OpenRouter", or the base URL of another server. */
  provider: string;
}

const OPENROUTER_HOST = 'openrouter.ai';

/** OPENROUTER_BASE_URL has a default; a server there may ignore the key, but the adapter sends one. */
export const AGGREGATOR_SETTINGS = ['OPENROUTER_API_KEY'] as const;

export function aggregatorSettings(config: Config): AggregatorSettings {
  const { OPENROUTER_API_KEY } = requireSettings('text_generation.generate', config, AGGREGATOR_SETTINGS);
  return { ...priceListSettings(config), apiKey: OPENROUTER_API_KEY };
}

/**
 * Where test mode reads model prices: the server live requests use, with its key when one is set
 * and without one otherwise (OpenRouter lists its models and their prices to anyone), so that test
 * mode prices as live does on a server that has no key.
 */
export function priceListSettings(config: Config): AggregatorSettings {
  const baseUrl = config.OPENROUTER_BASE_URL.replace(/\/+$/, '');
  const provider = new URL(baseUrl).hostname === OPENROUTER_HOST ? 'OpenRouter' : baseUrl;
  return { baseUrl, apiKey: config.OPENROUTER_API_KEY, provider };
}

/**
 * Where people pick models from (GET /models/openrouter): the server live requests use, or
 * undefined when none is configured, that is when no key is set and the base URL is OpenRouter's,
 * which without a key can price requests (priceListSettings) but never run one. A base URL of
 * another server (a local one) is configured without a key.
 */
export function modelPickerSettings(config: Config): AggregatorSettings | undefined {
  const settings = priceListSettings(config);
  return settings.apiKey === undefined && new URL(settings.baseUrl).hostname === OPENROUTER_HOST ? undefined : settings;
}

const headersOf = (settings: AggregatorSettings): Record<string, string> => ({
  ...(settings.apiKey === undefined ? {} : { authorization: `Bearer ${settings.apiKey}` }),
  'x-title': 'Proctor',
});

const ZErrorSchema = z.object({ message: z.string() });

const ZModelListSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      // OpenRouter's; local servers list an id alone (with `object`, `created`, `owned_by`).
      name: z.string().nullish(),
      context_length: z.number().int().nonnegative().nullish(),
      // Local servers list their models without prices.
      pricing: z.object({ prompt: z.string(), completion: z.string() }).nullish(),
    }),
  ),
});

export type ListedModel = z.infer<typeof ZModelListSchema>['data'][number];

/**
 * GET {base}/models: the models offered and, on OpenRouter, their names, context lengths and
 * prices in USD per token as decimal strings.
 */
export async function listModels(settings: AggregatorSettings, signal: AbortSignal): Promise<ListedModel[]> {
  const listing = await callProvider({
    provider: settings.provider,
    url: `${settings.baseUrl}/models`,
    headers: headersOf(settings),
    signal,
    schema: ZModelListSchema,
    errorMessage: openAIErrorMessage, // OpenRouter's error body is OpenAI's
  });
  return listing.data;
}

export interface ChatCompletionRequest {
  model: string;
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
  max_tokens: number;
  temperature?: number;
}

export interface ChatCompletion {
  content: string;
  model: string;
  finish_reason: string | null;
  usage: { prompt_tokens: number; completion_tokens: number };
}

const ZTokenCountSchema = z.number().int().min(0);

const ZChatCompletionSchema = z.object({
  // OpenRouter reports an error met after the model started as HTTP 200 with an error body.
  error: ZErrorSchema.optional(),
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ role: z.string(), content: z.string().nullish() }),
        finish_reason: z.string().nullish(),
        error: ZErrorSchema.optional(),
      }),
    )
    .optional(),
  usage: z.object({ prompt_tokens: ZTokenCountSchema, completion_tokens: ZTokenCountSchema }).optional(),
});

/** POST {base}/chat/completions, without streaming: the first choice's reply and the tokens counted. */
export async function createChatCompletion(
  settings: AggregatorSettings,
  request: ChatCompletionRequest,
  signal: AbortSignal,
): Promise<ChatCompletion> {
  const { provider } = settings;
  const answer = await callProvider({
    provider,
    url: `${settings.baseUrl}/chat/completions`,
    headers: headersOf(settings),
    body: request,
    signal,
    schema: ZChatCompletionSchema,
    errorMessage: openAIErrorMessage,
  });
  if (answer.error) throw new ProviderFailure(`${provider} failed the generation: ${answer.error.message}`);
  const choice = answer.choices?.[0];
  if (!choice) throw new ProviderFailure(`${provider} answered without any choices`);
  if (choice.error) throw new ProviderFailure(`${provider} failed the generation: ${choice.error.message}`);
  const finishReason = choice.finish_reason ?? null;
  if (typeof choice.message.content !== 'string') {
    throw new ProviderFailure(`${provider} answered without message content (finish_reason ${finishReason ?? 'null'})`);
  }
  if (!answer.usage) throw new ProviderFailure(`${provider} answered without usage token counts, so the cost is unknown`);
  const { prompt_tokens, completion_tokens } = answer.usage;
  return { content: choice.message.content, model: answer.model ?? request.model, finish_reason: finishReason, usage: { prompt_tokens, completion_tokens } };
}
