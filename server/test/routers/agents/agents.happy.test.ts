import { describe, expect, it } from 'vitest';
import type { AgentResponse, AgentWithKeysResponse } from '../../../src/routers/agents/agent.types.js';
import { addMember, call, createAgent, signup } from '../../support/identity.js';
import { useAgentsApp, type Page } from './fixtures.js';

const { app, owner } = useAgentsApp();

/** A valid agent key gets 403 on management endpoints (a credential, of the wrong kind); a dead one gets 401. */
async function keyStatus(key: string): Promise<number> {
  return (await call(app, 'GET', '/api/v1/agents', { as: { bearer: key } })).status;
}

describe('POST /api/v1/agents', () => {
  it('creates an agent with every named field and returns a live and a test key once', async () => {
    const result = await call<AgentWithKeysResponse>(app, 'POST', '/api/v1/agents', {
      as: { bearer: owner.token },
      body: {
        name: 'Scout',
        description: 'Finds things',
        icon: '🔭',
        category: 'research',
        personality: 'curious',
        systemPrompt: 'You search.',
        voiceConfig: { rate: 1.1, pitch: 0, language: 'en-GB' },
        defaultModelId: 'openai/gpt-4o-mini',
      },
    });
    expect(result.status).toBe(201);
    expect(result.body.agent).toMatchObject({
      id: expect.stringMatching(/^agt_/),
      name: 'Scout',
      status: 'active',
      systemPrompt: 'You search.',
      voiceConfig: { rate: 1.1, pitch: 0, language: 'en-GB' },
      defaultModelId: 'openai/gpt-4o-mini',
      monthly_budget_cents: null,
      is_primary: false,
    });
    expect(result.body.api_key).toMatch(/^agent_key_live_[A-Za-z0-9_-]{43}$/);
    expect(result.body.test_api_key).toMatch(/^agent_key_test_[A-Za-z0-9_-]{43}$/);
    expect(await keyStatus(result.body.api_key)).toBe(403);
    expect(await keyStatus(result.body.test_api_key)).toBe(403);

    const again = await call(app, 'GET', `/api/v1/agents/${result.body.agent.id}`, { as: { bearer: owner.token } });
    expect(again.raw).not.toContain(result.body.api_key);
    expect(again.raw).not.toContain(result.body.test_api_key);
  });
});

describe('GET /api/v1/agents and /api/v1/agents/{id}', () => {
  it("lists the organization's agents, primary first, in pages, without keys", async () => {
    const user = await signup(app);
    const created = [await createAgent(app, { cookie: user.cookie }, { name: 'a' }), await createAgent(app, { cookie: user.cookie }, { name: 'b' })];
    const first = await call<Page>(app, 'GET', '/api/v1/agents?limit=2', { as: { cookie: user.cookie } });
    expect(first.body.data.map((agent) => agent.name)).toEqual(['Primary agent', 'a']);
    const second = await call<Page>(app, 'GET', `/api/v1/agents?limit=2&cursor=${first.body.next_cursor}`, { as: { cookie: user.cookie } });
    expect(second.body).toEqual({ data: [expect.objectContaining({ name: 'b' })], next_cursor: null });
    for (const { api_key, test_api_key } of created) {
      expect(first.raw + second.raw).not.toContain(api_key);
      expect(first.raw + second.raw).not.toContain(test_api_key);
    }
  });

  it('lets members read', async () => {
    const member = await addMember(app, owner.session.organization.id, 'member');
    const { agent } = await createAgent(app, { bearer: owner.token });
    expect((await call(app, 'GET', '/api/v1/agents', { as: { cookie: member.cookie } })).status).toBe(200);
    const one = await call<AgentResponse>(app, 'GET', `/api/v1/agents/${agent.id}`, { as: { cookie: member.cookie } });
    expect(one.body).toEqual(agent);
  });
});

describe('PATCH /api/v1/agents/{id}', () => {
  it('updates the fields sent, clears those sent as null, keeps the rest', async () => {
    const { agent } = await createAgent(app, { bearer: owner.token }, { description: 'old', icon: 'x' });
    const result = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${agent.id}`, {
      as: { cookie: owner.cookie },
      body: { name: 'Renamed', status: 'paused', description: null, voiceConfig: { language: 'fr-FR' } },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ name: 'Renamed', status: 'paused', description: null, icon: 'x', voiceConfig: { language: 'fr-FR' } });
    const cleared = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${agent.id}`, {
      as: { cookie: owner.cookie },
      body: { voiceConfig: null },
    });
    expect(cleared.body.voiceConfig).toBeNull();
  });
});

