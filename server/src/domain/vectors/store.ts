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

/**
 * Writes (or replaces) item `id`'s vector, in the caller's transaction beside what it stands for:
 * the bytes always, and pgvector's column too where the database has it (pgvector.ts).
 */
export async function putVector(db: PrismaClient, tx: Prisma.TransactionClient, item: VectorItem): Promise<void> {
  const data = { orgId: item.orgId, scope: item.scope, model: item.model, dims: item.vector.length, embedding: toBytes(item.vector) };
  await tx.vectorItem.upsert({ where: { id: item.id }, create: { id: item.id, ...data }, update: data });
  if (vectorBackend(db) === 'pgvector') {
    await tx.$executeRaw`UPDATE vector_items SET embedding_vector = ${vectorLiteral(item.vector)}::vector WHERE id = ${item.id}`;
  }
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
  // An integer from a Float32Array's length: safe as a literal, which the partial index needs.
  const dims = Prisma.raw(String(query.vector.length));
  const distance = Prisma.sql`(embedding_vector::vector(${dims})) <=> ${vectorLiteral(query.vector)}::vector(${dims})`;
  const rows = await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL hnsw.iterative_scan = 'relaxed_order'");
    return tx.$queryRaw<{ id: string; distance: number }[]>`
      SELECT id, ${distance} AS distance FROM vector_items
      WHERE dims = ${dims} AND org_id = ${query.orgId} AND scope IN (${Prisma.join([...query.scopes])}) AND model = ${query.model}
      ORDER BY ${distance} LIMIT ${query.k}`;
  });
  return rows.map((row) => ({ id: row.id, score: 1 - row.distance })).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/** Deletes every vector of `scope` (a knowledge collection's chunks, when it is deleted). */
export async function deleteScope(tx: Prisma.TransactionClient, orgId: string, scope: string): Promise<void> {
  await tx.vectorItem.deleteMany({ where: { orgId, scope } });
}
