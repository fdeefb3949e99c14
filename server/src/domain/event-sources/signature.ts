import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';
import { requireTokenBox } from '../connected-apps/token-box.js';
import { newSecret } from '../secrets.js';

/**
 * A trigger's signing secret and the signature of a fire (docs/triggers.md). The caller signs the
 * exact bytes it sends with HMAC-SHA256 keyed by the secret's UTF-8 text as shown, and sends
 * `X-Service-Signature: sha256=<hex>`; the server computes the same over the raw body it received
 * and compares in constant time. Both SDKs ship the same two functions (`triggers.sign`,
 * `triggers.verify`) and share the known-answer vector of test/event-sources/signature.test.ts.
 */

/** Spelled out as the other credentials are (`agent_key_live_`, `service_pat_live_`): a leaked one is recognisable by a secret scanner and by a reader. */
export const TRIGGER_SECRET_PREFIX = 'trigger_secret_';

const SCHEME = 'sha256=';
const HEX_LENGTH = 64;

/** A new signing secret (shown once) and its sealed form (stored); without an encryption key, not_configured as connected apps. */
export function newSigningSecret(config: Config): { secret: string; sealed: string } {
  const secret = newSecret(TRIGGER_SECRET_PREFIX);
  return { secret, sealed: requireTokenBox(config).seal(secret) };
}

/** The stored secret, opened. */
export function openSigningSecret(config: Config, sealed: string): string {
  return requireTokenBox(config).open(sealed);
}

const mac = (secret: string, rawBody: Buffer | string) => createHmac('sha256', secret).update(rawBody).digest();

/** `sha256=<hex>`: the HMAC-SHA256 of the exact bytes under the secret. */
export function signBody(secret: string, rawBody: Buffer | string): string {
  return `${SCHEME}${mac(secret, rawBody).toString('hex')}`;
}

/**
 * Whether `header` is the signature of exactly these bytes. A header of another form or length is
 * simply false; the two digests are compared with timingSafeEqual, so the time taken says nothing
 * about how much of a forged one was right.
 */
export function verifySignature(secret: string, rawBody: Buffer | string, header: string | undefined | null): boolean {
  if (typeof header !== 'string' || header.length !== SCHEME.length + HEX_LENGTH || !header.startsWith(SCHEME)) return false;
  const hex = header.slice(SCHEME.length);
  if (!/^[0-9a-fA-F]+$/.test(hex)) return false;
  const given = Buffer.from(hex, 'hex');
  const expected = mac(secret, rawBody);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
