import type { SetupServer } from 'msw/node';

/**
 * OpenRouter's GET /api/v1/models as documented (https://openrouter.ai/docs/api-reference/list-available-models):
 * each model with its name, context length and prices in USD per token as decimal strings, beside
 * fields Proctor does not read.
 */
export const OPENROUTER_LISTING = {
  data: [
    {
      id: 'openai/gpt-4o-mini',
      canonical_slug: 'openai/gpt-4o-mini',
      name: 'OpenAI: GPT-4o-mini',
      created: 1721260800,
      description: 'GPT-4o mini is OpenAI\'s newest model after GPT-4 Omni.',
      context_length: 128000,
      architecture: { modality: 'text+image->text', input_modalities: ['text', 'image'], output_modalities: ['text'], tokenizer: 'GPT' },
      pricing: { prompt: '0.00000015', completion: '0.0000006', request: '0', image: '0.000217', web_search: '0', internal_reasoning: '0' },
      top_provider: { context_length: 128000, max_completion_tokens: 16384, is_moderated: true },
      per_request_limits: null,
      supported_parameters: ['max_tokens', 'temperature', 'tools'],
    },
    {
      id: 'anthropic/claude-3.5-sonnet',
      name: 'Anthropic: Claude 3.5 Sonnet',
      created: 1718841600,
      context_length: 200000,
      pricing: { prompt: '0.000003', completion: '0.000015', request: '0', image: '0.0048' },
    },
    {
      id: 'meta-llama/llama-3.1-8b-instruct:free',
      name: 'Meta: Llama 3.1 8B Instruct (free)',
      created: 1721692800,
      context_length: 131072,
      pricing: { prompt: '0', completion: '0' },
    },
    { id: 'openrouter/auto', name: 'Auto Router', created: 1699401600, context_length: 2000000, pricing: { prompt: '-1', completion: '-1' } },
    // An id text_generation.generate refuses: no request could name it, so the list leaves it out.
    { id: '~openai/gpt-latest', name: 'OpenAI: latest', created: 1750000000, context_length: 128000, pricing: { prompt: '0.000001', completion: '0.000002' } },
  ],
};

/** What GET /v1/models/openrouter answers for OPENROUTER_LISTING. */
export const LISTED = [
  {
    id: 'openai/gpt-4o-mini',
    name: 'OpenAI: GPT-4o-mini',
    context_length: 128000,
    pricing: { prompt: '0.00000015', completion: '0.0000006', prompt_per_million: '0.15', completion_per_million: '0.6' },
  },
  {
    id: 'anthropic/claude-3.5-sonnet',
    name: 'Anthropic: Claude 3.5 Sonnet',
    context_length: 200000,
    pricing: { prompt: '0.000003', completion: '0.000015', prompt_per_million: '3', completion_per_million: '15' },
  },
  {
    id: 'meta-llama/llama-3.1-8b-instruct:free',
    name: 'Meta: Llama 3.1 8B Instruct (free)',
    context_length: 131072,
    pricing: { prompt: '0', completion: '0', prompt_per_million: '0', completion_per_million: '0' },
  },
  { id: 'openrouter/auto', name: 'Auto Router', context_length: 2000000, pricing: { prompt: '-1', completion: '-1', prompt_per_million: null, completion_per_million: null } },
];

export interface ModelList {
  source: string;
  provider: string;
  fetched_at: string | null;
  data: typeof LISTED;
}

/** Every request that left the process for a provider, in order (the test app's own loopback calls are not listed). */
export function recordOutbound(server: SetupServer): Request[] {
  const outbound: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).hostname !== '127.0.0.1') outbound.push(request.clone());
  });
  return outbound;
}
