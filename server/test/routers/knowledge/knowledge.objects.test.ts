import { describe, expect, it } from 'vitest';
import { createKnowledgeIngester, MAX_OBJECT_BYTES } from '../../../src/domain/knowledge/ingest.js';
import { createLogger } from '../../../src/logger.js';
import type { KnowledgeDocumentResponse } from '../../../src/routers/knowledge/knowledge.types.js';
import { useTestApp } from '../../support/app.js';
import { hashingEmbedder } from '../../support/hashing-embedder.js';
import { call, signup, type Credential } from '../../support/identity.js';
import { createObject, storageEnv, storedObject } from '../../support/storage.js';
import { newCollection, pdfOf, query } from './fixtures.js';

/** Objects over 2,000 bytes are read in the background. */
const app = useTestApp({ env: storageEnv({ PROCTOR_KNOWLEDGE_ASYNC_BYTES: '2000' }) });

const problem = (raw: string) => JSON.parse(raw) as { error: { code: string; message: string; details?: { path: string }[] } };

const submit = (as: Credential, collectionId: string, body: Record<string, unknown>) =>
  call<KnowledgeDocumentResponse>(app, 'POST', `/api/v1/knowledge/collections/${collectionId}/documents`, { as, body });

describe('knowledge: a stored object as a document (local store)', () => {
  it("reads an object's bytes through the store, its content type picking the reader, titled by its file name", async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const markdown = await storedObject(app, owner.cookie, Buffer.from('# Parking\n\nVisitors park on level two of the garage.\n'), 'handbook/parking.md', 'text/markdown; charset=utf-8');
    const added = await submit(as, collection.id, { object_id: markdown.object.id });
    expect(added.status, added.raw).toBe(201);
    expect(added.body).toMatchObject({ status: 'ready', title: 'parking.md', content_type: 'text/markdown', chunks: 1 });
    const pdf = await storedObject(app, owner.cookie, pdfOf(['Lockers are on the ground floor.']), 'handbook/lockers.pdf', 'application/pdf');
    const fromPdf = await submit(as, collection.id, { object_id: pdf.object.id, title: 'Lockers' });
    expect(fromPdf.status, fromPdf.raw).toBe(201);
    expect(fromPdf.body).toMatchObject({ status: 'ready', title: 'Lockers', content_type: 'application/pdf' });
    expect((await query(app, as, collection.id, 'where are the lockers?', 1))[0]).toMatchObject({ document_id: fromPdf.body.id });
    const audit = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'knowledge_document.created', targetId: added.body.id } });
    expect(audit.details).toMatchObject({ object_id: markdown.object.id });

    // A content type no reader takes is 400, unless the request names how to read it.
    const octets = await storedObject(app, owner.cookie, Buffer.from('Bicycles go in the courtyard rack.'), 'misc/bikes', 'application/octet-stream');
    const unreadable = await submit(as, collection.id, { object_id: octets.object.id });
    expect(unreadable.status).toBe(400);
    expect(problem(unreadable.raw).error.message).toContain('application/octet-stream');
    expect((await submit(as, collection.id, { object_id: octets.object.id, content_type: 'text/plain' })).body).toMatchObject({ status: 'ready', title: 'bikes' });
  });

  it("is 404 for another organization's or workspace's object or none, 409 for one not uploaded or deleted, 400 for one too big, storing nothing", async () => {
    const owner = await signup(app);
    const other = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const theirs = await storedObject(app, other.cookie, Buffer.from('Their secret plans.'));
    const elsewhere = await storedObject(app, owner.cookie, Buffer.from('Another workspace.'));
    await app.db.prisma.storageObject.update({ where: { id: elsewhere.object.id }, data: { workspaceId: 'wsp_01jh0x9z8y7x6w5v4t3s2r1q0p' } });
    for (const id of [theirs.object.id, elsewhere.object.id, 'obj_01jh0xb7d9f1h3k5m7p9r1t3v5']) {
      const answer = await submit(as, collection.id, { object_id: id });
      expect(answer.status, answer.raw).toBe(404);
      expect(problem(answer.raw).error.message).toContain('Stored object');
    }
    const pending = await createObject(app, owner.cookie, { key: 'later.txt', content_type: 'text/plain', size: 10 });
    const notYet = await submit(as, collection.id, { object_id: pending.body.object.id });
    expect(notYet.status).toBe(409);
    expect(problem(notYet.raw).error.message).toContain('no bytes yet');
    const deleted = await storedObject(app, owner.cookie, Buffer.from('Deleted words.'));
    expect((await call(app, 'DELETE', `/api/v1/storage/objects/${deleted.object.id}`, { as })).status).toBe(204);
    const gone = await submit(as, collection.id, { object_id: deleted.object.id });
    expect(gone.status).toBe(409);
    expect(problem(gone.raw).error.message).toContain('deleted');
    // An object bigger than a document may be is refused before its bytes are read (they would be held whole).
    const huge = await storedObject(app, owner.cookie, Buffer.from('Pretend this is big.'));
    await app.db.prisma.storageObject.update({ where: { id: huge.object.id }, data: { size: BigInt(MAX_OBJECT_BYTES + 1) } });
    const tooBig = await submit(as, collection.id, { object_id: huge.object.id });
    expect(tooBig.status).toBe(400);
    expect(problem(tooBig.raw).error.message).toContain(`at most ${MAX_OBJECT_BYTES}`);
    expect(await app.db.prisma.knowledgeDocument.count({ where: { collectionId: collection.id } })).toBe(0);
  });

  it('reads a big object in the background; one deleted before it is read ends failed, saying so', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const text = Array.from({ length: 60 }, (_, index) => (index === 30 ? 'The roof garden opens in May.' : `Rule ${index} of the building, unremarkable.`)).join('\n\n');
    const big = await storedObject(app, owner.cookie, Buffer.from(text), 'handbook/building.txt', 'text/plain');
    const kept = await submit(as, collection.id, { object_id: big.object.id });
    expect(kept.status, kept.raw).toBe(202);
    expect(kept.body).toMatchObject({ status: 'pending', title: 'building.txt' });
    const doomed = await storedObject(app, owner.cookie, Buffer.from(text), 'handbook/doomed.txt', 'text/plain');
    const lost = await submit(as, collection.id, { object_id: doomed.object.id });
    expect(lost.status).toBe(202);
    expect((await call(app, 'DELETE', `/api/v1/storage/objects/${doomed.object.id}`, { as })).status).toBe(204);

    // An instance reads one document at a time: two ticks, each waited for.
    for (let round = 0; round < 2; round++) {
      const worker = createKnowledgeIngester({ db: app.db.prisma, config: app.config, embedder: hashingEmbedder(), logger: createLogger('silent') });
      expect((await worker.tick()).started).toBe(1);
      await worker.stop();
    }
    const documents = await app.db.prisma.knowledgeDocument.findMany({ where: { collectionId: collection.id }, orderBy: { id: 'asc' } });
    expect(documents.map((document) => [document.status, document.error])).toEqual([
      ['ready', null],
      ['failed', expect.stringContaining('deleted')],
    ]);
    expect((await query(app, as, collection.id, 'when does the roof garden open?', 1))[0]).toMatchObject({ document_id: kept.body.id });
  });
});
