import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { CSV, dispatchAs, setBalance } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { agentRecord, parentAgent, spawn } from '../../support/spawn.js';
import type { Page } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/agents/spawn', () => {
  it("makes a child one level down, in the parent's workspace, with the parent's limits for the services named, and a key of the caller's mode", async () => {
    const parent = await parentAgent(app, 1000);
    await setBalance(app, parent.owner.session.organization.id, 1000);
    const spawned = await spawn(app, parent.liveKey, { name: 'Checker', services: ['data.csv_parse'], monthly_budget_cents: 300 });
    expect(spawned.status, spawned.raw).toBe(201);
    const { agent, api_key } = spawned.body;
    expect(api_key).toMatch(/^agent_key_live_/);
    expect(agent).toMatchObject({ name: 'Checker', parent_agent_id: parent.agentId, depth: 1, monthly_budget_cents: 300, status: 'active' });
    expect(agent.workspace_id).toBe((await agentRecord(app, parent, parent.agentId)).workspace_id);

    const bindings = await call<{ data: Record<string, unknown>[] }>(app, 'GET', `/api/v1/agents/${agent.id}/services`, { as: { bearer: parent.token } });
    expect(bindings.body.data).toEqual([expect.objectContaining({ operation: 'data.csv_parse', daily_limit: null, monthly_budget_cents: null, enabled: true })]);

    // The key works: the child dispatches with it, on its own bindings only.
    expect((await dispatchAs(app, api_key, CSV)).body).toMatchObject({ status: 'executed', cost_cents: 1 });
    expect((await dispatchAs(app, api_key, { operation: 'web_search.search', payload: { query: 'x' } })).body).toMatchObject({
      status: 'blocked',
      reason_code: 'policy_violation',
    });
  });

  it("carves the child's cap from the parent's, and gives it back when the child is deleted", async () => {
    const parent = await parentAgent(app, 1000);
    const { body } = await spawn(app, parent.liveKey, { name: 'A', services: ['data.csv_parse'], monthly_budget_cents: 400 });
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBe(600);

    const deleted = await call(app, 'DELETE', `/api/v1/agents/${body.agent.id}`, { as: { cookie: parent.owner.cookie } });
    expect(deleted.status, deleted.raw).toBe(204);
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBe(1000);
    const audit = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agent.deleted', targetId: body.agent.id } });
    expect(audit.details).toEqual({ parent_agent_id: parent.agentId, returned_cents: 400 });
  });

  it('gives a test key the child\'s test key, and takes tighter limits than the parent\'s', async () => {
    const parent = await parentAgent(app, null);
    const spawned = await spawn(app, parent.testKey, {
      name: 'Tight',
      services: [{ operation: 'web_search.search', daily_limit: 5, monthly_budget_cents: 100, approval_threshold_cents: 10 }],
      monthly_budget_cents: 250,
    });
    expect(spawned.status, spawned.raw).toBe(201);
    expect(spawned.body.api_key).toMatch(/^agent_key_test_/);
    // A parent without a cap lends from none: it stays uncapped, the child has its own.
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBeNull();
    expect(spawned.body.agent.monthly_budget_cents).toBe(250);
    const bindings = await call<{ data: Record<string, unknown>[] }>(app, 'GET', `/api/v1/agents/${spawned.body.agent.id}/services`, { as: { bearer: parent.token } });
    expect(bindings.body.data[0]).toMatchObject({ daily_limit: 5, monthly_budget_cents: 100, approval_threshold_cents: 10 });
  });

  it('goes three levels deep, and lists each level under its parent (GET /agents?parent_agent_id=)', async () => {
    const root = await parentAgent(app, 1000);
    let key = root.liveKey;
    const chain: string[] = [root.agentId];
    for (const depth of [1, 2, 3]) {
      const spawned = await spawn(app, key, { name: `Level ${depth}`, services: ['data.csv_parse'], monthly_budget_cents: 100 });
      expect(spawned.status, spawned.raw).toBe(201);
      expect(spawned.body.agent.depth).toBe(depth);
      chain.push(spawned.body.agent.id);
      key = spawned.body.api_key;
    }
    const children = await call<Page>(app, 'GET', `/api/v1/agents?parent_agent_id=${chain[1]}`, { as: { bearer: root.token } });
    expect(children.body.data.map((agent) => agent.id)).toEqual([chain[2]]);
    // Carved at each level: 1000 - 100 at the root, 100 - 100 at levels 1 and 2.
    expect((await agentRecord(app, root, chain[0]!)).monthly_budget_cents).toBe(900);
    expect((await agentRecord(app, root, chain[1]!)).monthly_budget_cents).toBe(0);
  });

  it('audits the spawn in its transaction, as the parent', async () => {
    const parent = await parentAgent(app, 500);
    const { body } = await spawn(app, parent.liveKey, { name: 'Audited', services: ['data.csv_parse', 'web_search.search'], monthly_budget_cents: 200 });
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agent.spawned', targetId: body.agent.id } });
    expect(entry).toMatchObject({ actorType: 'agent', actorId: parent.agentId });
    expect(entry.details).toEqual({ parent_agent_id: parent.agentId, depth: 1, services: ['data.csv_parse', 'web_search.search'], monthly_budget_cents: 200, carved_cents: 200, carve_mode: 'live' });
  });

  it("carves a test key's spawn from the parent's test-mode cap only: the live cap stays, the test-mode month shrinks, and the delete gives it back", async () => {
    const parent = await parentAgent(app, 1000);
    const monthOf = async (key: string) => (await call<{ month: { remaining_cents: number } }>(app, 'GET', '/api/v1/agents/me', { as: { bearer: key } })).body.month;
    const spawned = await spawn(app, parent.testKey, { name: 'Test child', services: ['data.csv_parse'], monthly_budget_cents: 400 });
    expect(spawned.status, spawned.raw).toBe(201);
    expect(spawned.body.api_key).toMatch(/^agent_key_test_/);
    expect(spawned.body.agent.monthly_budget_cents).toBe(400);
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBe(1000);
    expect(await monthOf(parent.liveKey)).toMatchObject({ remaining_cents: 1000 });
    expect(await monthOf(parent.testKey)).toMatchObject({ remaining_cents: 600 });
    const entry = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'agent.spawned', targetId: spawned.body.agent.id } });
    expect(entry.details).toMatchObject({ carved_cents: 400, carve_mode: 'test' });

    // The child spends 1 cent of its carve in test mode; deleting it gives back the other 399.
    expect((await dispatchAs(app, spawned.body.api_key, CSV)).body).toMatchObject({ status: 'executed', mode: 'test' });
    const deleted = await call(app, 'DELETE', `/api/v1/agents/${spawned.body.agent.id}`, { as: { cookie: parent.owner.cookie } });
    expect(deleted.status, deleted.raw).toBe(204);
    expect(await monthOf(parent.testKey)).toMatchObject({ remaining_cents: 999 });
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBe(1000);
  });

  it('lends from an uncapped parent what it may spend this month: its bindings for the services, its wallet; its cap stays absent', async () => {
    const parent = await parentAgent(app, null, { 'data.csv_parse': { monthly_budget_cents: 10 }, 'web_search.search': {} });
    const child = await spawn(app, parent.liveKey, { name: 'Within', services: ['data.csv_parse'], monthly_budget_cents: 10 });
    expect(child.status, child.raw).toBe(201);
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBeNull();
    // The child's spend comes out of the parent's binding: it has 9 cents left for the next child.
    expect((await dispatchAs(app, child.body.api_key, CSV)).body).toMatchObject({ status: 'executed', cost_cents: 1 });
    expect((await spawn(app, parent.liveKey, { name: 'Nine', services: ['data.csv_parse'], monthly_budget_cents: 9 })).status).toBe(201);
    // A service the parent's binding does not bound: the wallet (the trial's 500 cents less the 1 spent) is what bounds it.
    expect((await spawn(app, parent.liveKey, { name: 'Searcher', services: ['web_search.search'], monthly_budget_cents: 499 })).status).toBe(201);
  });
});
