import pg from 'pg';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { EMBEDDED_DATABASE, hasEmbeddedCluster, heldEmbeddedUrl, startEmbeddedPostgres } from './embedded-postgres.js';
import { DatabaseStartError } from './start-error.js';
import { connectionOptions, databaseTimeouts, type DatabaseTimeouts } from './timeouts.js';

export interface DatabaseServer {
  url: string;
  /** `embedded (<data dir>)` or the server's host, for messages. */
  description: string;
  stop(): Promise<void>;
}

/** The same server's URL for another database on it. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function redactedHost(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

async function checkReachable(url: string, timeouts: DatabaseTimeouts): Promise<void> {
  const client = new pg.Client({ connectionString: url, ...connectionOptions(timeouts) });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new DatabaseStartError(`cannot reach DATABASE_URL (${redactedHost(url)}): ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** DATABASE_URL when set, else the embedded PostgreSQL in PROCTOR_DATA_DIR. */
export async function openDatabaseServer(config: Config, logger: Logger): Promise<DatabaseServer> {
  if (config.DATABASE_URL) {
    await checkReachable(config.DATABASE_URL, databaseTimeouts(config));
    return { url: config.DATABASE_URL, description: redactedHost(config.DATABASE_URL), stop: async () => {} };
  }
  const cluster = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
  return { url: cluster.url(EMBEDDED_DATABASE), description: `embedded, data in ${config.dataDir}`, stop: () => cluster.stop() };
}

/**
 * The database of a command run beside the server (`proctor admin`): DATABASE_URL; else the
 * embedded cluster that a running `proctor serve` holds, reached with its port and password;
 * else the embedded cluster, started for the command and stopped after it. A data directory
 * without a cluster is refused rather than initialised: a command is never the first start, and
 * a mistyped PROCTOR_DATA_DIR would otherwise act on a new, empty database.
 */
export async function openDatabaseBeside(config: Config, logger: Logger): Promise<DatabaseServer> {
  if (config.DATABASE_URL) return openDatabaseServer(config, logger);
  const held = await heldEmbeddedUrl(config.dataDir);
  if (held) return { url: held, description: `embedded, data in ${config.dataDir}, held by the running proctor`, stop: async () => {} };
  if (!hasEmbeddedCluster(config.dataDir)) {
    throw new DatabaseStartError(`no embedded database in ${config.dataDir}: set PROCTOR_DATA_DIR (or DATABASE_URL) as the server has it`);
  }
  return openDatabaseServer(config, logger);
}
