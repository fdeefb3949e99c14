import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { connectDatabase } from '../src/db/client.js';
import { EMBEDDED_DATABASE, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { applyMigrations } from '../src/db/migrations.js';
import { normalize } from '../src/domain/embeddings/embedder.js';
import { toBytes } from '../src/domain/vectors/bytes.js';
import { prepareVectors } from '../src/domain/vectors/pgvector.js';
import { nearest } from '../src/domain/vectors/store.js';
import { createLogger } from '../src/logger.js';

// Usage: pnpm --filter @proctor/server bench:vectors. Not a timed test: a measurement of the
// top-10 search of one agent's memories (domain/vectors/store.ts) over BENCH_VECTORS (default
// 20,000) stored vectors of 384 dimensions, on a throwaway embedded PostgreSQL, through both
// backends: the bytes scored in Node, then (when scripts/ensure-pgvector.sh has run) pgvector's
// HNSW index. The vectors are random unit vectors (what is measured is the search, which does
// not depend on the meaning): all in the searched scope, plus as many in another scope that the
// search must skip.

const COUNT = Number(process.env.BENCH_VECTORS ?? 20_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 50);
const DIMS = 384;

const randomUnit = () => normalize(Float32Array.from({ length: DIMS }, () => Math.random() * 2 - 1));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proctor-bench-vectors-'));
chmodSync(dataDir, 0o755); // as root, the postgres user must reach it
const cluster = await startEmbeddedPostgres({ dataDir, logger: createLogger('warn'), persistent: false });
try {
  const url = cluster.url(EMBEDDED_DATABASE);
  await applyMigrations(url);
  const db = connectDatabase(url);
  const orgId = 'org_bench';
  for (const scope of ['memories:agt_searched', 'memories:agt_other']) {
    for (let start = 0; start < COUNT; start += 1_000) {
      const data = Array.from({ length: Math.min(1_000, COUNT - start) }, (_, index) => ({
        id: `${scope}:${start + index}`,
        orgId,
        scope,
        model: 'bench',
        dims: DIMS,
        embedding: toBytes(randomUnit()),
      }));
      await db.prisma.vectorItem.createMany({ data });
    }
  }
  const measure = async (backend: string) => {
    const timings: number[] = [];
    for (let run = 0; run < QUERIES + 3; run++) {
      const started = performance.now();
      const hits = await nearest(db.prisma, { orgId, scopes: ['memories:agt_searched'], model: 'bench', vector: randomUnit(), k: 10 });
      if (hits.length !== 10) throw new Error(`expected 10 hits, got ${hits.length}`);
      if (run >= 3) timings.push(performance.now() - started); // the first three warm the caches
    }
    timings.sort((a, b) => a - b);
    const at = (p: number) => timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)]!.toFixed(2);
    console.log(
      `${backend}: top-10 of ${COUNT.toLocaleString('en')} vectors (${DIMS} dims; ${COUNT.toLocaleString('en')} more in another scope), ` +
        `${QUERIES} queries: p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms`,
    );
  };
  console.log(`Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`);
  await measure('bytea, scored in Node');
  const started = performance.now();
  if ((await prepareVectors(db, createLogger('warn'))) === 'pgvector') {
    console.log(`pgvector set up (column filled, HNSW index built) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await measure('pgvector, HNSW index');
  } else {
    console.log('pgvector: not available (sh scripts/ensure-pgvector.sh installs it for the embedded server)');
  }
  await db.close();
} finally {
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
