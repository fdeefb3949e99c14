import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';
import { tokenBoxOf } from '../connected-apps/token-box.js';
import { DomainError } from '../errors.js';

/** What a signed URL lets its holder do: PUT an object's bytes once, or GET them. */
export type SignedMethod = 'PUT' | 'GET';

/** Where the server serves stored objects' bytes, outside /api (http/storage-files.ts): `/storage/files/{id}`. */
export const FILES_PATH = '/storage/files';

export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

const keys = new WeakMap<Config, Buffer>();

/**
 * The key of storage URLs, derived from the server's encryption key (token-box.ts) so that every
 * instance holding that key verifies what another signed, and never the key itself: a URL shows
 * only an HMAC under this derived key. Without an encryption key (an external database and no
 * PROCTOR_ENCRYPTION_KEY), 501.
 */
function signingKey(config: Config): Buffer {
  const known = keys.get(config);
  if (known) return known;
  const box = tokenBoxOf(config);
  if (!box) {
    throw new DomainError(
      'not_configured',
      "Stored objects' URLs are signed with a key derived from PROCTOR_ENCRYPTION_KEY: set it (32 random bytes, e.g. `openssl rand -base64 32`), the same on every instance",
    );
  }
  const key = createHmac('sha256', box.key).update('proctor storage urls v1').digest();
  keys.set(config, key);
  return key;
}

/** Refuses (501) on a server without the key URLs are signed with, before anything is written. */
export function assertCanSign(config: Config): void {
  signingKey(config);
}

/** The HMAC-SHA256 over the method, the object id and the expiry (Unix seconds), one per line. */
function signature(key: Buffer, method: SignedMethod, id: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`${method}\n${id}\n${expires}`).digest();
}

/** A URL that lets its holder `method` the object `id` until `config.PROCTOR_STORAGE_URL_SECONDS` from `now`. */
export function signObjectUrl(
  config: Config,
  publicUrl: (path: string) => string,
  method: SignedMethod,
  id: string,
  now = Date.now(),
): SignedUrl {
  const expires = Math.floor(now / 1000) + config.PROCTOR_STORAGE_URL_SECONDS;
  const mac = signature(signingKey(config), method, id, expires).toString('base64url');
  return {
    url: `${publicUrl(`${FILES_PATH}/${encodeURIComponent(id)}`)}?expires=${expires}&signature=${mac}`,
    expiresAt: new Date(expires * 1000),
  };
}

/**
 * Why a signed URL's method, id, expiry and signature do not let it through now, or nothing: a
 * signature of another method, object or expiry (compared in constant time), or one expired.
 */
export function urlRefusal(config: Config, method: SignedMethod, id: string, expires: unknown, mac: unknown, now = Date.now()): string | undefined {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof mac !== 'string') return 'The URL is not a signed storage URL (expires and signature are required)';
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(signingKey(config), method, id, Number(expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'The URL\'s signature does not match: it was changed, or is for another object or method';
  if (Number(expires) * 1000 <= now) return 'The URL has expired: ask for a new one';
  return undefined;
}
