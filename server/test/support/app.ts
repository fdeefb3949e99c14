import type { AnyTRPCRouter } from '@trpc/server';
import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '../../src/config.js';
import { connectDatabase, type Database } from '../../src/db/client.js';
import { startAgentCaches } from '../../src/agent-caches.js';
import { createRateLimiter } from '../../src/domain/rate-limit/limiter.js';
import { createApp } from '../../src/http/app.js';
import { registerInternalHandlers } from '../../src/internal-operations.js';
import type { InFlight } from '../../src/http/in-flight.js';
import { createLogger, type Logger } from '../../src/logger.js';
import type { Embedder } from '../../src/domain/embeddings/embedder.js';
import { prepareVectors } from '../../src/domain/vectors/pgvector.js';
import { createMigratedDatabase } from './database.js';
import { hashingEmbedder } from './hashing-embedder.js';

export interface TestApp {
  baseUrl: string;
  db: Database;
  config: Config;
  /** The app's running handlers and open streams (http/in-flight.ts). */
  inFlight: InFlight;
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  db?: Database;
  env?: Record<string, string>;
  logger?: Logger;
  router?: AnyTRPCRouter;
  /** Default: the hashing embedder of the tests (hashing-embedder.ts); a test of the real model passes it. */
  embedder?: Embedder;
  /** The address to listen on (default 127.0.0.1; `baseUrl` stays on loopback): a test of clients from elsewhere passes 0.0.0.0. */
  host?: string;
}

/**
 * The signup and login limits per address and server-wide, off: every test signs its users up
 * from the one loopback address. Tests of those limits turn them on in their `env`.
 */
const UNLIMITED_SIGNUP_AND_LOGIN = {
  PROCTOR_SIGNUP_RATE_LIMIT_PER_ADDRESS: '0',
  PROCTOR_SIGNUP_RATE_LIMIT_GLOBAL: '0',
  PROCTOR_LOGIN_RATE_LIMIT_PER_ADDRESS: '0',
};

/** The real app on a loopback port, on its own migrated database (or the one given), its internal operations' handlers registered as server.ts does. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const embedder = options.embedder ?? hashingEmbedder();
  registerInternalHandlers({ embedder });
  const db = options.db ?? connectDatabase(await createMigratedDatabase());
  const config = loadConfig({ ...UNLIMITED_SIGNUP_AND_LOGIN, ...options.env });
  const rateLimiter = createRateLimiter(db.url, config);
  const logger = options.logger ?? createLogger('silent');
  const caches = startAgentCaches(db.url, config, logger);
  await prepareVectors(db, logger);
  const { server, inFlight } = createApp({ config, db, logger, rateLimiter, agentKeys: caches.agentKeys, triggers: caches.triggers, embedder }, options.router);
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    db,
    config,
    inFlight,
    request: (path, init) => fetch(`${baseUrl}${path}`, init),
    async close() {
      inFlight.closeStreams();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await inFlight.drain();
      await Promise.all([db.close(), rateLimiter.close(), caches.close()]);
    },
  };
}

/**
 * An object whose fields `make` fills in a beforeAll of the enclosing block (the file, or the
 * describe it is called in): declared where the tests can name it, usable once they run. Reading
 * it sooner, at collection time, throws instead of answering undefined. Fixtures made this way
 * after useTestApp see its app started: vitest runs a block's beforeAll hooks one after another,
 * in the order they were registered (its default sequence.hooks, 'stack').
 */
export function madeBeforeAll<T extends object>(make: () => Promise<T>): T {
  let made = false;
  const target = {} as T;
  beforeAll(async () => {
    Object.assign(target, await make());
    made = true;
  });
  return new Proxy(target, {
    get(object, key, receiver) {
      // Symbols and `then` are read by inspection and await, which must not throw.
      if (!made && typeof key === 'string' && key !== 'then') throw new Error(`read ${key} before the beforeAll that makes it`);
      return Reflect.get(object, key, receiver);
    },
  });
}

/**
 * The real app (startTestApp), started before the enclosing block's tests and closed after them:
 * each test file starts its own, in its own worker, so no state is shared between files.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  const app = madeBeforeAll(async () => (started = await startTestApp(options)));
  // A start that failed has nothing to close, and its own error to report.
  afterAll(() => started?.close());
  return app;
}
