import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../support/app.js';
import { addMember, call } from '../../../support/identity.js';
import { parentAgent, spawn } from '../../../support/spawn.js';
import { memoriesOf, remember, search, type MemoryPage, type MemoryResponse } from './fixtures.js';

const app = useTestApp();

const CORPUS = [
  'Acme delivers bolts in two days and invoices at month end',
  'The staging database password rotates every ninety days',
  'Globex offers a discount on orders above ten thousand units',
  'Weekly reports go to the finance team every Monday morning',
];

describe('memories', () => {
  it('remembers, and a search ranks the right memory first, each result with its relevance and a counted read', async () => {
    const agent = await parentAgent(app, null);
    const made: MemoryResponse[] = [];
    for (const content of CORPUS) {
      const created = await remember(app, { bearer: agent.liveKey }, agent.agentId, { content, kind: 'fact', tags: ['ops'] });
      expect(created.status, created.raw).toBe(201);
      made.push(created.body);
    }
    expect(made[0]).toMatchObject({ agent_id: agent.agentId, content: CORPUS[0], kind: 'fact', tags: ['ops'], links: [], accessCount: 0, access_count: 0, last_accessed_at: null });
    expect(made[0]!.id).toMatch(/^memo_/);

    const found = await search(app, { bearer: agent.liveKey }, agent.agentId, 'when does the database password rotate', 2);
    expect(found.status, found.raw).toBe(200);
    expect(found.body.next_cursor).toBeNull();
    expect(found.body.data).toHaveLength(2);
    expect(found.body.data[0]).toMatchObject({ id: made[1]!.id, accessCount: 1, access_count: 1 });
    expect(found.body.data[0]!.relevanceScore).toBeGreaterThan(found.body.data[1]!.relevanceScore!);
    // The spec's names, and the deprecated snake_case ones beside them, agree.
    for (const memory of found.body.data) expect(memory.relevance_score).toBe(memory.relevanceScore);
    expect(found.body.data[0]!.last_accessed_at).not.toBeNull();

    const again = await search(app, { bearer: agent.liveKey }, agent.agentId, 'discount on large orders', 1);
    expect(again.body.data.map((memory) => memory.id)).toEqual([made[2]!.id]);
  });

  it('lists by id, newest first on request, pages with its cursor, and counts every read', async () => {
    const agent = await parentAgent(app, null);
    const ids: string[] = [];
    for (const content of CORPUS) ids.push((await remember(app, { bearer: agent.liveKey }, agent.agentId, { content })).body.id);
    const first = await call<MemoryPage>(app, 'GET', `${memoriesOf(agent.agentId)}?order=desc&limit=3`, { as: { bearer: agent.liveKey } });
    expect(first.body.data.map((memory) => memory.id)).toEqual([...ids].reverse().slice(0, 3));
    expect(first.body.data.every((memory) => memory.kind === 'note' && memory.accessCount === 1 && memory.access_count === 1)).toBe(true);
    const rest = await call<MemoryPage>(app, 'GET', `${memoriesOf(agent.agentId)}?order=desc&limit=3&cursor=${first.body.next_cursor}`, { as: { bearer: agent.liveKey } });
    expect(rest.body).toMatchObject({ data: [{ id: ids[0] }], next_cursor: null });
  });

  it('links memories, draws them as a graph, updates, and forgets one with the links to it', async () => {
    const agent = await parentAgent(app, null);
    const as = { bearer: agent.liveKey };
    const supplier = (await remember(app, as, agent.agentId, { content: CORPUS[0] })).body;
    const billing = (await remember(app, as, agent.agentId, { content: 'Acme invoices go to billing@acme.example', links: [supplier.id] })).body;
    const graph = await call<{ nodes: MemoryResponse[]; edges: unknown[]; truncated: boolean }>(app, 'GET', `${memoriesOf(agent.agentId)}/graph`, { as });
    expect(graph.status, graph.raw).toBe(200);
    expect(graph.body.nodes.map((node) => node.id)).toEqual([billing.id, supplier.id]);
    expect(graph.body).toMatchObject({ edges: [{ source: billing.id, target: supplier.id }], truncated: false });

    const updated = await call<MemoryResponse>(app, 'PATCH', `${memoriesOf(agent.agentId)}/${supplier.id}`, { as, body: { content: 'Acme now delivers in one day', tags: ['suppliers'] } });
    expect(updated.status, updated.raw).toBe(200);
    expect(updated.body).toMatchObject({ content: 'Acme now delivers in one day', tags: ['suppliers'] });
    expect((await search(app, as, agent.agentId, 'Acme now delivers in one day', 1)).body.data[0]!.id).toBe(supplier.id);

    expect((await call(app, 'DELETE', `${memoriesOf(agent.agentId)}/${supplier.id}`, { as })).status).toBe(204);
    const after = await call<{ nodes: MemoryResponse[]; edges: unknown[] }>(app, 'GET', `${memoriesOf(agent.agentId)}/graph`, { as });
    expect(after.body.nodes.map((node) => [node.id, node.links])).toEqual([[billing.id, []]]);
    expect(after.body.edges).toEqual([]);
    expect(await app.db.prisma.vectorItem.count({ where: { id: supplier.id } })).toBe(0);

    const audit = await app.db.prisma.auditEntry.findMany({ where: { targetId: supplier.id }, orderBy: { occurredAt: 'asc' } });
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.agentId])).toEqual([
      ['memory.created', agent.agentId, agent.agentId],
      ['memory.updated', agent.agentId, agent.agentId],
      ['memory.deleted', agent.agentId, agent.agentId],
    ]);
  });

  it("a parent reads and writes the memories of the agents it spawned, down the chain; people read any, admins write", async () => {
    const parent = await parentAgent(app, null);
    const child = (await spawn(app, parent.liveKey, { name: 'Child', services: ['data.csv_parse'], monthly_budget_cents: 0 })).body;
    const grandchild = (await spawn(app, child.api_key, { name: 'Grandchild', services: ['data.csv_parse'], monthly_budget_cents: 0 })).body;
    const written = await remember(app, { bearer: parent.liveKey }, grandchild.agent.id, { content: 'Written by the grandparent' });
    expect(written.status, written.raw).toBe(201);
    expect((await remember(app, { bearer: child.api_key }, grandchild.agent.id, { content: 'And by the parent' })).status).toBe(201);
    const member = await addMember(app, parent.owner.session.organization.id, 'member');
    const read = await call<MemoryPage>(app, 'GET', memoriesOf(grandchild.agent.id), { as: { cookie: member.cookie } });
    expect(read.body.data.map((memory) => memory.content)).toEqual(['Written by the grandparent', 'And by the parent']);
    expect((await remember(app, { bearer: parent.token }, grandchild.agent.id, { content: 'By the owner' })).status).toBe(201);
  });
});
