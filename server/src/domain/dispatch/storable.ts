// With `u`, a surrogate matches only when unpaired; U+0000 is the point of the pattern.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDFFF]/gu;

/**
 * A result or detail as PostgreSQL can store it: its text and jsonb hold neither U+0000 nor a lone
 * UTF-16 surrogate, which a provider's text (a web page, a model's output) may contain. Each
 * becomes U+FFFD, in keys and values alike, rather than failing the settlement.
 */
export function storable(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(UNSTORABLE, '\uFFFD');
  if (Array.isArray(value)) return value.map(storable);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storable(key), storable(item)]));
  }
  return value;
}
