import { describe, expect, it } from 'vitest';
import type { AgentResponse } from '../../../src/routers/agents/agent.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call, createAgent } from '../../support/identity.js';
import { useAgentsApp, type Page } from './fixtures.js';

const { app, owner } = useAgentsApp();

const agentCount = async () => (await call<Page>(app, 'GET', '/api/v1/agents?limit=100', { as: { bearer: owner.token } })).body.data.length;

describe("the agent record's validation, on POST (nothing made) and PATCH (nothing changed)", () => {
  it.each([
    [{ name: ' '.repeat(3) }, 'name'],
    [{ name: 'n'.repeat(101) }, 'name'],
    [{ description: 'd'.repeat(2001) }, 'description'],
    [{ status: 'deleted' }, 'status'],
    [{ icon: 'i'.repeat(201) }, 'icon'],
    [{ category: 'c'.repeat(101) }, 'category'],
    [{ category: 7 }, 'category'],
    [{ personality: 'p'.repeat(4001) }, 'personality'],
    [{ systemPrompt: 's'.repeat(20_001) }, 'systemPrompt'],
    [{ defaultModelId: 'm'.repeat(201) }, 'defaultModelId'],
    [{ voiceConfig: { rate: 0.09 } }, 'voiceConfig.rate'],
    [{ voiceConfig: { rate: 10.5 } }, 'voiceConfig.rate'],
    [{ voiceConfig: { pitch: -20.5 } }, 'voiceConfig.pitch'],
    [{ voiceConfig: { pitch: 21 } }, 'voiceConfig.pitch'],
    [{ voiceConfig: { language: 'x'.repeat(36) } }, 'voiceConfig.language'],
    [{ voiceConfig: { speed: 1 } }, 'voiceConfig'],
    [{ voiceConfig: 'fast' }, 'voiceConfig'],
  ])('refuses %j naming %s', async (body, path) => {
    const before = await agentCount();
    const created = await call<ErrorEnvelope>(app, 'POST', '/api/v1/agents', { as: { bearer: owner.token }, body: { name: 'Refused', ...body } });
    expect(created.status, created.raw).toBe(400);
    expect(created.body.error.code).toBe('invalid_request');
    expect(created.body.error.details?.map((detail) => detail.path)).toContain(path);
    expect(await agentCount()).toBe(before);

    const { agent } = await createAgent(app, { bearer: owner.token }, { category: 'kept', voiceConfig: { rate: 1 } });
    const updated = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/agents/${agent.id}`, { as: { cookie: owner.cookie }, body });
    expect(updated.status, updated.raw).toBe(400);
    expect(updated.body.error.details?.map((detail) => detail.path)).toContain(path);
    expect((await call<AgentResponse>(app, 'GET', `/api/v1/agents/${agent.id}`, { as: { bearer: owner.token } })).body).toEqual(agent);
  });
});
