import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { newSigningSecret, openSigningSecret, signBody, TRIGGER_SECRET_PREFIX, verifySignature } from '../../src/domain/event-sources/signature.js';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

/**
 * The known-answer vector both SDKs test too (sdk-typescript/test/unit/triggers.test.ts,
 * sdk-python/tests/test_triggers.py): the same secret and bytes give the same header everywhere.
 */
const VECTOR = {
  secret: 'trigger_secret_dGVzdC12ZWN0b3ItMDAwMDAwMDAwMDAwMDAwMDAwMDA',
  body: '{"order_id":"ord_42","amount":1200}',
  header: 'sha256=66742405c2cb13ac363e8af3d3c44066a692ff3f48ab9a64dfd845c7810d094a',
};

describe('trigger signatures', () => {
  it('signs the exact bytes: the known-answer vector', () => {
    expect(signBody(VECTOR.secret, VECTOR.body)).toBe(VECTOR.header);
    expect(signBody(VECTOR.secret, Buffer.from(VECTOR.body))).toBe(VECTOR.header);
    expect(verifySignature(VECTOR.secret, Buffer.from(VECTOR.body), VECTOR.header)).toBe(true);
    // Hex digits in either case are the same digest.
    expect(verifySignature(VECTOR.secret, VECTOR.body, VECTOR.header.toUpperCase().replace('SHA256=', 'sha256='))).toBe(true);
  });

  it('is false for a re-serialised body, another secret, and a missing or malformed header', () => {
    const reserialised = JSON.stringify(JSON.parse(VECTOR.body), null, 2);
    expect(verifySignature(VECTOR.secret, reserialised, VECTOR.header)).toBe(false);
    expect(verifySignature(VECTOR.secret, '{"amount":1200,"order_id":"ord_42"}', VECTOR.header)).toBe(false);
    expect(verifySignature(`${VECTOR.secret}x`, VECTOR.body, VECTOR.header)).toBe(false);
    for (const header of [undefined, null, '', 'sha256=', VECTOR.header.slice(7), `sha1=${VECTOR.header.slice(7)}`, `${VECTOR.header}00`, VECTOR.header.slice(0, -2), `sha256=${'zz'.repeat(32)}`, ` ${VECTOR.header}`]) {
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
