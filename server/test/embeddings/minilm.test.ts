import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { miniLmEmbedder, MINILM_MODEL } from '../../src/domain/embeddings/minilm.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { useTestApp } from '../support/app.js';
import { parentAgent } from '../support/spawn.js';
import { remember, search } from '../routers/agents/memories/fixtures.js';

const modelDir = loadConfig({}).embeddingModelDir;
if (!existsSync(path.join(modelDir, 'model.onnx'))) {
  // The root test command installs it (scripts/ensure-embedding-model.sh); a skip would hide it.
  throw new Error(`The embedding model is missing in ${modelDir}: run sh scripts/ensure-embedding-model.sh`);
}
const embedder = miniLmEmbedder(modelDir, createLogger('silent'));
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);

describe('all-MiniLM-L6-v2 (int8), the local embedder', () => {
  it('gives unit vectors of 384 dimensions, a paraphrase near and an unrelated sentence far', async () => {
    const [paid, settled, cat] = await embedder.embed(['The invoice was paid by credit card.', 'A card payment settled the bill.', 'The cat sat on the mat.']);
    expect(embedder).toMatchObject({ model: MINILM_MODEL, dims: 384 });
    expect(paid).toHaveLength(384);
    expect(cosine(paid!, paid!)).toBeCloseTo(1, 5);
    expect(cosine(paid!, settled!)).toBeCloseTo(0.652, 2);
    expect(cosine(paid!, cat!)).toBeLessThan(0.1);
  });

  it('cuts a text past 256 tokens as sentence-transformers does, and embeds it', async () => {
    const [long] = await embedder.embed(['budget '.repeat(2_000)]);
    expect(cosine(long!, long!)).toBeCloseTo(1, 5);
  });
});

describe('memories searched by meaning with the real model', () => {
  const app = useTestApp({ embedder });

  it('ranks the memory that means the query first, though it shares no word with it', async () => {
    const agent = await parentAgent(app, null);
    const corpus = [
      'Acme ships bolts within two days of the order',
      'The staging server credentials change every quarter',
      'Our biggest customer prefers to be contacted by phone',
      'Lunch is served in the cafeteria at noon',
    ];
    const ids: string[] = [];
    for (const content of corpus) ids.push((await remember(app, { bearer: agent.liveKey }, agent.agentId, { content })).body.id);
    const cases: [string, number][] = [
      ['how fast does the supplier deliver?', 0],
      ['when are passwords rotated', 1],
      ['best way to reach our top client', 2],
    ];
    for (const [query, expected] of cases) {
      const found = await search(app, { bearer: agent.liveKey }, agent.agentId, query, 4);
      expect(found.body.data[0]!.id, query).toBe(ids[expected]);
    }
  });
});
