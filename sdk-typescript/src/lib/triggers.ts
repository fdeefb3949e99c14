// Hand-written: signing a trigger's fire. The generated `Triggers` resource (src/resources/triggers.ts)
// extends TriggersHelpers, so `client.triggers.sign` and `.verify` survive `pnpm generate`
// (scripts/lib/emit.mjs: a resource whose src/lib/<name>.ts exists extends its `<Class>Helpers`).
import { APIResource } from '../core/resource.js';

/** The raw bytes of a fire's body: the exact text or bytes sent, not an object (a re-serialised body signs differently). */
export type SignedBody = string | Uint8Array | ArrayBuffer;

const SCHEME = 'sha256=';
const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (!c?.subtle) throw new Error('@proctor/sdk needs globalThis.crypto.subtle to sign a trigger fire');
  return c.subtle;
}

const bytesOf = (body: SignedBody): Uint8Array<ArrayBuffer> =>
  typeof body === 'string' ? encoder.encode(body) : new Uint8Array(body instanceof ArrayBuffer ? body.slice(0) : body.slice());

const keyOf = (secret: string, usage: 'sign' | 'verify') =>
  subtle().importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

/**
 * `X-Service-Signature` for a fire: `sha256=` and the hex HMAC-SHA256 of the exact body bytes,
 * keyed by the trigger's signing secret as shown (`trigger_secret_…`).
 *
 * ```ts
 * const body = JSON.stringify({ order_id: 'ord_42' });
 * await fetch(fireUrl, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-service-signature': await triggers.sign(secret, body) } });
 * ```
 */
export async function sign(secret: string, body: SignedBody): Promise<string> {
  const mac = new Uint8Array(await subtle().sign('HMAC', await keyOf(secret, 'sign'), bytesOf(body)));
  return SCHEME + Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether `header` is the signature of exactly these bytes under `secret`. A missing header or one
 * of another form is false; the digest is checked by Web Crypto's HMAC verify, in constant time.
 */
export async function verify(secret: string, body: SignedBody, header: string | null | undefined): Promise<boolean> {
  if (typeof header !== 'string' || header.length !== SCHEME.length + 64 || !header.startsWith(SCHEME)) return false;
  const hex = header.slice(SCHEME.length);
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return false;
  const given = new Uint8Array(32);
  for (let i = 0; i < 32; i++) given[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return subtle().verify('HMAC', await keyOf(secret, 'verify'), given, bytesOf(body));
}

/** What `client.triggers` adds to its generated methods. */
export abstract class TriggersHelpers extends APIResource {
  /** {@link sign}: the `X-Service-Signature` of a fire's exact body. */
  sign(secret: string, body: SignedBody): Promise<string> {
    return sign(secret, body);
  }

  /** {@link verify}: whether a header signs exactly these bytes. */
  verify(secret: string, body: SignedBody, header: string | null | undefined): Promise<boolean> {
    return verify(secret, body, header);
  }
}
