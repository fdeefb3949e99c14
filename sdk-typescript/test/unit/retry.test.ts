import { describe, expect, it } from 'vitest';
import {
  calculateDefaultRetryTimeoutMillis,
  isIdempotent,
  parseRetryAfterMillis,
  retryDelayMillis,
  shouldRetry,
} from '../../src/index.js';
import { seededRandom } from '../helpers.js';

describe('shouldRetry', () => {
  const get = { method: 'GET', headers: new Headers() };
  const post = { method: 'POST', headers: new Headers() };
  const dispatch = { method: 'POST', headers: new Headers({ 'Idempotency-Key': 'k' }) };

  it.each([429, 502, 503, 504])('retries %i for GETs and idempotent mutations only', (status) => {
    expect(shouldRetry({ ...get, status })).toBe(true);
    expect(shouldRetry({ ...dispatch, status })).toBe(true);
    expect(shouldRetry({ ...post, status })).toBe(false);
    expect(shouldRetry({ method: 'PATCH', headers: new Headers(), status })).toBe(false);
    expect(shouldRetry({ method: 'DELETE', headers: new Headers(), status })).toBe(false);
  });

  it.each([200, 202, 400, 401, 403, 404, 405, 409, 413, 415, 422, 500, 501, 505])('never retries %i', (status) => {
    expect(shouldRetry({ ...get, status })).toBe(false);
    expect(shouldRetry({ ...dispatch, status })).toBe(false);
  });

  it('retries network errors (no status) when idempotent', () => {
    expect(shouldRetry(get)).toBe(true);
    expect(shouldRetry(dispatch)).toBe(true);
    expect(shouldRetry(post)).toBe(false);
  });

  it('treats GET and HEAD as idempotent, and a mutation only with an Idempotency-Key', () => {
    expect(isIdempotent('get', new Headers())).toBe(true);
    expect(isIdempotent('HEAD', new Headers())).toBe(true);
    expect(isIdempotent('POST', new Headers())).toBe(false);
    expect(isIdempotent('POST', new Headers({ 'idempotency-key': 'x' }))).toBe(true);
  });
});

describe('calculateDefaultRetryTimeoutMillis (full jitter)', () => {
  const ceilings = [500, 1000, 2000, 4000, 8000, 8000, 8000];

  it('stays in [0, min(8000, 500 × 2^n)) over many seeded draws, and uses the whole range', () => {
    const random = seededRandom(42);
    ceilings.forEach((ceiling, n) => {
      const draws = Array.from({ length: 2000 }, () => calculateDefaultRetryTimeoutMillis(n, random));
      expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...draws)).toBeLessThan(ceiling);
      // full jitter, not equal jitter: small and large waits both occur
      expect(Math.min(...draws)).toBeLessThan(ceiling * 0.05);
      expect(Math.max(...draws)).toBeGreaterThan(ceiling * 0.95);
    });
  });

  it('maps the random source linearly: 0 → 0, 0.5 → half the ceiling, just under 1 → just under it', () => {
    expect(calculateDefaultRetryTimeoutMillis(0, () => 0)).toBe(0);
    expect(calculateDefaultRetryTimeoutMillis(0, () => 0.5)).toBe(250);
    expect(calculateDefaultRetryTimeoutMillis(1, () => 0.5)).toBe(500);
    expect(calculateDefaultRetryTimeoutMillis(1, () => 0.9999999)).toBe(999);
    expect(calculateDefaultRetryTimeoutMillis(10, () => 0.9999999)).toBe(7999);
    expect(calculateDefaultRetryTimeoutMillis(60, () => 0.5)).toBe(4000);
  });

  it('is reproducible with the same seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const run = (r: () => number) => [0, 1, 2, 3].map((n) => calculateDefaultRetryTimeoutMillis(n, r));
    expect(run(a)).toEqual(run(b));
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfterMillis('3', now)).toBe(3000);
    expect(parseRetryAfterMillis(' 0 ', now)).toBe(0);
    expect(parseRetryAfterMillis('1.5', now)).toBe(1500);
    expect(parseRetryAfterMillis('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfterMillis('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
  });
  it('ignores what it cannot read', () => {
    expect(parseRetryAfterMillis(null, now)).toBeUndefined();
    expect(parseRetryAfterMillis('', now)).toBeUndefined();
    expect(parseRetryAfterMillis('-1', now)).toBeUndefined();
    expect(parseRetryAfterMillis('soon', now)).toBeUndefined();
  });
  it('is honoured on 429 only, and not capped at 8 s', () => {
    expect(retryDelayMillis({ retryIndex: 0, status: 429, retryAfterMs: 20_000, random: () => 0.5 })).toBe(20_000);
    expect(retryDelayMillis({ retryIndex: 0, status: 503, retryAfterMs: 20_000, random: () => 0.5 })).toBe(250);
    expect(retryDelayMillis({ retryIndex: 1, status: 429, random: () => 0.5 })).toBe(500);
  });
});
