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

/** A request id: ours (newId('req')) or a caller's X-Request-Id of this form, taken as given. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
export const REQUEST_ID_MAX_LENGTH = 128;
