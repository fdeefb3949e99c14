import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/**
 * The msw server of a test file, listening for its tests (an unhandled request is an error); after
 * each test its handlers are reset, and real timers and mocked functions restored.
 */
export function mockServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}

/** mulberry32: a small seeded PRNG, so jitter is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Drives a promise to completion under fake timers, advancing the clock in small steps. */
export async function settle<T>(promise: Promise<T>, stepMs = 25, maxMs = 600_000): Promise<{ value?: T; error?: unknown }> {
  let done = false;
  let outcome: { value?: T; error?: unknown } = {};
  promise.then(
    (value) => {
      done = true;
      outcome = { value };
    },
    (error: unknown) => {
      done = true;
      outcome = { error };
    },
  );
  for (let elapsed = 0; !done && elapsed <= maxMs; elapsed += stepMs) {
    await vi.advanceTimersByTimeAsync(stepMs);
  }
  if (!done) throw new Error(`did not settle within ${maxMs} ms of fake time`);
  return outcome;
}

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
