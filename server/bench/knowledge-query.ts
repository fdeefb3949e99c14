import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { normalize } from '../src/domain/embeddings/embedder.js';
import { toBytes } from '../src/domain/vectors/bytes.js';
import { vectorLiteral } from '../src/domain/vectors/pgvector.js';
import { ITERATIVE_SCAN, nearestByIndexSql } from '../src/domain/vectors/store.js';

// The knowledge row of `pnpm bench` (bench/http.ts): POST /api/v1/knowledge/collections/{id}/query
// (k 5) over a collection of `chunks` passages, `queries` times one after another, timed from this
// process: the query embedded by the server's model (the local all-MiniLM-L6-v2 when installed),
// the vector store's search (pgvector's HNSW index where the server set it up, ARCHITECTURE.md
// §9), the passages and their documents read. The collection's documents are written straight
// into the database (embedding 10,000 passages through the API would take minutes, and what is
// measured is the search, which does not depend on the passages' meaning): random unit vectors of
// the server's model and size, as many again in another collection of the same organization that
// the search's scope filter must skip. The statement the store sends is EXPLAINed with the store's
// own settings, so that the row says whether the index answered it.

type Post = (route: string, body: unknown, headers: Record<string, string>) => Promise<{ body: Record<string, unknown> }>;

export interface KnowledgeQueryMeasurement {
  chunks: number;
  other_chunks: number;
  queries: number;
  backend: 'pgvector' | 'bytea';
  /** Whether the plan of the store's statement walks the HNSW index, with the scope filter applied during the walk. */
  uses_hnsw_index: boolean;
  plan: string;
  /** PostgreSQL's execution time of the store's statement alone, from EXPLAIN ANALYZE. */
  sql_execution_ms: number;
  latency_ms: { p50: number; p95: number; p99: number; max: number };
}

const QUESTIONS = [
  'how long do customers have to ask for a refund?',
  'where should visitors park?',
  'who approves travel expenses?',
  'what is the policy on remote work?',
  'how do I reset my password?',
  'when are fire drills held?',
  'how many days of parental leave are there?',
  'what does the canteen serve on Fridays?',
];

/** Passages per document written. */
const PER_DOCUMENT = 100;

const percentile = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 100) / 100;

async function fill(stats: pg.Client, orgId: string, collectionId: string, model: string, dims: number, count: number, withColumn: boolean): Promise<void> {
  const tag = randomBytes(4).toString('hex');
  for (let start = 0; start < count; start += PER_DOCUMENT) {
    const documentId = `kdoc_bench${tag}${start}`;
    const size = Math.min(PER_DOCUMENT, count - start);
    const texts = Array.from({ length: size }, (_, index) => `Passage ${start + index} of the bench handbook: ordinary words about ordinary matters, number ${start + index}.`);
    await stats.query(
      `INSERT INTO knowledge_documents (id, collection_id, org_id, title, content_type, text, chars, status) VALUES ($1, $2, $3, $4, 'text/plain', $5, $6, 'ready')`,
      [documentId, collectionId, orgId, `Bench document ${start / PER_DOCUMENT}`, texts.join('\n\n'), texts.join('\n\n').length],
    );
    const ids = texts.map((_, index) => `kchk_bench${tag}${start + index}`);
    let offset = 0;
    const offsets = texts.map((text) => {
      const at = offset;
      offset += text.length + 2;
      return at;
    });
    await stats.query(
      `INSERT INTO knowledge_chunks (id, document_id, collection_id, position, text, start_offset, end_offset)
       SELECT id, $2, $3, position, text, start_offset, start_offset + length(text) FROM unnest($1::text[], $4::int[], $5::text[], $6::int[]) AS f(id, position, text, start_offset)`,
      [ids, documentId, collectionId, texts.map((_, index) => index), texts, offsets],
    );
    const vectors = ids.map(() => normalize(Float32Array.from({ length: dims }, () => Math.random() * 2 - 1)));
    await stats.query(
      `INSERT INTO vector_items (id, org_id, scope, model, dims, embedding${withColumn ? ', embedding_vector' : ''})
       SELECT id, $2, $3, $4, $5, decode(bytes, 'base64')${withColumn ? ', vector::vector' : ''} FROM unnest($1::text[], $6::text[], $7::text[]) AS f(id, bytes, vector)`,
      [ids, orgId, `knowledge:${collectionId}`, model, dims, vectors.map((vector) => Buffer.from(toBytes(vector)).toString('base64')), vectors.map(vectorLiteral)],
    );
  }
}

