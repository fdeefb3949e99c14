import { monotonicFactory } from 'ulid';

const ulid = monotonicFactory();

/** A prefixed, time-sortable identifier, e.g. `req_01jx…`. */
export function newId(prefix: string): string {
  return `${prefix}_${ulid().toLowerCase()}`;
}

/** What newId(prefix) makes: the prefix, an underscore and a lower-cased ULID (Crockford's base 32). */
export function idPattern(prefix: string): RegExp {
  return new RegExp(`^${prefix}_[0-9a-hjkmnp-tv-z]{26}$`);
}
