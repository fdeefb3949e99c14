import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';

/** A vector as stored: little-endian float4, 4 bytes a dimension. */
export function toBytes(vector: Float32Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(vector.length * 4));
  const view = new DataView(bytes.buffer);
  vector.forEach((value, index) => view.setFloat32(index * 4, value, true));
  return bytes;
}

export function fromBytes(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vector = new Float32Array(bytes.byteLength / 4);
  for (let index = 0; index < vector.length; index++) vector[index] = view.getFloat32(index * 4, true);
  return vector;
}

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

/** Writes (or replaces) item `id`'s vector, in the caller's transaction beside what it stands for. */
export async function putVector(tx: Prisma.TransactionClient, item: VectorItem): Promise<void> {
  const data = { orgId: item.orgId, scope: item.scope, model: item.model, dims: item.vector.length, embedding: toBytes(item.vector) };
  await tx.vectorItem.upsert({ where: { id: item.id }, create: { id: item.id, ...data }, update: data });
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
 * (vectors are unit length): an exact scan, scored in this process over the scopes' rows, the
 * portable backend of ARCHITECTURE.md §9 that any PostgreSQL gives.
 */
export async function nearest(db: PrismaClient | Prisma.TransactionClient, query: NearestQuery): Promise<{ id: string; score: number }[]> {
  if (query.scopes.length === 0 || query.k <= 0) return [];
  const rows = await db.vectorItem.findMany({
    where: { orgId: query.orgId, scope: { in: [...query.scopes] }, model: query.model, dims: query.vector.length },
    select: { id: true, embedding: true },
  });
  const scored = rows.map((row) => ({ id: row.id, score: dot(query.vector, fromBytes(row.embedding)) }));
  scored.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return scored.slice(0, query.k);
}
