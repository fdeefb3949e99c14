import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';
import { isDatabaseUnavailable } from './outage.js';
import { DEFAULT_DATABASE_TIMEOUTS } from '../config.js';
import { connectionOptions, type DatabaseTimeouts } from './timeouts.js';

export { PrismaClient };

/** Connections to PostgreSQL per server instance, shared by Prisma and the hot path's statements. */
export const DEFAULT_POOL_SIZE = 20;

export interface Database {
  /** The connection URL, for components that keep a pool of their own (rate limits). */
  url: string;
  prisma: PrismaClient;
  /** Resolves when the database answers a query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The pool Prisma runs on, for the dispatch hot path's single statements: the same connections,
 * without Prisma's per-query work (measured: about a fifth of the server's CPU per dispatch).
 */
const pools = new WeakMap<PrismaClient, pg.Pool>();

/**
 * Runs one statement, built with Prisma.sql, straight on the pool under `prisma`; in a
 * transaction (or without a pool of ours), through Prisma on its connection. Rows come as
 * node-postgres gives them: bigint columns as strings (cast them to text in SQL so that both ways
 * agree), timestamps as Dates, json as values.
 */
export async function sqlQuery<Row extends pg.QueryResultRow>(
  prisma: PrismaClient | Prisma.TransactionClient,
  statement: Prisma.Sql,
): Promise<Row[]> {
  const pool = pools.get(prisma as PrismaClient);
  if (!pool) return prisma.$queryRawUnsafe<Row[]>(statement.text, ...statement.values);
  // A named statement is parsed once per connection (and its plan cached by PostgreSQL), not at
  // every call; the few shapes the hot path builds each get their own name.
  const query = { name: statementName(statement.text), text: statement.text, values: statement.values as unknown[] };
  const client = await pool.connect();
  // While it is ours, the pool does not listen for the client's errors: a connection that breaks
  // (the database stopping) would emit an error nobody handles and end the process.
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  try {
    return (await client.query<Row>(query)).rows;
  } catch (error) {
    // A statement PostgreSQL refused (a refusal, a conflict) leaves the connection sound: keep it.
    // pool.query would discard it, and with it a backend, a new connection and its SCRAM
    // handshake for every refused admission (measured: about 10 ms of CPU each).
    if (!(error instanceof pg.DatabaseError) || isDatabaseUnavailable(error)) broken ??= error as Error;
    throw error;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

/** The connections of the pool under `prisma`: open, idle, and callers waiting for one (metrics). */
export function poolUse(prisma: PrismaClient): { total: number; idle: number; waiting: number; max: number } | undefined {
  const pool = pools.get(prisma);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? DEFAULT_POOL_SIZE };
}

const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `proctor_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    // The hot path has a handful of shapes; the cache is bounded all the same.
    if (statementNames.size < 1000) statementNames.set(text, name);
  }
  return name;
}

export function connectDatabase(url: string, options: { timeouts?: DatabaseTimeouts; poolSize?: number } = {}): Database {
  const { timeouts = DEFAULT_DATABASE_TIMEOUTS, poolSize = DEFAULT_POOL_SIZE } = options;
  const pool = new pg.Pool({ connectionString: url, ...connectionOptions(timeouts), max: poolSize });
  // An idle connection that fails (a database restart) is dropped by the pool; without a
  // listener its error event would crash the process.
  pool.on('error', () => {});
  // A statement past its deadline (timeouts.ts) stays its connection's active query until
  // PostgreSQL answers, which across a partition may be never. Released with its error, such a
  // connection is closed; but Prisma hands a transaction's connection back without one even when
  // its ROLLBACK timed out so (PgTransaction.rollback of @prisma/adapter-pg). Ending it here,
  // before the pool looks, keeps it from being lent out again to wait behind that statement.
  // (pg 8 exposes the active query only so; pg-pool itself reads the client's internals.)
  pool.on('release', (error, client) => {
    if (!error && (client as pg.PoolClient & { _getActiveQuery?: () => unknown })._getActiveQuery?.()) void client.end();
  });
  // A transaction waits for a free connection as long as any statement does (connectMs, which
  // PROCTOR_DB_CONNECT_TIMEOUT_MS documents), not Prisma's own 2 s: with the pool busy, say many
  // spawns of one agent queued on its row, a transaction would be answered 503 before its time.
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }), transactionOptions: { maxWait: timeouts.connectMs } });
  pools.set(prisma, pool);
  return {
    url,
    prisma,
    async ping(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([prisma.$queryRaw`SELECT 1`, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => prisma.$disconnect(),
  };
}
