import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createKnowledgeIngester } from '../../../src/domain/knowledge/ingest.js';
import { createLogger } from '../../../src/logger.js';
import type { KnowledgeDocumentResponse } from '../../../src/routers/knowledge/knowledge.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf } from '../../support/dispatch.js';
import { hashingEmbedder } from '../../support/hashing-embedder.js';
import { call, createAgent, mintToken, signup } from '../../support/identity.js';
import { mockProviders } from '../../support/providers.js';

const OPENAI = 'https://api.openai.com/v1';
const hashing = hashingEmbedder();

/** OpenAI's documented answer to POST /v1/embeddings (encoding_format float): one vector per input, here the tests' hashing vectors. */
const server = mockProviders(
  http.post(`${OPENAI}/embeddings`, async ({ request }) => {
    const { input } = (await request.json()) as { input: string[] };
    const vectors = await hashing.embed(input);
    return HttpResponse.json({
      object: 'list',
      data: vectors.map((vector, index) => ({ object: 'embedding', index, embedding: Array.from(vector) })),
      model: 'text-embedding-3-small',
      usage: { prompt_tokens: 9, total_tokens: 9 },
    });
  }),
);
const calls: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).hostname !== '127.0.0.1') calls.push(request.url);
});

const app = useTestApp({ env: { OPENAI_API_KEY: 'sk-proj-test-key', PROCTOR_KNOWLEDGE_ASYNC_BYTES: '2000' } });
const bare = useTestApp();

const create = (target: typeof app, cookie: string, body: Record<string, unknown>) =>
  call<{ id: string; embedder: string; agent_id: string | null; embedding_model: string | null; error: { code: string; message: string; details: { code: string }[] } }>(
    target,
    'POST',
    '/api/v1/knowledge/collections',
    { as: { cookie }, body: { name: 'Handbook', ...body } },
  );
const add = (cookie: string, id: string, content: string) =>
  call<KnowledgeDocumentResponse & { error: { code: string; message: string; details: { code: string }[] } }>(app, 'POST', `/api/v1/knowledge/collections/${id}/documents`, {
    as: { cookie },
    body: { content_type: 'text/plain', content },
  });

describe('a provider knowledge collection', () => {
  it('ingests and queries through embeddings.create dispatched as its agent: debited from the wallet, listed in usage, vectors of its model', async () => {
    const fixture = await agentWithBindings(app, { 'embeddings.create': {} });
    const cookie = fixture.owner.cookie;
    const made = await create(app, cookie, { embedder: 'provider', agent_id: fixture.agentId });
    expect(made.status, made.raw).toBe(201);
    expect(made.body).toMatchObject({ embedder: 'provider', agent_id: fixture.agentId, embedding_model: 'text-embedding-3-small' });
    calls.length = 0;
    const added = await add(cookie, made.body.id, 'The lighthouse keeper rings the brass bell at dusk.');
    expect(added.status, added.raw).toBe(201);
    expect(added.body).toMatchObject({ status: 'ready', chunks: 1 });
    const found = await call<{ data: { document_id: string }[] }>(app, 'POST', `/api/v1/knowledge/collections/${made.body.id}/query`, {
      as: { cookie },
      body: { query: 'who rings the bell?', k: 1 },
    });
    expect(found.status, found.raw).toBe(200);
    expect(found.body.data[0]).toMatchObject({ document_id: added.body.id });
    expect(calls).toEqual([`${OPENAI}/embeddings`, `${OPENAI}/embeddings`]);
    // Two requests of 1 cent each (the minimum), from the organization's wallet of 500.
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 498, held_cents: 0 });
    const usage = await call<{ data: { key: string; executed: number; cost_cents: number }[] }>(app, 'GET', '/api/v1/usage', { as: { bearer: fixture.token } });
    expect(usage.body.data).toContainEqual(expect.objectContaining({ key: 'embeddings.create', executed: 2, cost_cents: 2 }));
    const requests = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId }, orderBy: { createdAt: 'asc' } });
    expect(requests.map((request) => request.idempotencyKey)).toEqual([`knowledge:${added.body.id}:0`, expect.stringMatching(/^knowledge:query:/)]);
    const vectors = await app.db.prisma.vectorItem.findMany({ where: { scope: `knowledge:${made.body.id}` } });
    expect(vectors.map((vector) => vector.model)).toEqual(['text-embedding-3-small']);
  });

  it('refuses an add whose agent is not bound to embeddings.create: 403 policy_violation in words, nothing stored, nothing debited', async () => {
    const fixture = await agentWithBindings(app, {});
    const cookie = fixture.owner.cookie;
    const made = await create(app, cookie, { embedder: 'provider', agent_id: fixture.agentId });
    const added = await add(cookie, made.body.id, 'Refunds are paid within thirty days.');
    expect(added.status, added.raw).toBe(403);
    expect(added.body.error.message).toMatch(/embeddings\.create\) was blocked \(policy_violation\)/);
    expect(added.body.error.details[0]).toMatchObject({ code: 'policy_violation' });
    expect(await app.db.prisma.knowledgeDocument.count({ where: { collectionId: made.body.id } })).toBe(0);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it("ends a background document failed when the agent's budget is spent, with the reason", async () => {
    const fixture = await agentWithBindings(app, { 'embeddings.create': { monthly_budget_cents: 1 } });
    const cookie = fixture.owner.cookie;
    const made = await create(app, cookie, { embedder: 'provider', agent_id: fixture.agentId });
    expect((await add(cookie, made.body.id, 'The first document spends the budget.')).status).toBe(201);
    const big = await add(cookie, made.body.id, Array.from({ length: 60 }, (_, index) => `Paragraph ${index} covers ordinary matter.`).join(' '));
    expect(big.status, big.raw).toBe(202);
    const worker = createKnowledgeIngester({ db: app.db.prisma, config: app.config, embedder: hashing, logger: createLogger('silent') });
    await worker.tick();
    await worker.stop();
    const document = await app.db.prisma.knowledgeDocument.findUniqueOrThrow({ where: { id: big.body.id } });
    expect(document.status).toBe('failed');
    expect(document.error).toMatch(/blocked \(monthly_budget_exceeded\)/);
    expect(await app.db.prisma.knowledgeChunk.count({ where: { documentId: big.body.id } })).toBe(0);
  });

  it("is 404 for another organization's agent, 400 without agent_id, and 501 on a server without the provider", async () => {
    const owner = await signup(app);
    const stranger = await signup(app);
    const theirs = await createAgent(app, { bearer: await mintToken(app, stranger) });
    const made = await create(app, owner.cookie, { embedder: 'provider', agent_id: theirs.agent.id });
    expect(made.status, made.raw).toBe(404);
    expect((await create(app, owner.cookie, { embedder: 'provider' })).status).toBe(400);
    expect((await create(app, owner.cookie, { agent_id: theirs.agent.id })).status).toBe(400);
    const elsewhere = await signup(bare);
    const agent = await createAgent(bare, { bearer: await mintToken(bare, elsewhere) });
    const unconfigured = await create(bare, elsewhere.cookie, { embedder: 'provider', agent_id: agent.agent.id });
    expect(unconfigured.status, unconfigured.raw).toBe(501);
    expect(unconfigured.body.error.code).toBe('not_configured');
    expect(await app.db.prisma.knowledgeCollection.count({ where: { orgId: owner.session.organization.id } })).toBe(0);
  });
});
