import { describe, expect, it } from 'vitest';
import type { AgentResponse } from '../../../src/routers/agents/agent.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call, createAgent } from '../../support/identity.js';
import { useAgentsApp, type Page } from './fixtures.js';

const { app, owner } = useAgentsApp();

const agentCount = async () => (await call<Page>(app, 'GET', '/api/v1/agents?limit=100', { as: { bearer: owner.token } })).body.data.length;

/** Refused on create (no agent made) and on update (the agent unchanged), with 400 naming `path`. */
async function expectRefused(body: Record<string, unknown>, path: string, message: RegExp): Promise<void> {
  const before = await agentCount();
  const created = await call<ErrorEnvelope>(app, 'POST', '/api/v1/agents', { as: { bearer: owner.token }, body: { name: 'Refused', ...body } });
  expect(created.status, created.raw).toBe(400);
  expect(created.body.error.code).toBe('invalid_request');
  expect(created.body.error.details).toEqual([expect.objectContaining({ path, message: expect.stringMatching(message) })]);
  expect(await agentCount()).toBe(before);

  const { agent } = await createAgent(app, { bearer: owner.token }, { icon: '🔭', systemPrompt: 'Kept.', voiceConfig: { language: 'en' } });
  const updated = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/agents/${agent.id}`, { as: { cookie: owner.cookie }, body });
  expect(updated.status, updated.raw).toBe(400);
  expect(updated.body.error.details).toEqual([expect.objectContaining({ path, message: expect.stringMatching(message) })]);
  const after = await call<AgentResponse>(app, 'GET', `/api/v1/agents/${agent.id}`, { as: { bearer: owner.token } });
  expect(after.body).toEqual(agent);
}

describe('a field sent under both its spec name and its snake_case alias', () => {
  it.each([
    [{ systemPrompt: 'a', system_prompt: 'b' }, 'system_prompt', /system_prompt and systemPrompt/],
    [{ voiceConfig: { rate: 1 }, voice_config: { rate: 1 } }, 'voice_config', /voice_config and voiceConfig/],
    [{ defaultModelId: 'm', default_model_id: 'm' }, 'default_model_id', /default_model_id and defaultModelId/],
  ])('%j is refused naming both', async (body, path, message) => {
    await expectRefused(body, path, message);
  });
});

describe('voiceConfig.language', () => {
  it.each([['en_US!!'], ['en_US'], ['english'], ['Portuguese'], ['en-'], ['e'], ['']])('refuses %j, not a BCP 47 tag', async (language) => {
    await expectRefused({ voiceConfig: { language } }, 'voiceConfig.language', /BCP 47/);
  });

  it('is checked under the alias too', async () => {
    await expectRefused({ voice_config: { language: 'en_US!!' } }, 'voiceConfig.language', /BCP 47/);
  });
});

describe('icon', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    [' javascript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data:image/svg+xml;base64,PHN2Zy8+'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
  ])('refuses %j, not an http(s) URL', async (icon) => {
    await expectRefused({ icon }, 'icon', /http or https/);
  });
});
