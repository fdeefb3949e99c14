import { describe, expect, it } from 'vitest';
import type { AgentResponse } from '../../../src/routers/agents/agent.types.js';
import { call, createAgent } from '../../support/identity.js';
import { useAgentsApp, type Page } from './fixtures.js';

const { app, owner } = useAgentsApp();

/** Every settable field of the spec's agent record, each set to a value it did not have. */
const FIRST = {
  name: 'Scout',
  description: 'Finds suppliers',
  status: 'active',
  icon: '🔭',
  category: 'research',
  personality: 'Curious and terse',
  systemPrompt: 'You compare quotes.',
  voiceConfig: { rate: 1.25, pitch: -3, language: 'en-GB' },
  defaultModelId: 'openai/gpt-4o-mini',
};

const SECOND = {
  name: 'Scout II',
  description: 'Finds and ranks suppliers',
  status: 'paused',
  icon: 'https://cdn.example.test/icons/scout.png',
  category: 'procurement',
  personality: 'Patient',
  systemPrompt: 'You rank quotes by delivery time.',
  voiceConfig: { rate: 0.8, pitch: 4.5, language: 'pt-BR' },
  defaultModelId: 'anthropic/claude-3-5-sonnet',
};

const CLEARABLE = ['description', 'icon', 'category', 'personality', 'systemPrompt', 'voiceConfig', 'defaultModelId'] as const;

const read = async (id: string) => (await call<AgentResponse>(app, 'GET', `/api/v1/agents/${id}`, { as: { bearer: owner.token } })).body;
const listed = async (id: string) => (await call<Page>(app, 'GET', '/api/v1/agents?limit=100', { as: { bearer: owner.token } })).body.data.find((agent) => agent.id === id);

describe("the agent record's fields (icon, category, personality, systemPrompt, voiceConfig, defaultModelId)", () => {
  it('each round-trips through POST, PATCH and GET, and null clears each', async () => {
    const { agent } = await createAgent(app, { bearer: owner.token }, FIRST);
    expect(agent).toMatchObject(FIRST);
    expect(await read(agent.id)).toEqual(agent);
    expect(await listed(agent.id)).toEqual(agent);

    const patched = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${agent.id}`, { as: { cookie: owner.cookie }, body: SECOND });
    expect(patched.status, patched.raw).toBe(200);
    expect(patched.body).toMatchObject(SECOND);
    expect(await read(agent.id)).toEqual(patched.body);

    const cleared = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${agent.id}`, {
      as: { cookie: owner.cookie },
      body: Object.fromEntries(CLEARABLE.map((field) => [field, null])),
    });
    expect(cleared.status, cleared.raw).toBe(200);
    for (const field of CLEARABLE) expect(cleared.body[field]).toBeNull();
    expect(await read(agent.id)).toEqual(cleared.body);
  });

  it.each(CLEARABLE)('%s is changed alone by a PATCH naming only it, the others kept', async (field) => {
    const { agent } = await createAgent(app, { bearer: owner.token }, FIRST);
    const patched = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${agent.id}`, { as: { cookie: owner.cookie }, body: { [field]: SECOND[field] } });
    expect(patched.status, patched.raw).toBe(200);
    expect(patched.body).toEqual({ ...agent, [field]: SECOND[field], updated_at: patched.body.updated_at });
    expect(await read(agent.id)).toEqual(patched.body);
  });

  it('takes each field at its longest, and voiceConfig at its bounds or with any of its keys left out', async () => {
    const longest = {
      name: 'n'.repeat(100),
      description: 'd'.repeat(2000),
      icon: 'i'.repeat(200),
      category: 'c'.repeat(100),
      personality: 'p'.repeat(4000),
      systemPrompt: 's'.repeat(20_000),
      defaultModelId: 'm'.repeat(200),
      voiceConfig: { rate: 10, pitch: -20 },
    };
    const { agent } = await createAgent(app, { bearer: owner.token }, longest);
    expect(await read(agent.id)).toMatchObject(longest);
    for (const voiceConfig of [{ rate: 0.1, pitch: 20 }, { language: 'zh-Hant-TW' }, {}]) {
      const patched = await call<AgentResponse>(app, 'PATCH', `/api/v1/agents/${agent.id}`, { as: { cookie: owner.cookie }, body: { voiceConfig } });
      expect(patched.status, patched.raw).toBe(200);
      expect((await read(agent.id)).voiceConfig).toEqual(voiceConfig);
    }
  });
});
