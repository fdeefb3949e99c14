import { z } from 'zod';
import type { Config } from '../config.js';
import { ProviderFailure, requireSettings } from './failure.js';
import { callProvider, streamProvider } from './http.js';
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

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ChatToolCall[] | undefined }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ChatTool {
  type: 'function';
  function: { name: string; description?: string | undefined; parameters?: Record<string, unknown> | undefined };
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  max_tokens: number;
  temperature?: number | undefined;
  tools?: ChatTool[] | undefined;
}

export interface ChatCompletion {
  content: string;
  model: string;
  finish_reason: string | null;
  tool_calls: ChatToolCall[];
  /** Null only for a stream the caller left before its end: the provider never said. */
  usage: { prompt_tokens: number; completion_tokens: number } | null;
}

const ZTokenCountSchema = z.number().int().min(0);

const ZToolCallSchema = z.object({
  id: z.string(),
  type: z.literal('function').default('function'),
  function: z.object({ name: z.string(), arguments: z.string() }),
});

const ZChatCompletionSchema = z.object({
  // OpenRouter reports an error met after the model started as HTTP 200 with an error body.
  error: ZErrorSchema.optional(),
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ role: z.string(), content: z.string().nullish(), tool_calls: z.array(ZToolCallSchema).nullish() }),
        finish_reason: z.string().nullish(),
        error: ZErrorSchema.optional(),
      }),
    )
    .optional(),
  usage: z.object({ prompt_tokens: ZTokenCountSchema, completion_tokens: ZTokenCountSchema }).optional(),
});

/** The request's body: tools only when there are some (servers refuse an empty list). */
const bodyOf = ({ tools, ...request }: ChatCompletionRequest) => (tools?.length ? { ...request, tools } : request);

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
    body: bodyOf(request),
    signal,
    schema: ZChatCompletionSchema,
    errorMessage: openAIErrorMessage,
  });
  if (answer.error) throw new ProviderFailure(`${provider} failed the generation: ${answer.error.message}`);
  const choice = answer.choices?.[0];
  if (!choice) throw new ProviderFailure(`${provider} answered without any choices`);
  if (choice.error) throw new ProviderFailure(`${provider} failed the generation: ${choice.error.message}`);
  const finishReason = choice.finish_reason ?? null;
  const toolCalls = choice.message.tool_calls ?? [];
  if (typeof choice.message.content !== 'string' && !toolCalls.length) {
    throw new ProviderFailure(`${provider} answered without message content (finish_reason ${finishReason ?? 'null'})`);
  }
  if (!answer.usage) throw new ProviderFailure(`${provider} answered without usage token counts, so the cost is unknown`);
  const { prompt_tokens, completion_tokens } = answer.usage;
  return {
    content: choice.message.content ?? '',
    model: answer.model ?? request.model,
    finish_reason: finishReason,
    tool_calls: toolCalls,
    usage: { prompt_tokens, completion_tokens },
  };
}

const ZChunkSchema = z.object({
  error: ZErrorSchema.optional(),
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullish(),
            // OpenRouter's reasoning text, for models that show it.
            reasoning: z.string().nullish(),
            tool_calls: z
              .array(
                z.object({
                  index: z.number().int().min(0).max(127),
                  id: z.string().nullish(),
                  function: z.object({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish(),
                }),
              )
              .nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .optional(),
  usage: z.object({ prompt_tokens: ZTokenCountSchema, completion_tokens: ZTokenCountSchema }).nullish(),
});

/**
 * POST {base}/chat/completions with `stream: true` (and `stream_options.include_usage`, so the
 * last chunk counts the tokens): each text and reasoning delta to `onDelta` as it arrives, tool
 * calls assembled from their fragments by index. A caller that leaves (its signal) after the
 * stream began gets what arrived, with `finish_reason` "cancelled" and no usage: the caller
 * settles it at what was sent and received (text-generation.ts).
 */
export async function streamChatCompletion(
  settings: AggregatorSettings,
  request: ChatCompletionRequest,
  signal: AbortSignal,
  onDelta: (delta: { kind: 'text' | 'thinking'; text: string }) => void,
): Promise<ChatCompletion> {
  const { provider } = settings;
  const events = streamProvider({
    provider,
    url: `${settings.baseUrl}/chat/completions`,
    headers: headersOf(settings),
    body: { ...bodyOf(request), stream: true, stream_options: { include_usage: true } },
    signal,
    errorMessage: openAIErrorMessage,
  });
  let content = '';
  let model = request.model;
  let finishReason: string | null = null;
  let usage: ChatCompletion['usage'] = null;
  const calls: { id: string; name: string; arguments: string }[] = [];
  try {
    for await (const event of events) {
      if (event.data === '[DONE]') break;
      const parsed = ZChunkSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) throw new ProviderFailure(`${provider} streamed a chunk in an unexpected shape`);
      const chunk = parsed.data;
      if (chunk.error) throw new ProviderFailure(`${provider} failed the generation: ${chunk.error.message}`);
      if (chunk.model) model = chunk.model;
      if (chunk.usage) usage = { prompt_tokens: chunk.usage.prompt_tokens, completion_tokens: chunk.usage.completion_tokens };
      const choice = chunk.choices?.[0];
      if (!choice) continue;
      if (choice.finish_reason) finishReason = choice.finish_reason;
      const delta = choice.delta;
      if (delta?.reasoning) onDelta({ kind: 'thinking', text: delta.reasoning });
      if (delta?.content) {
        content += delta.content;
        onDelta({ kind: 'text', text: delta.content });
      }
      for (const fragment of delta?.tool_calls ?? []) {
        const call = (calls[fragment.index] ??= { id: '', name: '', arguments: '' });
        if (fragment.id) call.id = fragment.id;
        if (fragment.function?.name) call.name += fragment.function.name;
        if (fragment.function?.arguments) call.arguments += fragment.function.arguments;
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error instanceof SyntaxError ? new ProviderFailure(`${provider} streamed a chunk that is not JSON`) : error;
    if (!content && !calls.length) throw error;
    return { content, model, finish_reason: 'cancelled', tool_calls: [], usage: null };
  }
  if (!usage) throw new ProviderFailure(`${provider} streamed without usage token counts, so the cost is unknown`);
  const toolCalls = calls.filter(Boolean).map((call, index): ChatToolCall => ({
    id: call.id || `call_${index + 1}`,
    type: 'function',
    function: { name: call.name, arguments: call.arguments },
  }));
  return { content, model, finish_reason: finishReason, tool_calls: toolCalls, usage };
}
