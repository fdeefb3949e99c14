import { describe, expect, it } from 'vitest';
import type { Embedder } from '../../../src/domain/embeddings/embedder.js';
import { createKnowledgeIngester, MAX_INGEST_ATTEMPTS } from '../../../src/domain/knowledge/ingest.js';
import { createLogger } from '../../../src/logger.js';
import type { KnowledgeDocumentResponse } from '../../../src/routers/knowledge/knowledge.types.js';
import { useTestApp, type TestApp } from '../../support/app.js';
import { runBackgroundWork } from '../../support/background.js';
import { hashingEmbedder } from '../../support/hashing-embedder.js';
import { call, signup, type Credential } from '../../support/identity.js';
import { storageEnv } from '../../support/storage.js';
import { newCollection, pdfOf, query } from './fixtures.js';

/** Documents over 2,000 bytes are read in the background. */
const ASYNC_BYTES = 2_000;
const app = useTestApp({ env: storageEnv({ PROCTOR_KNOWLEDGE_ASYNC_BYTES: String(ASYNC_BYTES) }) });

const problem = (raw: string) => JSON.parse(raw) as { error: { code: string; message: string } };

/** A text of `count` sentences, one of them `needle`: about 60 characters a sentence. */
const longText = (count: number, needle: string, at = Math.floor(count / 2)) =>
  Array.from({ length: count }, (_, index) => (index === at ? needle : `Paragraph ${index} covers ordinary matter number ${index}.`)).join(' ');

async function submit(as: Credential, collectionId: string, body: Record<string, unknown>) {
  return call<KnowledgeDocumentResponse>(app, 'POST', `/api/v1/knowledge/collections/${collectionId}/documents`, { as, body });
}

async function documentsOf(as: Credential, collectionId: string): Promise<KnowledgeDocumentResponse[]> {
  const listed = await call<{ data: KnowledgeDocumentResponse[] }>(app, 'GET', `/api/v1/knowledge/collections/${collectionId}/documents`, { as });
  expect(listed.status, listed.raw).toBe(200);
  return listed.body.data;
}

