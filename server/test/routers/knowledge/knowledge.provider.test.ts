import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createKnowledgeIngester } from '../../../src/domain/knowledge/ingest.js';
import { createLogger } from '../../../src/logger.js';
import type { KnowledgeDocumentResponse } from '../../../src/routers/knowledge/knowledge.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, dispatchAs } from '../../support/dispatch.js';
import { hashingEmbedder } from '../../support/hashing-embedder.js';
import { call, createAgent, mintToken, signup } from '../../support/identity.js';
import { mockProviders } from '../../support/providers.js';

const OPENAI = 'https://api.openai.com/v1';
const hashing = hashingEmbedder();

/** OpenAI's documented answer to POST /v1/embeddings (encoding_format float): one vector per input, here the tests' hashing vectors. */
/** What the provider does next: answer (the default), fail with OpenAI's documented 500 body, or run `before` first. */
const provider: { fail: boolean; before?: (() => Promise<void>) | undefined } = { fail: false };

const server = mockProviders(
  http.post(`${OPENAI}/embeddings`, async ({ request }) => {
    const { input } = (await request.json()) as { input: string[] };
    if (provider.fail) return HttpResponse.json({ error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } }, { status: 500 });
    const before = provider.before;
    provider.before = undefined;
    await before?.();
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

afterEach(() => {
  provider.fail = false;
  provider.before = undefined;
});

const worker = () => createKnowledgeIngester({ db: app.db.prisma, config: app.config, embedder: hashing, logger: createLogger('silent') });
const paragraphs = (count: number, topic: string) => Array.from({ length: count }, (_, index) => `Paragraph ${index} of the ${topic} manual explains step ${index} in plain words.`).join('\n\n');

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
    const ingester = worker();
    await ingester.tick();
    await ingester.stop();
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

  it("closes the approval a request over the agent's threshold opens: 409 naming it, the request blocked approval_expired, nothing stored or debited; approving later is 409", async () => {
    const fixture = await agentWithBindings(app, { 'embeddings.create': { approval_threshold_cents: 0 } });
    const cookie = fixture.owner.cookie;
    const made = await create(app, cookie, { embedder: 'provider', agent_id: fixture.agentId });
    calls.length = 0;
    const added = await add(cookie, made.body.id, 'Invoices are sent on the first of the month.');
    expect(added.status, added.raw).toBe(409);
    expect(added.body.error.message).toMatch(/approval threshold .*closed unawaited/);
    expect(added.body.error.details[0]).toMatchObject({ code: 'approval_threshold' });
    const request = await app.db.prisma.serviceRequest.findFirstOrThrow({ where: { agentId: fixture.agentId }, include: { approval: true } });
    expect(request).toMatchObject({ status: 'blocked', reasonCode: 'approval_expired' });
    expect(request.approval).toMatchObject({ status: 'expired' });
    const approved = await call(app, 'POST', `/api/v1/approvals/${request.approval!.id}/approve`, { as: { cookie }, body: {} });
    expect(approved.status, approved.raw).toBe(409);
    expect(calls).toEqual([]);
    expect(await app.db.prisma.knowledgeDocument.count({ where: { collectionId: made.body.id } })).toBe(0);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('answers 502 when the provider fails, naming the request, nothing stored or debited', async () => {
    const fixture = await agentWithBindings(app, { 'embeddings.create': {} });
    const cookie = fixture.owner.cookie;
    const made = await create(app, cookie, { embedder: 'provider', agent_id: fixture.agentId });
    provider.fail = true;
    const added = await add(cookie, made.body.id, 'Passwords are rotated every ninety days.');
    expect(added.status, added.raw).toBe(502);
    expect(added.body.error.message).toMatch(/embeddings\.create\) failed \(adapter_error\)/);
    expect(await app.db.prisma.knowledgeDocument.count({ where: { collectionId: made.body.id } })).toBe(0);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it("is 409 once the server's embeddings model is not the collection's: vectors of two models are never compared", async () => {
    const fixture = await agentWithBindings(app, { 'embeddings.create': {} });
    const cookie = fixture.owner.cookie;
    const made = await create(app, cookie, { embedder: 'provider', agent_id: fixture.agentId });
    // The collection made while the server ran another model, as after PROCTOR_EMBEDDINGS_MODEL changed.
    await app.db.prisma.knowledgeCollection.update({ where: { id: made.body.id }, data: { embeddingModel: 'text-embedding-ada-002' } });
    calls.length = 0;
    const added = await add(cookie, made.body.id, 'The office closes at six.');
    expect(added.status, added.raw).toBe(409);
    expect(added.body.error.message).toMatch(/holds vectors of text-embedding-ada-002, and the server's embeddings model is now text-embedding-3-small/);
    const asked = await call<{ error: { code: string } }>(app, 'POST', `/api/v1/knowledge/collections/${made.body.id}/query`, { as: { cookie }, body: { query: 'when does it close?', k: 1 } });
    expect(asked.status, asked.raw).toBe(409);
    expect(calls).toEqual([]);
  });

  it("is 400 for an agent of another workspace of the organization: the collection's own workspace pays", async () => {
    const fixture = await agentWithBindings(app, { 'embeddings.create': {} });
    const cookie = fixture.owner.cookie;
    const workspace = await call<{ id: string }>(app, 'POST', '/api/v1/workspaces', { as: { cookie }, body: { name: 'Research' } });
    expect(workspace.status, workspace.raw).toBe(201);
    const moved = await call(app, 'POST', '/api/v1/workspaces/switch', { as: { cookie }, body: { workspace_id: workspace.body.id } });
    expect(moved.status, moved.raw).toBe(200);
    const made = await create(app, cookie, { embedder: 'provider', agent_id: fixture.agentId });
    expect(made.status, made.raw).toBe(400);
    expect(made.body.error.message).toMatch(/another workspace/);
  });

  it("is queried by a granted agent's knowledge.query live, embedding as the querying agent; test mode says it needs a live key", async () => {
    const fixture = await agentWithBindings(app, { 'embeddings.create': {} });
    const cookie = fixture.owner.cookie;
    const made = await create(app, cookie, { embedder: 'provider', agent_id: fixture.agentId });
    const added = await add(cookie, made.body.id, 'The lighthouse keeper rings the brass bell at dusk.');
    expect(added.status, added.raw).toBe(201);
    const reader = await createAgent(app, { bearer: fixture.token });
    for (const operation of ['knowledge.query', 'embeddings.create']) {
      const bound = await call(app, 'POST', `/api/v1/agents/${reader.agent.id}/services`, { as: { bearer: fixture.token }, body: { operation } });
      expect(bound.status, bound.raw).toBe(200);
    }
    const granted = await call(app, 'POST', `/api/v1/knowledge/collections/${made.body.id}/grants`, { as: { cookie }, body: { agent_id: reader.agent.id } });
    expect(granted.status, granted.raw).toBe(201);
    const payload = { collection_id: made.body.id, query: 'who rings the bell?', k: 1 };
    calls.length = 0;
    const live = await dispatchAs(app, reader.api_key, { operation: 'knowledge.query', payload });
    expect(live.status, live.raw).toBe(200);
    expect(live.body).toMatchObject({ status: 'executed', result: { data: [expect.objectContaining({ document_id: added.body.id })] } });
    expect(calls).toEqual([`${OPENAI}/embeddings`]);
    const embedded = await app.db.prisma.serviceRequest.findMany({ where: { operation: 'embeddings.create', agentId: reader.agent.id } });
    expect(embedded).toHaveLength(1);
    expect(embedded[0]).toMatchObject({ status: 'executed', idempotencyKey: `knowledge:query:${live.body.id}:0` });
    const test = await dispatchAs(app, reader.test_api_key, { operation: 'knowledge.query', payload });
    expect(test.body).toMatchObject({ status: 'failed', mode: 'test', cost_cents: 0 });
    expect(test.body.result).toMatchObject({ detail: expect.stringMatching(/test mode does not call: query it with a live key/) });
    expect(calls).toHaveLength(1);
  });

  it('takes up a background reading whose claim was lost between batches: the batch paid before is replayed, not called or charged again', async () => {
    const fixture = await agentWithBindings(app, { 'embeddings.create': {} });
    const cookie = fixture.owner.cookie;
    const made = await create(app, cookie, { embedder: 'provider', agent_id: fixture.agentId });
    const big = await add(cookie, made.body.id, paragraphs(700, 'boiler'));
    expect(big.status, big.raw).toBe(202);
    calls.length = 0;
    // While the first batch is at the provider, the instance stalls past its lease and another takes the document over (a new attempt).
    provider.before = async () => {
      await app.db.prisma.knowledgeDocument.update({ where: { id: big.body.id }, data: { attempts: { increment: 1 }, leaseUntil: new Date(Date.now() - 1_000) } });
    };
    const first = worker();
    await first.tick();
    await first.stop();
    expect(calls).toHaveLength(1);
    expect((await app.db.prisma.knowledgeDocument.findUniqueOrThrow({ where: { id: big.body.id } })).status).toBe('processing');
    const second = worker();
    await second.tick();
    await second.stop();
    const document = await app.db.prisma.knowledgeDocument.findUniqueOrThrow({ where: { id: big.body.id } });
    expect(document.status, document.error ?? '').toBe('ready');
    const requests = await app.db.prisma.serviceRequest.findMany({ where: { agentId: fixture.agentId }, orderBy: { createdAt: 'asc' } });
    const batches = requests.map((request) => request.idempotencyKey);
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(batches).toEqual(batches.map((_, index) => `knowledge:${big.body.id}:${index}`));
    // One provider call per batch, the first included once, and one cent each.
    expect(calls).toHaveLength(batches.length);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500 - batches.length, held_cents: 0 });
    expect(await app.db.prisma.knowledgeChunk.count({ where: { documentId: big.body.id } })).toBe(await app.db.prisma.vectorItem.count({ where: { scope: `knowledge:${made.body.id}` } }));
  });
});
