import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_MODEL } from '../../../src/domain/models/sandbox.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, dispatchAs } from '../../support/dispatch.js';
import { call, useOwnerWithToken } from '../../support/identity.js';
import { answerAndRecord, mockProviders } from '../../support/providers.js';
import { LISTED, OPENROUTER_LISTING, recordOutbound, type ModelList } from './fixtures.js';

const OPENROUTER = 'https://openrouter.ai/api/v1';
const KEY = 'sk-or-v1-models-test-key';

const server = mockProviders();
const outbound = recordOutbound(server);
afterEach(() => {
  outbound.length = 0;
  vi.useRealTimers();
});

describe('GET /api/v1/models/openrouter without an aggregator (no key, OpenRouter\'s base URL)', () => {
  const app = useTestApp();
  const owner = useOwnerWithToken(app);

  it('answers the sandbox list, the chat sandbox model free, without asking anyone', async () => {
    for (const as of [{ bearer: owner.token }, { cookie: owner.cookie }]) {
      const listed = await call<ModelList>(app, 'GET', '/api/v1/models/openrouter', { as });
      expect(listed.status, listed.raw).toBe(200);
      expect(listed.body).toEqual({
        source: 'sandbox',
        provider: 'Proctor sandbox',
        fetched_at: null,
        data: [
          {
            id: SANDBOX_MODEL,
            name: 'Proctor sandbox (offline, free)',
            context_length: 128000,
            pricing: { prompt: '0', completion: '0', prompt_per_million: '0', completion_per_million: '0' },
          },
        ],
      });
    }
    expect(SANDBOX_MODEL).toBe('proctor/sandbox');
    expect(outbound).toEqual([]);
  });

  it('filters it with ?q=, ignoring case', async () => {
    const found = await call<ModelList>(app, 'GET', '/api/v1/models/openrouter?q=SANDBOX', { as: { bearer: owner.token } });
    expect(found.body.data.map((model) => model.id)).toEqual([SANDBOX_MODEL]);
    const none = await call<ModelList>(app, 'GET', '/api/v1/models/openrouter?q=gpt', { as: { bearer: owner.token } });
    expect(none.body).toMatchObject({ source: 'sandbox', data: [] });
  });
});

describe('GET /api/v1/models/openrouter with OpenRouter and a key', () => {
  const app = useTestApp({ env: { OPENROUTER_API_KEY: KEY } });
  const owner = useOwnerWithToken(app);

  it('lists its models with their names, context lengths and prices, read with the key, once an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 10 * 60 * 60 * 1000)); // past any listing cached before
    const seen = answerAndRecord(server, 'get', `${OPENROUTER}/models`, () => HttpResponse.json(OPENROUTER_LISTING));
    const fetchedAt = new Date().toISOString();
    const listed = await call<ModelList>(app, 'GET', '/api/v1/models/openrouter', { as: { bearer: owner.token } });
    expect(listed.status, listed.raw).toBe(200);
    expect(listed.body).toEqual({ source: 'aggregator', provider: 'OpenRouter', fetched_at: fetchedAt, data: LISTED });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(`${OPENROUTER}/models`);
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(seen[0]?.headers.get('x-title')).toBe('Proctor');

    vi.setSystemTime(new Date(Date.parse(fetchedAt) + 59 * 60 * 1000));
    const cached = await call<ModelList>(app, 'GET', '/api/v1/models/openrouter', { as: { cookie: owner.cookie } });
    expect(cached.body.fetched_at).toBe(fetchedAt);
    expect(seen).toHaveLength(1);

    vi.setSystemTime(new Date(Date.parse(fetchedAt) + 60 * 60 * 1000));
    const refreshed = await call<ModelList>(app, 'GET', '/api/v1/models/openrouter', { as: { bearer: owner.token } });
    expect(refreshed.body.fetched_at).toBe(new Date().toISOString());
    expect(seen).toHaveLength(2);
  });

  it('filters with ?q= on the id and the name, ignoring case', async () => {
    server.use(http.get(`${OPENROUTER}/models`, () => HttpResponse.json(OPENROUTER_LISTING)));
    const byName = await call<ModelList>(app, 'GET', '/api/v1/models/openrouter?q=claude', { as: { bearer: owner.token } });
    expect(byName.body.data.map((model) => model.id)).toEqual(['anthropic/claude-3.5-sonnet']);
    const byId = await call<ModelList>(app, 'GET', `/api/v1/models/openrouter?q=${encodeURIComponent('OPENAI/')}`, { as: { bearer: owner.token } });
    expect(byId.body.data.map((model) => model.id)).toEqual(['openai/gpt-4o-mini']);
  });
});

describe('one listing, shared with text generation', () => {
  const BASE = 'https://aggregator-shared.test/api/v1';
  const app = useTestApp({ env: { OPENROUTER_API_KEY: KEY, OPENROUTER_BASE_URL: BASE } });

  it('lists the very listing text generation priced with, and prices from the one listed: one request to the server', async () => {
    const seen = answerAndRecord(server, 'get', `${BASE}/models`, () => HttpResponse.json(OPENROUTER_LISTING));
    const fixture = await agentWithBindings(app, { 'text_generation.generate': {} });
    const payload = { model: 'anthropic/claude-3.5-sonnet', messages: [{ role: 'user', content: 'Hello' }], max_tokens: 100 };
    const before = Date.now();
    const generated = await dispatchAs(app, fixture.testKey, { operation: 'text_generation.generate', payload });
    expect(generated.body.status, generated.raw).toBe('executed');
    const listed = await call<ModelList>(app, 'GET', '/api/v1/models/openrouter', { as: { bearer: fixture.token } });
    expect(listed.body).toMatchObject({ source: 'aggregator', provider: BASE, data: LISTED });
    expect(Date.parse(listed.body.fetched_at!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(listed.body.fetched_at!)).toBeLessThanOrEqual(Date.now());
    expect(await dispatchAs(app, fixture.testKey, { operation: 'text_generation.generate', payload })).toMatchObject({ body: { status: 'executed' } });
    expect(seen).toHaveLength(1);
  });
});

describe('a local OpenAI-compatible server (OPENROUTER_BASE_URL elsewhere, no key)', () => {
  const LOCAL = 'http://llm.local.test:8000/v1';
  const app = useTestApp({ env: { OPENROUTER_BASE_URL: LOCAL } });
  const owner = useOwnerWithToken(app);

  it('is configured without a key: its models by id, without prices, as vLLM lists them', async () => {
    const seen = answerAndRecord(server, 'get', `${LOCAL}/models`, () =>
      HttpResponse.json({
        object: 'list',
        data: [{ id: 'meta-llama/Llama-3.1-8B-Instruct', object: 'model', created: 1740000000, owned_by: 'vllm', root: 'meta-llama/Llama-3.1-8B-Instruct', parent: null, max_model_len: 8192 }],
      }),
    );
    const listed = await call<ModelList>(app, 'GET', '/api/v1/models/openrouter', { as: { bearer: owner.token } });
    expect(listed.status, listed.raw).toBe(200);
    expect(listed.body).toMatchObject({
      source: 'aggregator',
      provider: LOCAL,
      data: [{ id: 'meta-llama/Llama-3.1-8B-Instruct', name: 'meta-llama/Llama-3.1-8B-Instruct', context_length: null, pricing: null }],
    });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });
});