/** The document once its status is ready or failed, as the list shows it. */
async function settled(as: Credential, collectionId: string, id: string): Promise<KnowledgeDocumentResponse> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const document = (await documentsOf(as, collectionId)).find((candidate) => candidate.id === id)!;
    if (document.status === 'ready' || document.status === 'failed') return document;
    if (Date.now() > deadline) throw new Error(`document still ${document.status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An embedder that waits for `release` before answering, counting the passages it was asked for. */
function gatedEmbedder() {
  const inner = hashingEmbedder();
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const calls = { passages: 0, started: 0 };
  let started!: () => void;
  const firstCall = new Promise<void>((resolve) => (started = resolve));
  const embedder: Embedder = {
    model: inner.model,
    dims: inner.dims,
    async embed(texts) {
      calls.started += 1;
      started();
      await gate;
      calls.passages += texts.length;
      return inner.embed(texts);
    },
  };
  return { embedder, calls, release: open, firstCall };
}

const ingester = (target: TestApp, embedder: Embedder = hashingEmbedder()) => createKnowledgeIngester({ db: target.db.prisma, config: target.config, embedder, logger: createLogger('silent') });

describe('knowledge: documents read in the background', () => {
  it('answers a big document 202 pending, reads it in the background to ready, and finds it; a small one stays 201 ready', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const small = await submit(as, collection.id, { content_type: 'text/plain', content: 'Refunds are paid within thirty days.' });
    expect(small.status, small.raw).toBe(201);
    expect(small.body.status).toBe('ready');

    const content = longText(80, 'The lighthouse keeper rings the brass bell at dusk.');
    expect(Buffer.byteLength(content)).toBeGreaterThan(ASYNC_BYTES);
    const big = await submit(as, collection.id, { content_type: 'text/plain', content });
    expect(big.status, big.raw).toBe(202);
    expect(big.body).toMatchObject({ status: 'pending', chunks: 0, error: null, title: 'Paragraph 0 covers ordinary matter number 0. Paragraph 1 covers ordinary matter' });
    expect((await query(app, as, collection.id, 'who rings the bell at dusk?', 5)).every((hit) => hit.document_id !== big.body.id)).toBe(true);

    const stop = runBackgroundWork(app.db, app.config);
    try {
      const done = await settled(as, collection.id, big.body.id);
      expect(done).toMatchObject({ status: 'ready', error: null, chars: content.length });
      expect(done.chunks).toBeGreaterThan(3);
    } finally {
      await stop();
    }
    const [best] = await query(app, as, collection.id, 'who rings the brass bell at dusk?', 1);
    expect(best).toMatchObject({ document_id: big.body.id });
    expect(best!.text).toContain('lighthouse keeper');
    const row = await app.db.prisma.knowledgeDocument.findUniqueOrThrow({ where: { id: big.body.id } });
    expect(row).toMatchObject({ source: null, leaseUntil: null, attempts: 1 });
    // The small document's one passage and the big one's, each with its vector.
    const passages = await app.db.prisma.knowledgeChunk.count({ where: { collectionId: collection.id } });
    expect(await app.db.prisma.vectorItem.count({ where: { scope: `knowledge:${collection.id}` } })).toBe(passages);
  });

  it('ends a big broken PDF failed with why, and a document the embedder fails on failed with its error', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(ASYNC_BYTES, 'x')]).toString('base64');
    const pdf = await submit(as, collection.id, { content_type: 'application/pdf', content: broken });
    expect(pdf.status, pdf.raw).toBe(202);
    expect(pdf.body.title).toBe('Untitled');
    await ingester(app).tick();
    const failed = await settled(as, collection.id, pdf.body.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('content is not a readable PDF');
    expect(failed.chunks).toBe(0);

    const text = await submit(as, collection.id, { content_type: 'text/plain', content: longText(60, 'Nothing special.') });
    expect(text.status).toBe(202);
    const failing: Embedder = { model: 'hashing-384', dims: 384, embed: () => Promise.reject(new Error('the model ran out of memory')) };
    const worker = ingester(app, failing);
    await worker.tick();
    await worker.stop();
    const why = await settled(as, collection.id, text.body.id);
    expect(why).toMatchObject({ status: 'failed', error: 'The embedder or the store failed: the model ran out of memory' });
    expect(await app.db.prisma.knowledgeChunk.count({ where: { collectionId: collection.id } })).toBe(0);
    expect(await app.db.prisma.knowledgeDocument.count({ where: { collectionId: collection.id, source: { not: null } } })).toBe(0);
  });

  it('reads a big PDF in the background, titled by its first line', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const lines = Array.from({ length: 40 }, (_, index) => `Line ${index} of the harbour safety rules for visiting boats.`);
    const pdf = await submit(as, collection.id, { content_type: 'application/pdf', content: pdfOf(lines).toString('base64') });
    expect(pdf.status, pdf.raw).toBe(202);
    const worker = ingester(app);
    await worker.tick();
    await worker.stop();
    expect(await settled(as, collection.id, pdf.body.id)).toMatchObject({ status: 'ready', title: 'Line 0 of the harbour safety rules for visiting boats.' });
  });

  it('lets one of two instances claim a document, once', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const added = await submit(as, collection.id, { content_type: 'text/markdown', content: longText(60, 'The cellar holds the archive.') });
    expect(added.status).toBe(202);
    const first = gatedEmbedder();
    const second = gatedEmbedder();
    const [a, b] = [ingester(app, first.embedder), ingester(app, second.embedder)];
    const ticks = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(ticks.reduce((sum, tick) => sum + tick.started, 0)).toBe(1);
    first.release();
    second.release();
    await Promise.all([a.stop(), b.stop()]);
    const document = await settled(as, collection.id, added.body.id);
    expect(document.status).toBe('ready');
    expect(first.calls.passages + second.calls.passages).toBe(document.chunks);
    expect(Math.min(first.calls.started, second.calls.started)).toBe(0);
    expect(await app.db.prisma.knowledgeChunk.count({ where: { documentId: added.body.id } })).toBe(document.chunks);
    expect((await app.db.prisma.knowledgeDocument.findUniqueOrThrow({ where: { id: added.body.id } })).attempts).toBe(1);
  });

  it('takes up a document whose instance died once its lease passes; the late first instance writes nothing', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const added = await submit(as, collection.id, { content_type: 'text/plain', content: longText(60, 'The ferry leaves at noon.') });
    // The first instance claims it and stalls in its model (as one that crashed would, holding it).
    const stalled = gatedEmbedder();
    const dying = ingester(app, stalled.embedder);
    expect((await dying.tick()).started).toBe(1);
    await stalled.firstCall;
    expect((await documentsOf(as, collection.id))[0]!.status).toBe('processing');
    // While its lease holds, no one else takes it.
    const rescuer = ingester(app);
    expect((await rescuer.tick()).started).toBe(0);
    expect(await rescuer.nextDueMs()).toBeGreaterThan(60_000);
    // The lease passes (database time): the next instance takes it up and reads it.
    await app.db.prisma.$executeRaw`UPDATE knowledge_documents SET lease_until = now() - interval '1 second' WHERE id = ${added.body.id}`;
    expect(await rescuer.nextDueMs()).toBeLessThanOrEqual(0);
    expect((await rescuer.tick()).started).toBe(1);
    await rescuer.stop();
    const document = await settled(as, collection.id, added.body.id);
    expect(document.status).toBe('ready');
    // The first instance wakes: its claim is gone, and it changes nothing.
    stalled.release();
    await dying.stop();
    expect(await app.db.prisma.knowledgeChunk.count({ where: { documentId: added.body.id } })).toBe(document.chunks);
    expect(await app.db.prisma.knowledgeDocument.findUniqueOrThrow({ where: { id: added.body.id } })).toMatchObject({ status: 'ready', attempts: 2 });
    expect((await query(app, as, collection.id, 'when does the ferry leave?', 1))[0]!.text).toContain('ferry leaves at noon');
  });

  it(`fails a document whose reading was interrupted ${MAX_INGEST_ATTEMPTS} times`, async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const added = await submit(as, collection.id, { content_type: 'text/plain', content: longText(60, 'Poison.') });
    await app.db.prisma.$executeRaw`
      UPDATE knowledge_documents SET status = 'processing', attempts = ${MAX_INGEST_ATTEMPTS}, lease_until = now() - interval '1 second' WHERE id = ${added.body.id}`;
    const worker = ingester(app);
    await worker.tick();
    await worker.stop();
    const document = await settled(as, collection.id, added.body.id);
    expect(document).toMatchObject({ status: 'failed', error: expect.stringContaining(`interrupted ${MAX_INGEST_ATTEMPTS} times`) });
  });

  it('refuses content and object_id together or neither, and content without its type, storing nothing', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    for (const body of [
      { content_type: 'text/plain', content: 'x', object_id: 'obj_01jh0xb7d9f1h3k5m7p9r1t3v5' },
      { content_type: 'text/plain' },
      { content: 'x' },
    ]) {
      const answer = await submit(as, collection.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(problem(answer.raw).error.code).toBe('invalid_request');
    }
    expect(await documentsOf(as, collection.id)).toEqual([]);
  });
});
