import { describe, expect, it } from 'vitest';
import type { SkillResponse } from '../../../src/routers/agents/skill.types.js';
import type { AgentDocsResponse } from '../../../src/routers/platform/agent-docs.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings } from '../../support/dispatch.js';
import { addMember, call } from '../../support/identity.js';

const app = useTestApp();

type Page = { data: SkillResponse[]; next_cursor: string | null };

const skillsOf = (agentId: string) => `/api/v1/agents/${agentId}/skills`;

/** The operation as GET /v1/agent-docs describes it, in the fields a skill carries. */
async function catalogFields(operation: string) {
  const docs = await call<AgentDocsResponse>(app, 'GET', '/api/v1/agent-docs');
  const { name, description, payload_schema, result_schema, pricing } = docs.body.operations.find((entry) => entry.operation === operation)!;
  return { operation, name, description, payload_schema, result_schema, pricing };
}

describe('GET /api/v1/agents/{id}/skills', () => {
  it("gives one service skill per enabled binding, by operation, the catalog's description as agent-docs renders it and the binding's limits", async () => {
    const fixture = await agentWithBindings(app, {
      'web_search.search': { daily_limit: 200, monthly_budget_cents: 5000 },
      'data.csv_parse': { approval_threshold_cents: 0 },
      'email.send': { enabled: false },
    });
    const result = await call<Page>(app, 'GET', skillsOf(fixture.agentId), { as: { bearer: fixture.liveKey } });
    expect(result.status, result.raw).toBe(200);
    expect(result.body).toEqual({
      data: [
        {
          type: 'service',
          ...(await catalogFields('data.csv_parse')),
          limits: { daily_limit: null, monthly_budget_cents: null, approval_threshold_cents: 0 },
          workflow: null,
        },
        {
          type: 'service',
          ...(await catalogFields('web_search.search')),
          limits: { daily_limit: 200, monthly_budget_cents: 5000, approval_threshold_cents: null },
          workflow: null,
        },
      ],
      next_cursor: null,
    });
  });

  it('is derived at each read: a binding changed, disabled or enabled shows at once', async () => {
    const fixture = await agentWithBindings(app, { 'web_search.search': {}, 'data.csv_parse': {} });
    const bind = (body: Record<string, unknown>) => call(app, 'POST', `/api/v1/agents/${fixture.agentId}/services`, { as: { bearer: fixture.token }, body });
    const operations = async () => (await call<Page>(app, 'GET', skillsOf(fixture.agentId), { as: { bearer: fixture.token } })).body.data.map((skill) => [skill.operation, skill.limits]);

    await bind({ operation: 'web_search.search', daily_limit: 7 });
    await bind({ operation: 'data.csv_parse', enabled: false });
    expect(await operations()).toEqual([['web_search.search', { daily_limit: 7, monthly_budget_cents: null, approval_threshold_cents: null }]]);
    await bind({ operation: 'data.csv_parse', enabled: true });
    await call(app, 'DELETE', `/api/v1/agents/${fixture.agentId}/services/web_search.search`, { as: { bearer: fixture.token } });
    expect(await operations()).toEqual([['data.csv_parse', { daily_limit: null, monthly_budget_cents: null, approval_threshold_cents: null }]]);
  });

  it('is read by the agent with either key and by any person of the organization, members included', async () => {
    const fixture = await agentWithBindings(app, { 'web_search.search': {} });
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    const pages = [];
    for (const as of [{ bearer: fixture.liveKey }, { bearer: fixture.testKey }, { cookie: member.cookie }, { bearer: fixture.token }]) {
      const result = await call<Page>(app, 'GET', skillsOf(fixture.agentId), { as });
      expect(result.status, result.raw).toBe(200);
      pages.push(result.body);
    }
    expect(pages[0]!.data.map((skill) => skill.operation)).toEqual(['web_search.search']);
    for (const page of pages) expect(page).toEqual(pages[0]);
  });

  it('lists each workflow granted to the agent as a workflow skill, by name, under its workflow.run binding; none without that binding', async () => {
    const fixture = await agentWithBindings(app, { 'web_search.search': {} });
    const { cookie } = fixture.owner;
    const made = [];
    for (const name of ['Zeta report', 'Alpha digest', 'Not granted']) {
      made.push((await call<{ id: string }>(app, 'POST', '/api/v1/workflows', { as: { cookie }, body: { name, description: name === 'Alpha digest' ? 'Daily' : undefined } })).body);
    }
    for (const workflow of made.slice(0, 2)) {
      const granted = await call(app, 'POST', `/api/v1/workflows/${workflow.id}/agents`, { as: { cookie }, body: { agent_id: fixture.agentId } });
      expect(granted.status, granted.raw).toBe(201);
    }
    const skills = async () => (await call<Page>(app, 'GET', skillsOf(fixture.agentId), { as: { bearer: fixture.liveKey } })).body.data;
    expect((await skills()).map((skill) => skill.type)).toEqual(['service']);

    await call(app, 'POST', `/api/v1/agents/${fixture.agentId}/services`, { as: { bearer: fixture.token }, body: { operation: 'workflow.run', daily_limit: 3 } });
    const limits = { daily_limit: 3, monthly_budget_cents: null, approval_threshold_cents: null };
    expect(await skills()).toEqual([
      { type: 'service', ...(await catalogFields('web_search.search')), limits: { daily_limit: null, monthly_budget_cents: null, approval_threshold_cents: null }, workflow: null },
      { type: 'workflow', ...(await catalogFields('workflow.run')), limits, workflow: { id: made[1]!.id, name: 'Alpha digest', description: 'Daily' } },
      { type: 'workflow', ...(await catalogFields('workflow.run')), limits, workflow: { id: made[0]!.id, name: 'Zeta report', description: null } },
    ]);

    await call(app, 'DELETE', `/api/v1/workflows/${made[0]!.id}/agents?agent_id=${fixture.agentId}`, { as: { cookie } });
    await call(app, 'DELETE', `/api/v1/workflows/${made[1]!.id}`, { as: { cookie } });
    expect((await skills()).map((skill) => skill.type)).toEqual(['service']);
  });

  it('is an empty page for an agent without bindings', async () => {
    const fixture = await agentWithBindings(app, {});
    const result = await call<Page>(app, 'GET', skillsOf(fixture.agentId), { as: { bearer: fixture.liveKey } });
    expect(result.body).toEqual({ data: [], next_cursor: null });
  });
});