describe('DELETE /api/v1/agents/{id}', () => {
  it('deletes: the agent is gone and its keys stop at once', async () => {
    const { agent, api_key, test_api_key } = await createAgent(app, { bearer: owner.token });
    expect((await call(app, 'DELETE', `/api/v1/agents/${agent.id}`, { as: { cookie: owner.cookie } })).status).toBe(204);
    expect((await call(app, 'GET', `/api/v1/agents/${agent.id}`, { as: { bearer: owner.token } })).status).toBe(404);
    expect(await keyStatus(api_key)).toBe(401);
    expect(await keyStatus(test_api_key)).toBe(401);
    expect((await call(app, 'DELETE', `/api/v1/agents/${agent.id}`, { as: { cookie: owner.cookie } })).status).toBe(404);
  });
});

describe('PATCH /api/v1/agents/{id}/key', () => {
  it('rotates the live key by default: the new one works, the old one stops at once, the test key is untouched', async () => {
    const { agent, api_key, test_api_key } = await createAgent(app, { bearer: owner.token });
    const result = await call<{ agent: AgentResponse; api_key: string }>(app, 'PATCH', `/api/v1/agents/${agent.id}/key`, {
      as: { bearer: owner.token },
    });
    expect(result.status).toBe(200);
    expect(result.body.agent.id).toBe(agent.id);
    expect(result.body.api_key).toMatch(/^agent_key_live_/);
    expect(result.body.api_key).not.toBe(api_key);
    expect(await keyStatus(api_key)).toBe(401);
    expect(await keyStatus(result.body.api_key)).toBe(403);
    expect(await keyStatus(test_api_key)).toBe(403);
  });

  it('rotates the test key on request', async () => {
    const { agent, api_key, test_api_key } = await createAgent(app, { bearer: owner.token });
    const result = await call<{ api_key: string }>(app, 'PATCH', `/api/v1/agents/${agent.id}/key`, {
      as: { cookie: owner.cookie },
      body: { mode: 'test' },
    });
    expect(result.body.api_key).toMatch(/^agent_key_test_/);
    expect(await keyStatus(test_api_key)).toBe(401);
    expect(await keyStatus(api_key)).toBe(403);
  });

  it('gives the primary agent its first keys', async () => {
    const list = await call<Page>(app, 'GET', '/api/v1/agents', { as: { bearer: owner.token } });
    const primary = list.body.data.find((agent) => agent.is_primary)!;
    const result = await call<{ api_key: string }>(app, 'PATCH', `/api/v1/agents/${primary.id}/key`, { as: { bearer: owner.token } });
    expect(await keyStatus(result.body.api_key)).toBe(403);
  });
});

describe('POST /api/v1/agents/{id}/clone', () => {
  it('copies settings, budget and bindings, with new keys', async () => {
    const source = await createAgent(app, { bearer: owner.token }, { name: 'Original', personality: 'dry' });
    await call(app, 'PATCH', `/api/v1/agents/${source.agent.id}/budget`, { as: { bearer: owner.token }, body: { monthly_budget_cents: 1234 } });
    await call(app, 'POST', `/api/v1/agents/${source.agent.id}/services`, {
      as: { bearer: owner.token },
      body: { operation: 'web_search.search', daily_limit: 10, approval_threshold_cents: 50 },
    });
    const result = await call<AgentWithKeysResponse>(app, 'POST', `/api/v1/agents/${source.agent.id}/clone`, { as: { bearer: owner.token } });
    expect(result.status).toBe(201);
    expect(result.body.agent).toMatchObject({ name: 'Original (copy)', personality: 'dry', monthly_budget_cents: 1234, is_primary: false });
    expect(result.body.agent.id).not.toBe(source.agent.id);
    expect(result.body.api_key).not.toBe(source.api_key);
    expect(await keyStatus(source.api_key)).toBe(403);
    const services = await call<{ data: { operation: string; daily_limit: number; approval_threshold_cents: number }[] }>(
      app,
      'GET',
      `/api/v1/agents/${result.body.agent.id}/services`,
      { as: { bearer: owner.token } },
    );
    expect(services.body.data).toEqual([expect.objectContaining({ operation: 'web_search.search', daily_limit: 10, approval_threshold_cents: 50 })]);
  });

  it('takes a name', async () => {
    const { agent } = await createAgent(app, { bearer: owner.token });
    const result = await call<AgentWithKeysResponse>(app, 'POST', `/api/v1/agents/${agent.id}/clone`, {
      as: { cookie: owner.cookie },
      body: { name: 'Twin' },
    });
    expect(result.body.agent.name).toBe('Twin');
  });
});

describe('PATCH /api/v1/agents/{id}/budget', () => {
  it('sets and removes the monthly cap in cents', async () => {
    const { agent } = await createAgent(app, { bearer: owner.token });
    const set = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${agent.id}/budget`, {
      as: { bearer: owner.token },
      body: { monthly_budget_cents: 5000 },
    });
    expect(set.body.monthly_budget_cents).toBe(5000);
    const removed = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${agent.id}/budget`, {
      as: { bearer: owner.token },
      body: { monthly_budget_cents: null },
    });
    expect(removed.body.monthly_budget_cents).toBeNull();
  });
});
