import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { CSV, dispatchAs, setBalance } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { agentRecord, parentAgent, spawn } from '../../support/spawn.js';

const app = useTestApp();

const agentsOfOrg = (orgId: string) => app.db.prisma.agent.count({ where: { orgId } });

describe('POST /api/v1/agents/spawn refuses, creating nothing', () => {
  it('a fourth level: 403 spawn_depth_exceeded', async () => {
    const root = await parentAgent(app, null);
    let key = root.liveKey;
    for (let depth = 1; depth <= 3; depth++) key = (await spawn(app, key, { name: `L${depth}`, services: ['data.csv_parse'], monthly_budget_cents: 0 })).body.api_key;
    const before = await agentsOfOrg(root.owner.session.organization.id);
    const refused = await spawn(app, key, { name: 'L4', services: ['data.csv_parse'], monthly_budget_cents: 0 });
    expect(refused.status, refused.raw).toBe(403);
    expect(refused.body.error.code).toBe('spawn_depth_exceeded');
    expect(await agentsOfOrg(root.owner.session.organization.id)).toBe(before);
  });

  it("services the parent lacks, has disabled, or looser than the parent's: 403 naming each", async () => {
    const parent = await parentAgent(app, null, { 'data.csv_parse': {}, 'web_search.search': { daily_limit: 50, monthly_budget_cents: 100 }, 'email.send': { enabled: false } });
    const before = await agentsOfOrg(parent.owner.session.organization.id);
    const refused = await spawn(app, parent.liveKey, {
      name: 'Greedy',
      services: ['text_generation.generate', 'email.send', { operation: 'web_search.search', daily_limit: 51, monthly_budget_cents: 100 }],
      monthly_budget_cents: 0,
    });
    expect(refused.status, refused.raw).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect(refused.body.error.details).toEqual([
      { path: 'services.0', message: 'text_generation.generate is not an enabled service of the parent agent' },
      { path: 'services.1', message: 'email.send is not an enabled service of the parent agent' },
      { path: 'services.2.daily_limit', message: "51 is looser than the parent's 50" },
    ]);
    expect(await agentsOfOrg(parent.owner.session.organization.id)).toBe(before);
  });

  it("more than the parent's cap has left, its spend this month counted: 409 insufficient_pool", async () => {
    const parent = await parentAgent(app, 10);
    await setBalance(app, parent.owner.session.organization.id, 1000);
    for (let i = 0; i < 3; i++) expect((await dispatchAs(app, parent.liveKey, CSV)).body.status).toBe('executed');
    const refused = await spawn(app, parent.liveKey, { name: 'Too big', services: ['data.csv_parse'], monthly_budget_cents: 8 });
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'insufficient_pool',
      message: "The parent's monthly cap is 10 cents with 3 spent this month: 7 cents are left to carve, 8 asked",
    });
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBe(10);
    expect((await spawn(app, parent.liveKey, { name: 'Fits', services: ['data.csv_parse'], monthly_budget_cents: 7 })).status).toBe(201);
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBe(3);
  });

  it("a test key's spawn past the parent's test-mode cap: 409 insufficient_pool as a live one would be, the live cap untouched", async () => {
    const parent = await parentAgent(app, 100);
    expect((await spawn(app, parent.testKey, { name: 'First', services: ['data.csv_parse'], monthly_budget_cents: 60 })).status).toBe(201);
    const refused = await spawn(app, parent.testKey, { name: 'Second', services: ['data.csv_parse'], monthly_budget_cents: 60 });
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'insufficient_pool',
      message: "The parent's monthly cap in test mode (less what test-key spawns carved) is 40 cents with 0 spent this month: 40 cents are left to carve, 60 asked",
    });
    expect(await app.db.prisma.agent.count({ where: { parentAgentId: parent.agentId } })).toBe(1);
    // The live cap is whole: a live key's spawn of 60 is carved from it.
    expect((await spawn(app, parent.liveKey, { name: 'Live', services: ['data.csv_parse'], monthly_budget_cents: 60 })).status).toBe(201);
    expect((await agentRecord(app, parent, parent.agentId)).monthly_budget_cents).toBe(40);
  });

  it('an uncapped parent lending more than it may spend this month: 409 insufficient_pool naming what bounds it, in either mode', async () => {
    const parent = await parentAgent(app, null, { 'data.csv_parse': { monthly_budget_cents: 10 }, 'web_search.search': {} });
    const over = await spawn(app, parent.liveKey, { name: 'Over', services: ['data.csv_parse'], monthly_budget_cents: 11 });
    expect(over.status, over.raw).toBe(409);
    expect(over.body.error).toMatchObject({
      code: 'insufficient_pool',
      message: "The parent has no monthly cap, so the child's budget comes out of what it may spend this month: the total of its bindings for the child's services has 10 cents left, 11 asked",
    });
    for (const key of [parent.liveKey, parent.testKey]) {
      const wallet = await spawn(app, key, { name: 'Rich', services: ['web_search.search'], monthly_budget_cents: 501 });
      expect(wallet.status, wallet.raw).toBe(409);
      expect(wallet.body.error.message).toBe("The parent has no monthly cap, so the child's budget comes out of what it may spend this month: the workspace's wallet has 500 cents left, 501 asked");
    }
    expect(await app.db.prisma.agent.count({ where: { parentAgentId: parent.agentId } })).toBe(0);
  });

  it('a paused parent: 409', async () => {
    const parent = await parentAgent(app, null);
    const paused = await call(app, 'PATCH', `/api/v1/agents/${parent.agentId}`, { as: { cookie: parent.owner.cookie }, body: { status: 'paused' } });
    expect(paused.status, paused.raw).toBe(200);
    const refused = await spawn(app, parent.liveKey, { name: 'X', services: ['data.csv_parse'], monthly_budget_cents: 0 });
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.error.code).toBe('conflict');
  });

  it.each([
    ['no services', { name: 'X', services: [], monthly_budget_cents: 0 }, 'services'],
    ['a service named twice', { name: 'X', services: ['data.csv_parse', { operation: 'data.csv_parse' }], monthly_budget_cents: 0 }, 'services.1'],
    ['a negative budget', { name: 'X', services: ['data.csv_parse'], monthly_budget_cents: -1 }, 'monthly_budget_cents'],
    ['no budget', { name: 'X', services: ['data.csv_parse'] }, 'monthly_budget_cents'],
    ['an unknown field', { name: 'X', services: ['data.csv_parse'], monthly_budget_cents: 0, parent: 'agt_x' }, ''],
  ])('%s: 400', async (_, body, path) => {
    const parent = await parentAgent(app, null);
    const refused = await spawn(app, parent.liveKey, body);
    expect(refused.status, refused.raw).toBe(400);
    expect(refused.body.error.code).toBe('invalid_request');
    expect(refused.body.error.details?.map((detail) => detail.path)).toContain(path);
  });
});

describe('DELETE /api/v1/agents/{id} of a parent', () => {
  it('is 409 while it has spawned agents alive, and goes once they are deleted', async () => {
    const parent = await parentAgent(app, 100);
    const child = (await spawn(app, parent.liveKey, { name: 'C', services: ['data.csv_parse'], monthly_budget_cents: 10 })).body.agent;
    const as = { cookie: parent.owner.cookie };
    const refused = await call<{ error: { code: string; message: string } }>(app, 'DELETE', `/api/v1/agents/${parent.agentId}`, { as });
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.error.message).toBe('The agent has 1 spawned agent(s) still alive; delete them first');
    expect((await call(app, 'DELETE', `/api/v1/agents/${child.id}`, { as })).status).toBe(204);
    expect((await call(app, 'DELETE', `/api/v1/agents/${parent.agentId}`, { as })).status).toBe(204);
  });
});
