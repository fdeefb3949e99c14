import { describe, expect, it } from 'vitest';
import { CHUNK_CHARS } from '../../../src/domain/knowledge/chunks.js';
import { useTestApp } from '../../support/app.js';
import { call, signup } from '../../support/identity.js';
import { addDocument, newCollection, pdfOf, query } from './fixtures.js';

const app = useTestApp();

describe('knowledge collections', () => {
  it('creates, lists a page at a time, gets and deletes a collection with its documents and vectors', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const first = await newCollection(app, as, 'First');
    const second = await newCollection(app, as, 'Second');
    const page = await call<{ data: { id: string }[]; next_cursor: string | null }>(app, 'GET', '/api/v1/knowledge/collections?limit=1', { as });
    expect(page.body.data.map((c) => c.id)).toEqual([first.id]);
    const next = await call<{ data: { id: string }[]; next_cursor: string | null }>(app, 'GET', `/api/v1/knowledge/collections?limit=1&cursor=${page.body.next_cursor}`, { as });
    expect(next.body).toEqual({ data: [expect.objectContaining({ id: second.id })], next_cursor: null });
    expect((await call(app, 'GET', `/api/v1/knowledge/collections/${first.id}`, { as })).body).toEqual(first);

    const document = await addDocument(app, as, first.id, { content_type: 'text/plain', content: 'Refunds are paid within thirty days.' });
    expect(document).toMatchObject({ collection_id: first.id, title: 'Refunds are paid within thirty days.', status: 'ready', error: null, chunks: 1 });
    expect(await app.db.prisma.vectorItem.count({ where: { scope: `knowledge:${first.id}` } })).toBe(1);
    const markdown = await addDocument(app, as, first.id, { content_type: 'text/markdown', content: '## Shipping\n\nOrders ship on Tuesdays.' });
    expect(markdown.title).toBe('Shipping');

    expect((await call(app, 'DELETE', `/api/v1/knowledge/collections/${first.id}`, { as })).status).toBe(204);
    expect((await call(app, 'GET', `/api/v1/knowledge/collections/${first.id}`, { as })).status).toBe(404);
    expect(await app.db.prisma.vectorItem.count({ where: { scope: `knowledge:${first.id}` } })).toBe(0);
    expect(await app.db.prisma.knowledgeChunk.count({ where: { collectionId: first.id } })).toBe(0);
    const audit = await app.db.prisma.auditEntry.findMany({ where: { orgId: owner.session.organization.id, action: { startsWith: 'knowledge_' } }, orderBy: { seq: 'asc' } });
    expect(audit.map((entry) => entry.action)).toEqual(['knowledge_collection.created', 'knowledge_collection.created', 'knowledge_document.created', 'knowledge_document.created', 'knowledge_collection.deleted']);
  });

  it('cuts a long document into overlapping passages whose offsets index its text, and finds the passage a query names', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const sentences = Array.from({ length: 60 }, (_, index) => `Section ${index} talks about topic number ${index} in some detail.`);
    sentences[42] = 'The warehouse in Rotterdam ships orders every Tuesday morning.';
    const content = sentences.join(' ');
    const document = await addDocument(app, as, collection.id, { title: 'Long', content_type: 'text/plain', content });
    expect(document.chunks).toBeGreaterThan(3);
    const chunks = await app.db.prisma.knowledgeChunk.findMany({ where: { documentId: document.id }, orderBy: { position: 'asc' } });
    for (const [index, chunk] of chunks.entries()) {
      expect(content.slice(chunk.startOffset, chunk.endOffset)).toBe(chunk.text);
      expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_CHARS);
      if (index > 0) expect(chunk.startOffset).toBeLessThan(chunks[index - 1]!.endOffset);
    }
    const hits = await query(app, as, collection.id, 'When does the Rotterdam warehouse ship orders?', 3);
    const best = hits[0];
    expect(hits).toHaveLength(3);
    expect(best).toMatchObject({ document_id: document.id, document_title: 'Long' });
    expect(best!.text).toContain('Rotterdam');
    expect(content.slice(best!.start_offset, best!.end_offset)).toBe(best!.text);
    expect(hits.map((hit) => hit.score)).toEqual(hits.map((hit) => hit.score).sort((a, b) => b - a));

    const listed = await call<{ data: { id: string; chunks: number }[] }>(app, 'GET', `/api/v1/knowledge/collections/${collection.id}/documents`, { as });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: document.id, chunks: document.chunks })]);
  });

  it('reads HTML as its article, without scripts, styles or navigation, and takes its title', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const html = `<!doctype html><html><head><title>Parental leave policy</title><style>.x{color:red}</style><script>var secret = 'tracking';</script></head>
      <body><nav><a href="/">Home</a> <a href="/jobs">Jobs</a></nav><article><h1>Parental leave policy</h1>
      <p>Every employee may take sixteen weeks of paid parental leave after the birth or adoption of a child.</p>
      <p>Leave may be split into two blocks taken within the first year, and is requested through the people team.</p></article></body></html>`;
    const document = await addDocument(app, as, collection.id, { content_type: 'text/html', content: html });
    expect(document.title).toBe('Parental leave policy');
    const stored = await app.db.prisma.knowledgeDocument.findUniqueOrThrow({ where: { id: document.id } });
    expect(stored.text).toContain('sixteen weeks of paid parental leave');
    expect(stored.text).not.toContain('tracking');
    expect(stored.text).not.toContain('color:red');
    const [best] = await query(app, as, collection.id, 'how many weeks of parental leave', 1);
    expect(best!.text).toContain('sixteen weeks');
  });

  it('reads a PDF sent in base64, page by page', async () => {
    const owner = await signup(app);
    const as = { cookie: owner.cookie };
    const collection = await newCollection(app, as);
    const pdf = pdfOf(['Badges are renewed every spring at reception.', 'Bring your old badge along.']);
    const document = await addDocument(app, as, collection.id, { title: 'Badges', content_type: 'application/pdf', content: pdf.toString('base64') });
    expect(document).toMatchObject({ status: 'ready', content_type: 'application/pdf', chunks: 1 });
    const stored = await app.db.prisma.knowledgeDocument.findUniqueOrThrow({ where: { id: document.id } });
    expect(stored.text).toBe('Badges are renewed every spring at reception.\nBring your old badge along.');
    const [best] = await query(app, as, collection.id, 'when are badges renewed', 1);
    expect(best).toMatchObject({ document_id: document.id, start_offset: 0 });
  });
});
