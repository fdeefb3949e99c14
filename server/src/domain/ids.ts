import { randomFillSync } from 'node:crypto';
import { monotonicFactory } from 'ulid';

/**
 * Random bytes for ULIDs from a pool filled 4 KiB at a time. ulid's own generator asks the
 * operating system for one byte per character, 16 system calls an id and several ids a dispatch;
 * the bytes are the same cryptographic randomness, fetched in bulk. A byte over 256 times 32 is a
 * uniform character of the 32 ULID uses.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let next = POOL_BYTES;
function pooledRandom(): number {
  if (next === POOL_BYTES) {
    randomFillSync(pool);
    next = 0;
  }
  return pool[next++]! / 256;
}

const ulid = monotonicFactory(pooledRandom);

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
