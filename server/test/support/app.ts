import { createServer } from 'node:http';
import type { AnyTRPCRouter } from '@trpc/server';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '../../src/config.js';
import { connectDatabase, type Database } from '../../src/db/client.js';
import { createRateLimiter } from '../../src/domain/rate-limit.js';
import { createApp } from '../../src/http/app.js';
import type { InFlight } from '../../src/http/in-flight.js';
import { createLogger, type Logger } from '../../src/logger.js';
import { createMigratedDatabase } from './database.js';

export interface TestApp {
  baseUrl: string;
  db: Database;
  config: Config;
  /** The app's running handlers and open streams (http/in-flight.ts). */
  inFlight: InFlight;
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The real app on a loopback port, on its own migrated database (or the one given). */
export async function startTestApp(
  options: { db?: Database; env?: Record<string, string>; logger?: Logger; router?: AnyTRPCRouter } = {},
): Promise<TestApp> {
  const db = options.db ?? connectDatabase(await createMigratedDatabase());
  const config = loadConfig({ ...options.env });
  const rateLimiter = createRateLimiter(db.url, config);
  const logger = options.logger ?? createLogger('silent');
  const { app, inFlight } = createApp({ config, db, logger, rateLimiter }, options.router);
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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
      await Promise.all([db.close(), rateLimiter.close()]);
    },
  };
}
