import { pbkdf2 } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/domain/auth/passwords.js';

describe('password hashing', () => {
  it('leaves threads of the pool free: a PBKDF2 (as a SCRAM handshake with PostgreSQL runs one) does not wait behind a burst of hashes', async () => {
    let hashed = 0;
    const burst = Array.from({ length: 12 }, (_, index) =>
      hashPassword(`password number ${index}`).then((hash) => {
        hashed += 1;
        return hash;
      }),
    );
    // Queued behind twelve scrypts on four threads, it would run once at least nine had finished.
    await new Promise<Buffer>((resolve, reject) => pbkdf2('secret', 'salt', 4096, 32, 'sha256', (error, key) => (error ? reject(error) : resolve(key))));
    expect(hashed).toBeLessThan(2);
    const hashes = await Promise.all(burst);
    expect(await verifyPassword('password number 3', hashes[3]!)).toBe(true);
    expect(await verifyPassword('password number 3', hashes[4]!)).toBe(false);
  }, 60_000);
});
