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

/** A Decimal as the shortest plain decimal text: { units: 150n, scale: 3 } → "0.15". */
function formatDecimal({ units, scale }: Decimal): string {
  if (scale <= 0) return (units * 10n ** BigInt(-scale)).toString();
  const digits = units.toString().padStart(scale + 1, '0');
  const fraction = digits.slice(-scale).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -scale)}.${fraction}` : digits.slice(0, -scale);
}

/** A per-token price in USD as the price of a million tokens: "0.00000015" → "0.15"; a malformed or negative one → undefined. */
export function perMillionTokens(perToken: string): string | undefined {
  const price = parseDecimal(perToken);
  return price && formatDecimal({ units: price.units, scale: price.scale - 6 });
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

/**
 * The aggregator's model list as it last answered, in its own order: what text generation prices
 * with (modelPrice) and what people pick models from (GET /models/openrouter).
 */
export interface ModelListing {
  models: ListedModel[];
  /** When the server answered with this list. */
  fetchedAt: Date;
}

interface Listing {
  startedAt: number;
  answer: Promise<ModelListing & { byId: Map<string, ListedModel> }>;
}

/** Per base URL: the last model listing, kept for an hour; one request at a time fetches it. */
const listings = new Map<string, Listing>();

function fetchListing(settings: AggregatorSettings, timeoutMs: number): Listing {
  // Its own deadline: the listing is shared, so one caller giving up must not fail the others.
  const signal = AbortSignal.timeout(timeoutMs);
  const answer = listModels(settings, signal).then(
    (models) => ({ models, fetchedAt: new Date(), byId: new Map(models.map((model) => [model.id, model])) }),
    (error: unknown) => {
      if (error instanceof ProviderFailure) throw error;
      if (signal.aborted) throw new ProviderFailure(`${settings.provider} did not list its models within ${timeoutMs} ms`);
      throw error;
    },
  );
  const listing = { startedAt: Date.now(), answer };
  answer.catch(() => {
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
  const { byId } = await untilAborted(currentListing(settings, config.PROCTOR_PROVIDER_TIMEOUT_MS).answer, signal);
  const listed = byId.get(model);
  if (!listed) throw new ProviderFailure(`model ${model} is not offered by ${settings.baseUrl}`);
  const { pricing } = listed;
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

/**
 * The server's model list from the same hourly cache modelPrice reads: a list fetched for pricing
 * is the one listed, and the other way round. Fails with a ProviderFailure as modelPrice does.
 */
export async function modelListing(settings: AggregatorSettings, config: Config): Promise<ModelListing> {
  const { models, fetchedAt } = await currentListing(settings, config.PROCTOR_PROVIDER_TIMEOUT_MS).answer;
  return { models, fetchedAt };
}
