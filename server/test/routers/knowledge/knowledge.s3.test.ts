import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnowledgeIngester } from '../../../src/domain/knowledge/ingest.js';
import { createLogger } from '../../../src/logger.js';
import type { KnowledgeDocumentResponse } from '../../../src/routers/knowledge/knowledge.types.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { hashingEmbedder } from '../../support/hashing-embedder.js';
import { call, signup } from '../../support/identity.js';
import { createBucket, startMoto, type MotoServer } from '../../support/s3.js';
import { createObject, sha256Of, storageEnv } from '../../support/storage.js';
import { newCollection, pdfOf, query } from './fixtures.js';

const BUCKET = 'proctor-test-knowledge';
let moto: MotoServer;
let app: TestApp;

beforeAll(async () => {
  moto = await startMoto();
  await createBucket(moto, BUCKET);
  app = await startTestApp({ env: storageEnv({ ...moto.env(BUCKET), PROCTOR_KNOWLEDGE_ASYNC_BYTES: '2000' }) });
}, 240_000);

afterAll(async () => {
  await app?.close();
  await moto?.stop();
});

/** An object uploaded to its presigned S3 URL (moto), its bytes settled on the next read. */
async function uploaded(cookie: string, bytes: Buffer, key: string, contentType: string): Promise<string> {
  const made = await createObject(app, cookie, { key, content_type: contentType, size: bytes.length, sha256: sha256Of(bytes) });
  expect(made.status, made.raw).toBe(201);
  const put = await fetch(made.body.upload_url, { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });
  expect(put.status, await put.text()).toBe(200);
  return made.body.object.id;
}

describe('knowledge: a stored object in an S3-compatible store (moto) as a document', () => {
  it('reads a small PDF in the request and a big text in the background, both from the bucket', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const documents = `/api/v1/knowledge/collections/${collection.id}/documents`;
    const pdfId = await uploaded(owner.cookie, pdfOf(['Fire drills happen on the first Monday.']), 'safety/drills.pdf', 'application/pdf');
    const small = await call<KnowledgeDocumentResponse>(app, 'POST', documents, { as, body: { object_id: pdfId } });
    expect(small.status, small.raw).toBe(201);
    expect(small.body).toMatchObject({ status: 'ready', title: 'drills.pdf', content_type: 'application/pdf', chunks: 1 });

    const text = Array.from({ length: 120 }, (_, index) => (index === 12 ? 'The canteen serves soup on Fridays.' : `Clause ${index}, of no interest.`)).join('\n\n');
    const textId = await uploaded(owner.cookie, Buffer.from(text), 'handbook/canteen.md', 'text/markdown');
    const big = await call<KnowledgeDocumentResponse>(app, 'POST', documents, { as, body: { object_id: textId } });
    expect(big.status, big.raw).toBe(202);
    const worker = createKnowledgeIngester({ db: app.db.prisma, config: app.config, embedder: hashingEmbedder(), logger: createLogger('silent') });
    expect((await worker.tick()).started).toBe(1);
    await worker.stop();
    expect(await app.db.prisma.knowledgeDocument.findUniqueOrThrow({ where: { id: big.body.id } })).toMatchObject({ status: 'ready', chars: text.length, title: 'canteen.md' });

    expect((await query(app, as, collection.id, 'when are fire drills?', 1))[0]).toMatchObject({ document_id: small.body.id });
    // The tests' hashing embedder knows words, not meaning: the passage is among the five nearest.
    const hits = await query(app, as, collection.id, 'the canteen serves soup on Fridays', 5);
    expect(hits.find((hit) => hit.text.includes('canteen'))).toMatchObject({ document_id: big.body.id });
  });
});
