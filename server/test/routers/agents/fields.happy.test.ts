import { describe, expect, it } from 'vitest';
import type { AgentResponse, AgentWithKeysResponse } from '../../../src/routers/agents/agent.types.js';
import { call, createAgent } from '../../support/identity.js';
import { useAgentsApp, type Page } from './fixtures.js';

const { app, owner } = useAgentsApp();

const SNAKE_CASE = ['system_prompt', 'voice_config', 'default_model_id'];

describe("the agent's fields under the spec's names (systemPrompt, voiceConfig, defaultModelId)", () => {
  it('are taken and answered on create, read back by get and list', async () => {
    const created = await createAgent(
      app,
      { bearer: owner.token },
      { systemPrompt: 'You plan.', voiceConfig: { rate: 1, pitch: -2, language: 'zh-Hant-TW' }, defaultModelId: 'openai/gpt-4o' },
    );
    const expected = { systemPrompt: 'You plan.', voiceConfig: { rate: 1, pitch: -2, language: 'zh-Hant-TW' }, defaultModelId: 'openai/gpt-4o' };
    expect(created.agent).toMatchObject(expected);

    const one = await call<AgentResponse>(app, 'GET', `/api/v1/agents/${created.agent.id}`, { as: { bearer: owner.token } });
    expect(one.body).toMatchObject(expected);
    const list = await call<Page>(app, 'GET', '/api/v1/agents?limit=100', { as: { bearer: owner.token } });
    expect(list.body.data.find((agent) => agent.id === created.agent.id)).toMatchObject(expected);
    for (const name of SNAKE_CASE) expect(one.raw + list.raw).not.toContain(`"${name}"`);
  });

  it('are also taken under their snake_case aliases, and answered under the spec names', async () => {
    const created = await call<AgentWithKeysResponse>(app, 'POST', '/api/v1/agents', {
      as: { bearer: owner.token },
      body: { name: 'Old client', system_prompt: 'You wait.', voice_config: { language: 'fr' }, default_model_id: 'openai/gpt-4o-mini' },
    });
    expect(created.status, created.raw).toBe(201);
    expect(created.body.agent).toMatchObject({ systemPrompt: 'You wait.', voiceConfig: { language: 'fr' }, defaultModelId: 'openai/gpt-4o-mini' });
    for (const name of SNAKE_CASE) expect(created.raw).not.toContain(`"${name}"`);

    const updated = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${created.body.agent.id}`, {
      as: { cookie: owner.cookie },
      body: { system_prompt: 'You act.', voice_config: null },
    });
    expect(updated.status, updated.raw).toBe(200);
    expect(updated.body).toMatchObject({ systemPrompt: 'You act.', voiceConfig: null, defaultModelId: 'openai/gpt-4o-mini' });
    const again = await call<AgentResponse>(app, 'GET', `/api/v1/agents/${created.body.agent.id}`, { as: { bearer: owner.token } });
    expect(again.body).toEqual(updated.body);
  });

  it('are updated under the spec names', async () => {
    const { agent } = await createAgent(app, { bearer: owner.token });
    const updated = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${agent.id}`, {
      as: { cookie: owner.cookie },
      body: { systemPrompt: 'You review.', voiceConfig: { language: 'en-US-u-ca-gregory' }, defaultModelId: 'anthropic/claude' },
    });
    expect(updated.status, updated.raw).toBe(200);
    expect(updated.body).toMatchObject({ systemPrompt: 'You review.', voiceConfig: { language: 'en-US-u-ca-gregory' }, defaultModelId: 'anthropic/claude' });
  });
});

describe('icon', () => {
  it.each([['🔭'], ['telescope'], ['https://cdn.example.test/icons/scout.png'], ['http://example.test/a.svg']])('takes %j', async (icon) => {
    const { agent } = await createAgent(app, { bearer: owner.token }, { icon });
    expect(agent.icon).toBe(icon);
  });
});
