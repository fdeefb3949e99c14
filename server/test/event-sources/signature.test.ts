import * as crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { newSigningSecret, openSigningSecret, signBody, TRIGGER_SECRET_PREFIX, verifySignature } from '../../src/domain/event-sources/signature.js';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

/** The known-answer vectors both SDKs test too: the same secret and bytes give the same header everywhere. */
const VECTORS = JSON.parse(readFileSync(new URL('../../../sdk-conformance/trigger-signatures.json', import.meta.url), 'utf8')) as {
  secret: string;
  signed: { body: string; header: string }[];
  rejected: { reserialised_body: string; other_secret: string; malformed_headers: string[] };
};
const VECTOR = { secret: VECTORS.secret, ...VECTORS.signed[0]! };

describe('trigger signatures', () => {
  it('signs the exact bytes: the known-answer vectors', () => {
    for (const { body, header } of VECTORS.signed) {
      expect(signBody(VECTORS.secret, body)).toBe(header);
      expect(verifySignature(VECTORS.secret, Buffer.from(body, 'utf8'), header)).toBe(true);
    }
    expect(signBody(VECTOR.secret, VECTOR.body)).toBe(VECTOR.header);
    expect(signBody(VECTOR.secret, Buffer.from(VECTOR.body))).toBe(VECTOR.header);
    expect(verifySignature(VECTOR.secret, Buffer.from(VECTOR.body), VECTOR.header)).toBe(true);
    // Hex digits in either case are the same digest.
    expect(verifySignature(VECTOR.secret, VECTOR.body, VECTOR.header.toUpperCase().replace('SHA256=', 'sha256='))).toBe(true);
  });

  it('is false for a re-serialised body, another secret, and a missing or malformed header', () => {
    const reserialised = JSON.stringify(JSON.parse(VECTOR.body), null, 2);
    expect(reserialised).toBe(VECTORS.rejected.reserialised_body);
    expect(verifySignature(VECTOR.secret, reserialised, VECTOR.header)).toBe(false);
    expect(verifySignature(VECTORS.rejected.other_secret, VECTOR.body, VECTOR.header)).toBe(false);
    expect(verifySignature(VECTOR.secret, '{"amount":1200,"order_id":"ord_42"}', VECTOR.header)).toBe(false);
    expect(verifySignature(`${VECTOR.secret}x`, VECTOR.body, VECTOR.header)).toBe(false);
    for (const header of [undefined, null, ...VECTORS.rejected.malformed_headers]) {
      expect(verifySignature(VECTOR.secret, VECTOR.body, header)).toBe(false);
    }
  });

  it('compares the digests with timingSafeEqual, and not at all when the header has the wrong form', () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    expect(verifySignature(VECTOR.secret, VECTOR.body, `sha256=${'0'.repeat(64)}`)).toBe(false);
    expect(compare).toHaveBeenCalledTimes(1);
    const [given, expected] = compare.mock.calls[0]!;
    expect([given.byteLength, expected.byteLength]).toEqual([32, 32]);
    compare.mockClear();
    expect(verifySignature(VECTOR.secret, VECTOR.body, 'sha256=00')).toBe(false);
    expect(compare).not.toHaveBeenCalled();
  });

  it('makes a recognisable secret, stores it sealed, and refuses without an encryption key as connected apps do', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/x', PROCTOR_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64') });
    const { secret, sealed } = newSigningSecret(config);
    expect(secret).toMatch(new RegExp(`^${TRIGGER_SECRET_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(sealed).not.toContain(secret.slice(TRIGGER_SECRET_PREFIX.length));
    expect(openSigningSecret(config, sealed)).toBe(secret);
    expect(newSigningSecret(config).secret).not.toBe(secret);
    expect(() => newSigningSecret(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }))).toThrow(/PROCTOR_ENCRYPTION_KEY/);
  });
});
