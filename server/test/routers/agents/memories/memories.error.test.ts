import { describe, expect, it } from 'vitest';
import { unavailableEmbedder } from '../../../../src/domain/embeddings/embedder.js';
import { MAX_MEMORY_CHARS, MEMORIES_PER_AGENT } from '../../../../src/domain/agents/memories.js';
import { newId } from '../../../../src/domain/ids.js';
import { startTestApp, useTestApp } from '../../../support/app.js';
import { call } from '../../../support/identity.js';
import { parentAgent, spawn } from '../../../support/spawn.js';
import { memoriesOf, remember, search, type MemoryError } from './fixtures.js';

const app = useTestApp();

const memoriesIn = (agentId: string) => app.db.prisma.memory.count({ where: { agentId } });

describe('memories refuse, changing nothing', () => {
  it("an agent's key on its parent's, a sibling's or another organization's memories: 404", async () => {
    const parent = await parentAgent(app, null);
    const child = (await spawn(app, parent.liveKey, { name: 'A', services: ['data.csv_parse'], monthly_budget_cents: 0 })).body;
    const sibling = (await spawn(app, parent.liveKey, { name: 'B', services: ['data.csv_parse'], monthly_budget_cents: 0 })).body;
    const stranger = await parentAgent(app, null);
    for (const agentId of [parent.agentId, sibling.agent.id, stranger.agentId]) {
      const refused = await remember(app, { bearer: child.api_key }, agentId, { content: 'x' });
      expect(refused.status, refused.raw).toBe(404);
      expect((await call(app, 'GET', memoriesOf(agentId), { as: { bearer: child.api_key } })).status).toBe(404);
      expect(await memoriesIn(agentId)).toBe(0);
    }
  });

  it.each([
    ['no content', {}, 'content'],
    ['blank content', { content: '   ' }, 'content'],
    [`content over ${MAX_MEMORY_CHARS} characters`, { content: 'x'.repeat(MAX_MEMORY_CHARS + 1) }, 'content'],
    ['a kind with spaces', { content: 'x', kind: 'a kind' }, 'kind'],
    ['21 tags', { content: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
    ['an unknown field', { content: 'x', importance: 3 }, ''],
  ])('%s: 400', async (_, body, path) => {
    const agent = await parentAgent(app, null);
    const refused = await remember(app, { bearer: agent.liveKey }, agent.agentId, body);
    expect(refused.status, refused.raw).toBe(400);
    expect(refused.body.error.details?.map((detail) => detail.path)).toContain(path);
    expect(await memoriesIn(agent.agentId)).toBe(0);
  });

  it("links to an unknown memory, another agent's, or twice: 400 naming each; a memory linking itself: 400", async () => {
    const agent = await parentAgent(app, null);
    const other = await parentAgent(app, null);
    const own = (await remember(app, { bearer: agent.liveKey }, agent.agentId, { content: 'own' })).body;
    const theirs = (await remember(app, { bearer: other.liveKey }, other.agentId, { content: 'theirs' })).body;
    const refused = await remember(app, { bearer: agent.liveKey }, agent.agentId, { content: 'x', links: ['memo_01jh0xzzzzzzzzzzzzzzzzzzzz', theirs.id, own.id, own.id] });
    expect(refused.status, refused.raw).toBe(400);
    expect(refused.body.error.details).toEqual([
      { path: 'links.0', message: 'memo_01jh0xzzzzzzzzzzzzzzzzzzzz is not a memory of this agent' },
      { path: 'links.1', message: `${theirs.id} is not a memory of this agent` },
      { path: 'links.3', message: 'linked twice' },
    ]);
    const self = await call<MemoryError>(app, 'PATCH', `${memoriesOf(agent.agentId)}/${own.id}`, { as: { bearer: agent.liveKey }, body: { links: [own.id] } });
    expect(self.status).toBe(400);
    expect(await memoriesIn(agent.agentId)).toBe(1);
  });

  it('a search with an empty or blank query, a cursor, or more than 50 results: 400', async () => {
    const agent = await parentAgent(app, null);
    for (const query of ['query=', 'query=%20%20', 'query=x&cursor=memo_01jh0xzzzzzzzzzzzzzzzzzzzz', 'query=x&limit=51']) {
      const refused = await call<MemoryError>(app, 'GET', `${memoriesOf(agent.agentId)}?${query}`, { as: { bearer: agent.liveKey } });
      expect(refused.status, `${query}: ${refused.raw}`).toBe(400);
    }
  });

  it('an unknown memory, or one of another agent under this path: 404', async () => {
    const agent = await parentAgent(app, null);
    const other = await parentAgent(app, null);
    const theirs = (await remember(app, { bearer: other.liveKey }, other.agentId, { content: 'theirs' })).body;
    for (const id of ['memo_01jh0xzzzzzzzzzzzzzzzzzzzz', theirs.id]) {
      expect((await call(app, 'PATCH', `${memoriesOf(agent.agentId)}/${id}`, { as: { bearer: agent.liveKey }, body: { kind: 'x' } })).status).toBe(404);
      expect((await call(app, 'DELETE', `${memoriesOf(agent.agentId)}/${id}`, { as: { bearer: agent.liveKey } })).status).toBe(404);
    }
    expect(await memoriesIn(other.agentId)).toBe(1);
  });

  it(`lets exactly as many concurrent writes through as the quota of ${MEMORIES_PER_AGENT} has room for, then 409`, async () => {
    const agent = await parentAgent(app, null);
    const orgId = agent.owner.session.organization.id;
    await app.db.prisma.memory.createMany({
      data: Array.from({ length: MEMORIES_PER_AGENT - 3 }, (_, i) => ({ id: newId('memo'), orgId, agentId: agent.agentId, content: `earlier ${i}` })),
    });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => remember(app, { bearer: agent.liveKey }, agent.agentId, { content: `racing ${i}` })));
    expect(results.filter((result) => result.status === 201)).toHaveLength(3);
    const refused = results.filter((result) => result.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.body.error.message).toBe(`The agent keeps ${MEMORIES_PER_AGENT} memories, the most it may: delete some first`);
    expect(await memoriesIn(agent.agentId)).toBe(MEMORIES_PER_AGENT);
  });
});

describe('on a server without an embedding model', () => {
  it('a write and a search are 501 not_configured, saying what to run; the list still reads', async () => {
    const bare = await startTestApp({ embedder: unavailableEmbedder('The embedding model is not installed; run sh scripts/ensure-embedding-model.sh') });
    try {
      const agent = await parentAgent(bare, null);
      const refused = await remember(bare, { bearer: agent.liveKey }, agent.agentId, { content: 'x' });
      expect(refused.status, refused.raw).toBe(501);
      expect(refused.body.error).toMatchObject({ code: 'not_configured', message: 'The embedding model is not installed; run sh scripts/ensure-embedding-model.sh' });
      expect((await search(bare, { bearer: agent.liveKey }, agent.agentId, 'x')).status).toBe(501);
      expect((await call(bare, 'GET', memoriesOf(agent.agentId), { as: { bearer: agent.liveKey } })).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
