import pg from 'pg';
import type { Database } from '../../db/client.js';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { fromBytes } from './bytes.js';

/** Where a database keeps and searches vectors: pgvector's HNSW index, or bytes scored in Node. */
export type VectorBackend = 'pgvector' | 'bytea';

/** The dimensions the HNSW index is built for: those of the local model (a partial index per size). */
export const INDEXED_DIMS = 384;

/** Serialises the set-up of several servers starting on one database. */
const SETUP_LOCK = 7_231_017;

const backends = new WeakMap<object, VectorBackend>();

/** The backend `prepareVectors` found for this client's database; bytea until it has run. */
export function vectorBackend(db: PrismaClient | Prisma.TransactionClient): VectorBackend {
  return backends.get(db) ?? 'bytea';
}

/** pgvector's text form of a vector, `[0.1,0.2,…]`: what `::vector` reads. */
export const vectorLiteral = (vector: Float32Array) => `[${Array.from(vector).join(',')}]`;

/**
 * Makes vector_items searchable through pgvector where the database offers the extension (the
 * embedded server once scripts/ensure-pgvector.sh has run, any server that has it installed), at
 * start and idempotently: the extension, a `vector` column beside the bytes (no fixed size, so
 * that one table holds every model's), the rows written before filled in, and an HNSW index of
 * cosine distance for INDEXED_DIMS as a partial expression index. Any failure (a server where the
 * role may not create extensions) is a warning, and the bytes are scored in Node (store.ts).
 * The column and index are the server's, not the migrations': a database without pgvector has
 * neither.
 */
export async function prepareVectors(db: Database, logger: Logger): Promise<VectorBackend> {
  const backend = await setUp(db.url).catch((error: unknown) => {
    logger.warn({ err: error }, 'pgvector could not be set up; vectors are scored in this process');
    return 'bytea' as const;
  });
  backends.set(db.prisma, backend);
  return backend;
}

/**
 * On a connection of its own, without the request timeouts of the app's pool: filling the column
 * and building the index over many rows is a one-off at start that may take minutes.
 */
async function setUp(url: string): Promise<VectorBackend> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: boolean }>("SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS found");
    if (!rows[0]!.found) return 'bytea';
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK]);
    await client.query("SET LOCAL statement_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0; SET LOCAL maintenance_work_mem = '256MB'");
    await client.query('CREATE EXTENSION IF NOT EXISTS vector');
    await client.query('ALTER TABLE vector_items ADD COLUMN IF NOT EXISTS embedding_vector vector');
    for (;;) {
      const batch = await client.query<{ id: string; embedding: Buffer }>('SELECT id, embedding FROM vector_items WHERE embedding_vector IS NULL LIMIT 1000');
      if (batch.rows.length === 0) break;
      await client.query('UPDATE vector_items v SET embedding_vector = f.vector::vector FROM unnest($1::text[], $2::text[]) AS f(id, vector) WHERE v.id = f.id', [
        batch.rows.map((row) => row.id),
        batch.rows.map((row) => vectorLiteral(fromBytes(row.embedding))),
      ]);
    }
    await client.query(
      `CREATE INDEX IF NOT EXISTS vector_items_hnsw_${INDEXED_DIMS} ON vector_items
       USING hnsw ((embedding_vector::vector(${INDEXED_DIMS})) vector_cosine_ops) WHERE dims = ${INDEXED_DIMS}`,
    );
    await client.query('COMMIT');
    // Statistics for the planner, so that it weighs the new index against a scan from the start.
    await client.query('ANALYZE vector_items');
    return 'pgvector';
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
