import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { Proctor, triggers } from '../../src/index.js';

/** The known-answer vectors the server and the Python SDK check too. */
const VECTORS = JSON.parse(readFileSync(new URL('../../../sdk-conformance/trigger-signatures.json', import.meta.url), 'utf8')) as {
  secret: string;
  signed: { body: string; header: string }[];
  rejected: { reserialised_body: string; other_secret: string; malformed_headers: string[] };
};
const [first] = VECTORS.signed as [{ body: string; header: string }];

describe('triggers.sign and triggers.verify', () => {
  it('give the known-answer headers, for text and for bytes', async () => {
    for (const { body, header } of VECTORS.signed) {
      expect(await triggers.sign(VECTORS.secret, body)).toBe(header);
      const bytes = new TextEncoder().encode(body);
      expect(await triggers.sign(VECTORS.secret, bytes)).toBe(header);
      expect(await triggers.sign(VECTORS.secret, bytes.buffer)).toBe(header);
      expect(await triggers.verify(VECTORS.secret, body, header)).toBe(true);
      expect(await triggers.verify(VECTORS.secret, bytes, header.toUpperCase().replace('SHA256=', 'sha256='))).toBe(true);
    }
  });

  it('verify is false for a re-serialised body, another secret, and a missing or malformed header', async () => {
    expect(JSON.stringify(JSON.parse(first.body), null, 2)).toBe(VECTORS.rejected.reserialised_body);
    expect(await triggers.verify(VECTORS.secret, VECTORS.rejected.reserialised_body, first.header)).toBe(false);
    expect(await triggers.verify(VECTORS.rejected.other_secret, first.body, first.header)).toBe(false);
    for (const header of [undefined, null, ...VECTORS.rejected.malformed_headers]) {
      expect(await triggers.verify(VECTORS.secret, first.body, header)).toBe(false);
    }
  });

  it("verify leaves the comparison to Web Crypto's HMAC verify, and does not reach it for a malformed header", async () => {
    const spy = vi.spyOn(globalThis.crypto.subtle, 'verify');
    try {
      expect(await triggers.verify(VECTORS.secret, first.body, `sha256=${'0'.repeat(64)}`)).toBe(false);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]![0]).toBe('HMAC');
      spy.mockClear();
      expect(await triggers.verify(VECTORS.secret, first.body, 'sha256=00')).toBe(false);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('client.triggers', () => {
  it('has sign and verify beside its generated methods (src/lib/triggers.ts survives pnpm generate)', async () => {
    const client = new Proctor({ baseURL: 'http://proctor.test', logLevel: 'off' });
    expect(await client.triggers.sign(VECTORS.secret, first.body)).toBe(first.header);
    expect(await client.triggers.verify(VECTORS.secret, first.body, first.header)).toBe(true);
    expect(typeof client.triggers.list).toBe('function');
  });
});
