import type { Config } from '../config.js';
import { ProviderFailure } from './failure.js';
import { listModels, type AggregatorSettings, type ListedModel } from './openrouter.js';

/** An exact non-negative decimal, `units × 10^-scale`: prices such as "0.00000015" are not floats here. */
export interface Decimal {
  units: bigint;
  scale: number;
}

/** A model's price in USD per token. */
export interface ModelPrice {
  prompt: Decimal;
  completion: Decimal;
}

export interface TokenCounts {
  prompt_tokens: number;
  completion_tokens: number;
}

/** "0.00000015", "2", "1.5e-7" → an exact Decimal; a negative or malformed price → undefined. */
export function parseDecimal(text: string): Decimal | undefined {
  const match = /^(\d+)(?:\.(\d+))?(?:[eE]([-+]?\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, whole, fraction = '', exponent = '0'] = match;
  const scale = fraction.length - Number(exponent);
  const units = BigInt(whole + fraction);
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

const atScale = (value: Decimal, scale: number) => value.units * 10n ** BigInt(scale - value.scale);

/** prompt_tokens × prompt price + completion_tokens × completion price, in cents rounded up, at least 1. */
export function costCents(price: ModelPrice, tokens: TokenCounts): number {
  const scale = Math.max(price.prompt.scale, price.completion.scale);
  const usd = BigInt(tokens.prompt_tokens) * atScale(price.prompt, scale) + BigInt(tokens.completion_tokens) * atScale(price.completion, scale);
  const divisor = 10n ** BigInt(scale);
  const cents = (usd * 100n + divisor - 1n) / divisor;
  return Math.max(1, Number(cents));
}

/** PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS for prompt and completion tokens alike. */
function fallbackPrice(config: Pick<Config, 'PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS'>): ModelPrice {
  const centsPer1k = parseDecimal(String(config.PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS))!;
  // cents per 1K tokens → USD per token: divide by 100 × 1000.
  const perToken = { units: centsPer1k.units, scale: centsPer1k.scale + 5 };
  return { prompt: perToken, completion: perToken };
}

const CACHE_MS = 60 * 60 * 1000;

interface Listing {
  startedAt: number;
  models: Promise<Map<string, ListedModel['pricing']>>;
}

/** Per base URL: the last model listing, kept for an hour; one request at a time fetches it. */
const listings = new Map<string, Listing>();

function fetchListing(settings: AggregatorSettings, timeoutMs: number): Listing {
  // Its own deadline: the listing is shared, so one caller giving up must not fail the others.
  const signal = AbortSignal.timeout(timeoutMs);
  const models = listModels(settings, signal).then(
    (data) => new Map(data.map((model) => [model.id, model.pricing])),
    (error: unknown) => {
      if (error instanceof ProviderFailure) throw error;
      if (signal.aborted) throw new ProviderFailure(`${settings.provider} did not list its models within ${timeoutMs} ms`);
      throw error;
    },
  );
  const listing = { startedAt: Date.now(), models };
  models.catch(() => {
    if (listings.get(settings.baseUrl) === listing) listings.delete(settings.baseUrl);
  });
  return listing;
}

function currentListing(settings: AggregatorSettings, timeoutMs: number): Listing {
  const cached = listings.get(settings.baseUrl);
  if (cached && Date.now() - cached.startedAt < CACHE_MS) return cached;
  const listing = fetchListing(settings, timeoutMs);
  listings.set(settings.baseUrl, listing);
  return listing;
}

/** Settles as `promise` does, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The model's price from the aggregator's model list; a model listed without a price (local
 * OpenAI-compatible servers) costs the configured fallback. A model not listed is a failure.
 */
export async function modelPrice(model: string, settings: AggregatorSettings, config: Config, signal: AbortSignal): Promise<ModelPrice> {
  const models = await untilAborted(currentListing(settings, config.PROCTOR_PROVIDER_TIMEOUT_MS).models, signal);
  if (!models.has(model)) throw new ProviderFailure(`model ${model} is not offered by ${settings.baseUrl}`);
  const pricing = models.get(model);
  if (!pricing) return fallbackPrice(config);
  const prompt = parseDecimal(pricing.prompt);
  const completion = parseDecimal(pricing.completion);
  if (!prompt || !completion) {
    throw new ProviderFailure(
      `model ${model} has no fixed per-token price on ${settings.baseUrl} (prompt "${pricing.prompt}", completion "${pricing.completion}"), so its cost cannot be bounded`,
    );
  }
  return { prompt, completion };
}
