import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { miniLmEmbedder } from '../../../src/domain/embeddings/minilm.js';
import { vectorBackend } from '../../../src/domain/vectors/pgvector.js';
import { createLogger } from '../../../src/logger.js';
import { useTestApp } from '../../support/app.js';
import { signup } from '../../support/identity.js';
import { CORPUS, QUERIES } from './corpus.js';
import { addDocument, newCollection, query } from './fixtures.js';

const modelDir = loadConfig({}).embeddingModelDir;
if (!existsSync(path.join(modelDir, 'model.onnx'))) {
  // The root test command installs it (scripts/ensure-embedding-model.sh); a skip would hide it.
  throw new Error(`The embedding model is missing in ${modelDir}: run sh scripts/ensure-embedding-model.sh`);
}
const app = useTestApp({ embedder: miniLmEmbedder(modelDir, createLogger('silent')) });

/** The floor of recall@5 on the corpus with the local model; docs/knowledge.md reports the measured figure. */
const RECALL_AT_5_FLOOR = 0.9;

describe('knowledge relevance with the local model', () => {
  it(`finds the answering document among the top 5 passages for at least ${RECALL_AT_5_FLOOR * 100}% of the questions (recall@5)`, async () => {
    expect(Object.keys(CORPUS).length).toBeGreaterThanOrEqual(30);
    expect(QUERIES.length).toBeGreaterThanOrEqual(20);
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as, 'Handbook');
    const idOf = new Map<string, string>();
    for (const [title, content] of Object.entries(CORPUS)) {
      idOf.set(title, (await addDocument(app, as, collection.id, { title, content_type: 'text/plain', content })).id);
    }
    let found = 0;
    let first = 0;
    const missed: string[] = [];
    for (const [question, answer] of QUERIES) {
      const hits = await query(app, as, collection.id, question, 5);
      const rank = hits.findIndex((hit) => hit.document_id === idOf.get(answer));
      if (rank >= 0) found++;
      else missed.push(question);
      if (rank === 0) first++;
    }
    const recall = found / QUERIES.length;
    console.info(`knowledge recall@5 = ${recall.toFixed(3)} (${found}/${QUERIES.length}), top-1 = ${(first / QUERIES.length).toFixed(3)}, backend ${vectorBackend(app.db.prisma)}; missed: ${JSON.stringify(missed)}`);
    expect(recall, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(RECALL_AT_5_FLOOR);
  }, 120_000);
});
