import { describe, expect, it } from 'vitest';
import { fromBytes, toBytes } from '../../src/domain/vectors/bytes.js';
import { nearest, putVector, putVectors } from '../../src/domain/vectors/store.js';
import { normalize } from '../../src/domain/embeddings/embedder.js';
import { connectDatabase } from '../../src/db/client.js';
import { vectorBackend } from '../../src/domain/vectors/pgvector.js';
import { useTestApp } from '../support/app.js';
import { signup } from '../support/identity.js';

const app = useTestApp();
const unit = (...values: number[]) => normalize(Float32Array.from(values));

describe('the vector store', () => {
  it('stores little-endian float4 and reads it back exactly', () => {
    const vector = Float32Array.from([0.5, -1.25, 3.0e-8]);
    const bytes = toBytes(vector);
    expect(bytes.byteLength).toBe(12);
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 0, 63]);
    expect(fromBytes(bytes)).toEqual(vector);
  });

  it('answers the nearest of the scopes asked, of the same model only, best first; a put replaces', async () => {
    const orgId = (await signup(app)).session.organization.id;
    const put = (id: string, scope: string, model: string, vector: Float32Array) => app.db.prisma.$transaction((tx) => putVector(app.db.prisma, tx, { id, orgId, scope, model, vector }));
    await put('a', 's1', 'm', unit(1, 0, 0));
    await put('b', 's1', 'm', unit(1, 1, 0));
    await put('c', 's2', 'm', unit(0, 1, 0));
    await put('d', 's1', 'other-model', unit(1, 0, 0));
    await put('e', 's3', 'm', unit(1, 0, 0));
    const query = { orgId, model: 'm', vector: unit(1, 0.1, 0), k: 10 };
    expect((await nearest(app.db.prisma, { ...query, scopes: ['s1', 's2'] })).map((hit) => hit.id)).toEqual(['a', 'b', 'c']);
    await put('a', 's1', 'm', unit(0, 0, 1));
    const hits = await nearest(app.db.prisma, { ...query, scopes: ['s1'], k: 1 });
    expect(hits.map((hit) => hit.id)).toEqual(['b']);
    expect(hits[0]!.score).toBeCloseTo(Math.SQRT1_2 * (1 + 0.1) / Math.hypot(1, 0.1), 5);
    expect(await nearest(app.db.prisma, { ...query, scopes: [] })).toEqual([]);
    expect(await nearest(app.db.prisma, { ...query, orgId: 'org_other', scopes: ['s1'] })).toEqual([]);
  });

  it("gives the same answers through pgvector's index as through the bytes scored in Node", async () => {
    const orgId = (await signup(app)).session.organization.id;
    const random = () => normalize(Float32Array.from({ length: 384 }, () => Math.random() * 2 - 1));
    await app.db.prisma.$transaction(async (tx) => {
      for (let i = 0; i < 300; i++) await putVector(app.db.prisma, tx, { id: `p${i}`, orgId, scope: i % 3 === 0 ? 'mine' : 'theirs', model: 'm', vector: random() });
    });
    // A second client of the same database that never prepared pgvector: the bytes, scored here.
    const plain = connectDatabase(app.db.url);
    try {
      expect(vectorBackend(app.db.prisma)).toBe('pgvector');
      expect(vectorBackend(plain.prisma)).toBe('bytea');
      for (let run = 0; run < 5; run++) {
        const query = { orgId, scopes: ['mine'], model: 'm', vector: random(), k: 10 };
        const [indexed, scanned] = await Promise.all([nearest(app.db.prisma, query), nearest(plain.prisma, query)]);
        // HNSW is approximate: the nearest is the same, nine in ten of the rest at least, and a
        // vector's score is the same either way.
        expect(indexed[0]!.id).toBe(scanned[0]!.id);
        const exact = new Map(scanned.map((hit) => [hit.id, hit.score]));
        expect(indexed.filter((hit) => exact.has(hit.id)).length).toBeGreaterThanOrEqual(9);
        for (const hit of indexed) if (exact.has(hit.id)) expect(hit.score).toBeCloseTo(exact.get(hit.id)!, 5);
      }
    } finally {
      await plain.close();
    }
  });

  it('writes many vectors at once, replacing those there, through both backends', async () => {
    const orgId = (await signup(app)).session.organization.id;
    const random = () => normalize(Float32Array.from({ length: 384 }, () => Math.random() * 2 - 1));
    const items = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, orgId, scope: `batch:${prefix}`, model: 'm', vector: random() }));
    // A second client of the same database that never prepared pgvector writes the bytes only.
    const plain = connectDatabase(app.db.url);
    try {
      for (const [db, prefix] of [[app.db.prisma, 'idx'], [plain.prisma, 'raw']] as const) {
        // More than one statement's batch (500), and a second write that replaces half of them.
        const first = items(prefix, 620);
        await db.$transaction((tx) => putVectors(db, tx, first));
        const replaced = first.slice(0, 310).map((item) => ({ ...item, scope: `batch:${prefix}:moved`, vector: random() }));
        await db.$transaction((tx) => putVectors(db, tx, replaced));
        const stored = await app.db.prisma.vectorItem.findMany({ where: { orgId, scope: { startsWith: `batch:${prefix}` } } });
        expect(stored).toHaveLength(620);
        const expected = new Map([...first, ...replaced].map((item) => [item.id, item]));
        for (const row of stored) {
          expect(row.scope).toBe(expected.get(row.id)!.scope);
          expect(fromBytes(row.embedding)).toEqual(expected.get(row.id)!.vector);
        }
        const [counted] = await app.db.prisma.$queryRaw<{ indexed: number }[]>`
          SELECT count(embedding_vector)::int AS indexed FROM vector_items WHERE org_id = ${orgId} AND scope LIKE ${`batch:${prefix}%`}`;
        expect(counted!.indexed).toBe(db === plain.prisma ? 0 : 620);
        // Each backend finds a replaced vector under its new scope only, as its own nearest.
        const probe = replaced[7]!;
        const query = { orgId, model: 'm', vector: probe.vector, k: 1 };
        expect((await nearest(db, { ...query, scopes: [probe.scope] }))[0]).toMatchObject({ id: probe.id });
        expect((await nearest(db, { ...query, scopes: [`batch:${prefix}`] }))[0]?.id).not.toBe(probe.id);
      }
    } finally {
      await plain.close();
    }
  });
});
