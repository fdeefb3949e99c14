import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_CHARS } from '../../../src/domain/knowledge/ingest.js';
import { unavailableEmbedder } from '../../../src/domain/embeddings/embedder.js';
import { useTestApp } from '../../support/app.js';
import { call, signup } from '../../support/identity.js';
import { newCollection } from './fixtures.js';

const app = useTestApp();
const noModel = useTestApp({ embedder: unavailableEmbedder('No embedding model is installed') });

const problem = (raw: string) => JSON.parse(raw) as { error: { code: string; message: string; details?: { path: string }[] } };

describe('knowledge: bad input changes nothing', () => {
  it('refuses a bad collection or document with 400 naming the field, and stores nothing', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    expect((await call(app, 'POST', '/api/v1/knowledge/collections', { as, body: { name: '' } })).status).toBe(400);
    expect((await call(app, 'POST', '/api/v1/knowledge/collections', { as, body: { name: 'x', extra: 1 } })).status).toBe(400);
    const collection = await newCollection(app, as);
    const documents = `/api/v1/knowledge/collections/${collection.id}/documents`;
    const wrongType = await call(app, 'POST', documents, { as, body: { content_type: 'application/zip', content: 'x' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.raw).toContain('content_type');
    const tooLong = await call(app, 'POST', documents, { as, body: { content_type: 'text/plain', content: 'a'.repeat(MAX_DOCUMENT_CHARS + 1) } });
    expect(tooLong.status).toBe(400);
    const blank = await call(app, 'POST', documents, { as, body: { content_type: 'text/html', content: '<script>only()</script>   ' } });
    expect(blank.status).toBe(400);
    expect(problem(blank.raw).error.message).toContain('no text');
    for (const content of ['not base64!', Buffer.from('plain words, not a PDF').toString('base64')]) {
      const pdf = await call(app, 'POST', documents, { as, body: { content_type: 'application/pdf', content } });
      expect(pdf.status, pdf.raw).toBe(400);
      expect(problem(pdf.raw).error.message).toContain('not a readable PDF');
    }
    const noK = await call(app, 'POST', `/api/v1/knowledge/collections/${collection.id}/query`, { as, body: { query: 'x', k: 51 } });
    expect(noK.status).toBe(400);
    expect(await app.db.prisma.knowledgeDocument.count({ where: { collectionId: collection.id } })).toBe(0);
  });

  it('answers 404 for a collection that is not one, and 400 for an id of another kind in a cursor', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const missing = 'kcol_01jh0xb7d9f1h3k5m7p9r1t3v5';
    for (const [method, suffix, body] of [['GET', '', undefined], ['DELETE', '', undefined], ['GET', '/documents', undefined], ['POST', '/documents', { content_type: 'text/plain', content: 'x' }], ['POST', '/query', { query: 'x' }]] as const) {
      const answer = await call(app, method, `/api/v1/knowledge/collections/${missing}${suffix}`, { as, body });
      expect(answer.status, `${method} ${suffix}`).toBe(404);
    }
    expect((await call(app, 'GET', '/api/v1/knowledge/collections?cursor=obj_01jh0xb7d9f1h3k5m7p9r1t3v5', { as })).status).toBe(400);
  });

  it('is 501 not_configured without an embedder, the document not stored', async () => {
    const owner = await signup(noModel);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(noModel, as);
    const added = await call(noModel, 'POST', `/api/v1/knowledge/collections/${collection.id}/documents`, { as, body: { content_type: 'text/plain', content: 'hello' } });
    expect(added.status).toBe(501);
    expect(problem(added.raw).error.code).toBe('not_configured');
    expect(await noModel.db.prisma.knowledgeDocument.count({ where: { collectionId: collection.id } })).toBe(0);
    expect(await noModel.db.prisma.vectorItem.count({ where: { scope: `knowledge:${collection.id}` } })).toBe(0);
  });
});
