import type { Server } from 'node:http';
import type { Config } from './config.js';
import { startAgentCaches } from './agent-caches.js';
import { startBackgroundWork } from './background.js';
import { connectDatabase } from './db/client.js';
import { openDatabaseServer } from './db/database-server.js';
import { applyMigrations } from './db/migrations.js';
import { databaseTimeouts } from './db/timeouts.js';
import { createRateLimiter } from './domain/rate-limit/limiter.js';
import { miniLmEmbedder } from './domain/embeddings/minilm.js';
import { prepareVectors } from './domain/vectors/pgvector.js';
import { createApp } from './http/app.js';
import { registerInternalHandlers } from './internal-operations.js';
import type { Logger } from './logger.js';
import { startTracing } from './observability/tracing.js';

export class ServerStartError extends Error {
  override name = 'ServerStartError';
}

export interface RunningServer {
  url: string;
  database: string;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new ServerStartError(`port ${port} on ${host} is in use; set PORT to a free port`));
      else if (error.code === 'EACCES') reject(new ServerStartError(`no permission to listen on ${host}:${port}; set PORT above 1023`));
      else reject(error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Internal operations' handlers registered, database up (embedded or DATABASE_URL), pending migrations applied, HTTP listening. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  // Only when the OTEL_* variables ask for traces (observability/tracing.ts).
  const tracing = await startTracing(process.env);
  const embedder = miniLmEmbedder(config.embeddingModelDir, logger);
  registerInternalHandlers({ embedder });
  const databaseServer = await openDatabaseServer(config, logger);
  try {
    const applied = await applyMigrations(databaseServer.url);
    if (applied.length > 0) logger.info({ migrations: applied }, 'applied migrations');
    const db = connectDatabase(databaseServer.url, { timeouts: databaseTimeouts(config) });
    const rateLimiter = createRateLimiter(db.url, config);
    const caches = startAgentCaches(db.url, config, logger);
    logger.info({ vector_search: await prepareVectors(db, logger) }, 'vector search');
    const { server, inFlight } = createApp({ config, db, logger, rateLimiter, agentKeys: caches.agentKeys, triggers: caches.triggers, embedder });
    const port = await listen(server, config.PORT, config.HOST).catch(async (error: unknown) => {
      await Promise.all([db.close(), rateLimiter.close(), caches.close()]);
      throw error;
    });
    const stopBackgroundWork = startBackgroundWork(db, config, logger, { embedder });
    const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    return {
      url: config.PROCTOR_PUBLIC_URL ?? `http://${host}:${port}`,
      database: databaseServer.description,
      async close() {
        const backgroundStopped = stopBackgroundWork();
        inFlight.closeStreams();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const grace = setTimeout(() => server.closeAllConnections(), 10_000);
        await closed;
        clearTimeout(grace);
        await Promise.all([inFlight.drain(), backgroundStopped]);
        await Promise.all([db.close(), rateLimiter.close(), caches.close()]);
        await databaseServer.stop();
        await tracing?.stop();
      },
    };
  } catch (error) {
    await databaseServer.stop();
    await tracing?.stop();
    throw error;
  }
}
