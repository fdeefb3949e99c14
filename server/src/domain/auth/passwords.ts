import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { KeyedGate } from '../gate.js';

// scrypt, memory-hard: N=2^15, r=8 (32 MiB per hash), p=1, the OWASP minimum for scrypt.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * scrypt runs on libuv's thread pool (UV_THREADPOOL_SIZE threads, 4 unless set), as do the PBKDF2
 * of PostgreSQL's SCRAM handshake when the database pool opens a connection, file reads and DNS
 * lookups. A burst of sign-ups, logins or invite accepts would fill every thread with hashes, and
 * a connection being opened meanwhile would wait behind them past PROCTOR_DB_CONNECT_TIMEOUT_MS:
 * 503 for requests that have nothing to do with passwords. Two threads are left to the rest; the
 * hashes beyond wait their turn here, in order.
 */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const hashing = new KeyedGate(Math.max(1, THREAD_POOL_SIZE - 2), Number.POSITIVE_INFINITY);

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return hashing.run(
    'scrypt',
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
    () => new Error('unreachable: the wait is unbounded'),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Verified against when an email has no account, so that a miss costs as long as a wrong password. */
export const UNUSABLE_PASSWORD_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${randomBytes(16).toString('base64url')}$${randomBytes(KEY_LENGTH).toString('base64url')}`;