export async function measureKnowledgeQuery(baseUrl: string, cookie: string, post: Post, stats: pg.Client, chunks: number, queries: number): Promise<KnowledgeQueryMeasurement> {
  const searched = (await post('/api/v1/knowledge/collections', { name: 'Bench handbook' }, { cookie })).body as { id: string };
  const other = (await post('/api/v1/knowledge/collections', { name: 'Bench elsewhere' }, { cookie })).body as { id: string };
  // One document through the API: the server's own model names the vectors written beside it.
  await post(`/api/v1/knowledge/collections/${searched.id}/documents`, { title: 'Refunds', content_type: 'text/plain', content: 'Customers may ask for a refund within 30 days.' }, { cookie });
  const { rows } = await stats.query<{ org_id: string; model: string; dims: number }>(`SELECT org_id, model, dims FROM vector_items WHERE scope = $1 LIMIT 1`, [`knowledge:${searched.id}`]);
  const { org_id: orgId, model, dims } = rows[0]!;
  const column = await stats.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'vector_items' AND column_name = 'embedding_vector'`);
  const backend = column.rowCount ? 'pgvector' : 'bytea';
  await fill(stats, orgId, searched.id, model, dims, chunks, backend === 'pgvector');
  await fill(stats, orgId, other.id, model, dims, chunks, backend === 'pgvector');
  await stats.query('ANALYZE vector_items');
  await stats.query('ANALYZE knowledge_chunks');

  // The store's statement, as it sends it, for a random query vector.
  let plan = 'the bytes are scored in the server (no pgvector): no plan to show';
  let sqlMs = 0;
  if (backend === 'pgvector') {
    const statement = nearestByIndexSql({ orgId, scopes: [`knowledge:${searched.id}`], model, vector: normalize(Float32Array.from({ length: dims }, () => Math.random() * 2 - 1)), k: 5 });
    await stats.query('BEGIN');
    try {
      await stats.query(ITERATIVE_SCAN);
      const explained = await stats.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${statement.text}`, statement.values as unknown[]);
      const lines = explained.rows.map((row) => row['QUERY PLAN']);
      // The query vector's 384 numbers shortened, so that the plan reads in one line.
      plan = lines.filter((line) => !/Planning|Execution|Buffers/.test(line)).map((line) => line.trim().replace(/'\[[^\]]*\]'/g, "'[…]'")).join(' / ');
      sqlMs = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
    } finally {
      await stats.query('COMMIT');
    }
  }

  const timings: number[] = [];
  for (let run = 0; run < queries + 5; run++) {
    const started = performance.now();
    const answer = await fetch(`${baseUrl}/api/v1/knowledge/collections/${searched.id}/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify({ query: QUESTIONS[run % QUESTIONS.length], k: 5 }),
    });
    const body = (await answer.json()) as { data?: unknown[] };
    if (answer.status !== 200 || body.data?.length !== 5) throw new Error(`knowledge query: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
    if (run >= 5) timings.push(performance.now() - started); // the first five warm the caches
  }
  timings.sort((a, b) => a - b);
  return {
    chunks,
    other_chunks: chunks,
    queries,
    backend,
    uses_hnsw_index: /Index Scan using vector_items_hnsw_\d+/.test(plan),
    plan,
    sql_execution_ms: sqlMs,
    latency_ms: { p50: percentile(timings, 50), p95: percentile(timings, 95), p99: percentile(timings, 99), max: percentile(timings, 100) },
  };
}
