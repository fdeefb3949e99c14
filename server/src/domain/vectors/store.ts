import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import { fromBytes, toBytes } from './bytes.js';
import { vectorBackend, vectorLiteral } from './pgvector.js';

/** The dot product: the cosine similarity of two unit vectors. */
function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += a[index]! * b[index]!;
  return sum;
}

export interface VectorItem {
  /** The id of what the vector stands for (a memory's id). */
  id: string;
  orgId: string;
  /** What a search is confined to, e.g. `memories:<agent id>`. */
  scope: string;
  model: string;
  vector: Float32Array;
}

/** Rows one statement writes at most: each carries a vector's bytes and, with pgvector, its text form. */
const PUT_BATCH = 500;

/**
 * Writes (or replaces) items' vectors, in the caller's transaction beside what they stand for:
 * one INSERT … ON CONFLICT per PUT_BATCH items, from arrays unnested in SQL, carrying the bytes
 * always and pgvector's column too where the database has it (pgvector.ts), so that a document of
 * a thousand passages costs two statements, not two thousand.
 */
export async function putVectors(db: PrismaClient, tx: Prisma.TransactionClient, items: readonly VectorItem[]): Promise<void> {
  const withIndex = vectorBackend(db) === 'pgvector';
  for (let start = 0; start < items.length; start += PUT_BATCH) {
    const batch = items.slice(start, start + PUT_BATCH);
    const columns = Prisma.sql`
      unnest(${batch.map((item) => item.id)}::text[], ${batch.map((item) => item.orgId)}::text[], ${batch.map((item) => item.scope)}::text[],
             ${batch.map((item) => item.model)}::text[], ${batch.map((item) => item.vector.length)}::int[],
             ${batch.map((item) => Buffer.from(toBytes(item.vector)).toString('base64'))}::text[]`;
    await (withIndex
      ? tx.$executeRaw`
          INSERT INTO vector_items (id, org_id, scope, model, dims, embedding, embedding_vector)
          SELECT id, org_id, scope, model, dims, decode(bytes, 'base64'), vector::vector
          FROM ${columns}, ${batch.map((item) => vectorLiteral(item.vector))}::text[]) AS f(id, org_id, scope, model, dims, bytes, vector)
          ON CONFLICT (id) DO UPDATE SET org_id = EXCLUDED.org_id, scope = EXCLUDED.scope, model = EXCLUDED.model, dims = EXCLUDED.dims,
            embedding = EXCLUDED.embedding, embedding_vector = EXCLUDED.embedding_vector`
      : tx.$executeRaw`
          INSERT INTO vector_items (id, org_id, scope, model, dims, embedding)
          SELECT id, org_id, scope, model, dims, decode(bytes, 'base64')
          FROM ${columns}) AS f(id, org_id, scope, model, dims, bytes)
          ON CONFLICT (id) DO UPDATE SET org_id = EXCLUDED.org_id, scope = EXCLUDED.scope, model = EXCLUDED.model, dims = EXCLUDED.dims,
            embedding = EXCLUDED.embedding`);
  }
}

/** Writes (or replaces) one item's vector: putVectors of one. */
export async function putVector(db: PrismaClient, tx: Prisma.TransactionClient, item: VectorItem): Promise<void> {
  await putVectors(db, tx, [item]);
}

export async function deleteVector(tx: Prisma.TransactionClient, id: string): Promise<void> {
  await tx.vectorItem.deleteMany({ where: { id } });
}

export interface NearestQuery {
  orgId: string;
  scopes: readonly string[];
  /** Only vectors of this model are compared with the query's. */
  model: string;
  vector: Float32Array;
  k: number;
}

/**
 * The `k` items nearest to the query among `scopes`, best first, each with its cosine similarity
 * (vectors are unit length). Where the database has pgvector, its HNSW index answers (pgvector.ts);
 * else an exact scan, scored in this process over the scopes' rows, the portable backend of
 * ARCHITECTURE.md §9 that any PostgreSQL gives.
 */
export async function nearest(db: PrismaClient, query: NearestQuery): Promise<{ id: string; score: number }[]> {
  if (query.scopes.length === 0 || query.k <= 0) return [];
  if (vectorBackend(db) === 'pgvector') return nearestByIndex(db, query);
  const rows = await db.vectorItem.findMany({
    where: { orgId: query.orgId, scope: { in: [...query.scopes] }, model: query.model, dims: query.vector.length },
    select: { id: true, embedding: true },
  });
  const scored = rows.map((row) => ({ id: row.id, score: dot(query.vector, fromBytes(row.embedding)) }));
  scored.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return scored.slice(0, query.k);
}

/**
 * pgvector's answer: cosine distance ordered by the HNSW index (for INDEXED_DIMS; an exact sort for
 * other sizes). The index is walked with iterative scans (pgvector 0.8), so that a search confined
 * to one agent's few vectors among many still finds its k; relaxed order, then sorted here.
 */
async function nearestByIndex(db: PrismaClient, query: NearestQuery): Promise<{ id: string; score: number }[]> {
  const rows = await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(ITERATIVE_SCAN);
    return tx.$queryRaw<{ id: string; distance: number }[]>(nearestByIndexSql(query));
  });
  return rows.map((row) => ({ id: row.id, score: 1 - row.distance })).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/** What nearestByIndex sets in its transaction first, so that a filtered search walks the index further for its k (pgvector 0.8). */
export const ITERATIVE_SCAN = "SET LOCAL hnsw.iterative_scan = 'relaxed_order'";

/** nearestByIndex's statement, which the bench EXPLAINs to show the index answers it (bench/knowledge-query.ts). */
export function nearestByIndexSql(query: NearestQuery): Prisma.Sql {
  // An integer from a Float32Array's length: safe as a literal, which the partial index needs.
  const dims = Prisma.raw(String(query.vector.length));
  const distance = Prisma.sql`(embedding_vector::vector(${dims})) <=> ${vectorLiteral(query.vector)}::vector(${dims})`;
  return Prisma.sql`
    SELECT id, ${distance} AS distance FROM vector_items
    WHERE dims = ${dims} AND org_id = ${query.orgId} AND scope IN (${Prisma.join([...query.scopes])}) AND model = ${query.model}
    ORDER BY ${distance} LIMIT ${query.k}`;
}

/** Deletes every vector of `scope` (a knowledge collection's chunks, when it is deleted). */
export async function deleteScope(tx: Prisma.TransactionClient, orgId: string, scope: string): Promise<void> {
  await tx.vectorItem.deleteMany({ where: { orgId, scope } });
}
