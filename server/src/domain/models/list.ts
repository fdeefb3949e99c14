import type { Config } from '../../config.js';
import { ProviderFailure } from '../../providers/failure.js';
import { modelListing, perMillionTokens } from '../../providers/model-prices.js';
import { modelPickerSettings, type ListedModel } from '../../providers/openrouter.js';
import { LABEL_MAX_LENGTH } from '../bounded.js';
import { DomainError } from '../errors.js';
import { ZModelIdSchema } from './model-id.js';
import { SANDBOX_MODELS, type SandboxModel } from './sandbox.js';

/** A model people can pick, priced in USD as the server lists it. */
export interface PickableModel {
  id: string;
  name: string;
  contextLength: number | null;
  /** null: listed without prices (a local server): text generation charges the configured fallback. */
  pricing: { prompt: string; completion: string; promptPerMillion: string | null; completionPerMillion: string | null } | null;
}

export interface ModelList {
  source: 'aggregator' | 'sandbox';
  /** "OpenRouter", the base URL of another OpenAI-compatible server, or "Proctor sandbox". */
  provider: string;
  /** When the aggregator answered with the list; null for the sandbox's, which is never fetched. */
  fetchedAt: Date | null;
  models: PickableModel[];
}

/** The Retry-After of a model list that could not be read: the failed listing is not cached, so the next call asks again. */
const RETRY_AFTER_SECONDS = 30;

function pickable(model: ListedModel | SandboxModel): PickableModel {
  const { pricing } = model;
  return {
    id: model.id,
    name: (model.name ?? model.id).slice(0, LABEL_MAX_LENGTH),
    contextLength: model.context_length ?? null,
    pricing: pricing
      ? { ...pricing, promptPerMillion: perMillionTokens(pricing.prompt) ?? null, completionPerMillion: perMillionTokens(pricing.completion) ?? null }
      : null,
  };
}

/** `query` in the id or the name, ignoring case; everything without one. */
function matching(query: string | undefined): (model: PickableModel) => boolean {
  const needle = query?.toLowerCase();
  return (model) => !needle || model.id.toLowerCase().includes(needle) || model.name.toLowerCase().includes(needle);
}

/**
 * The models people pick from: the configured aggregator's, from the hourly listing text
 * generation prices with (providers/model-prices.ts), or the sandbox's when none is configured
 * (modelPickerSettings). Models whose id text_generation.generate would refuse are left out, as
 * no request could name them. A list that cannot be read is 503, to retry.
 */
export async function listPickableModels(config: Config, query: string | undefined): Promise<ModelList> {
  const settings = modelPickerSettings(config);
  if (!settings) {
    return { source: 'sandbox', provider: 'Proctor sandbox', fetchedAt: null, models: SANDBOX_MODELS.map(pickable).filter(matching(query)) };
  }
  let listing;
  try {
    listing = await modelListing(settings, config);
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    throw new DomainError('service_unavailable', `The model list could not be read: ${error.message}`, undefined, RETRY_AFTER_SECONDS);
  }
  const models = listing.models.filter((model) => ZModelIdSchema.safeParse(model.id).success).map(pickable).filter(matching(query));
  return { source: 'aggregator', provider: settings.provider, fetchedAt: listing.fetchedAt, models };
}
