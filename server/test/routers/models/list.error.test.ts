import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, useOwnerWithToken } from '../../support/identity.js';
import { mockProviders, neverAnswers } from '../../support/providers.js';
import { OPENROUTER_LISTING, type ModelList } from './fixtures.js';

const KEY = 'sk-or-v1-models-error-key';
const server = mockProviders();

/** A base URL of its own per app, so that no listing is cached from another test. */
const appAt = (base: string, env: Record<string, string> = {}) => useTestApp({ env: { OPENROUTER_API_KEY: KEY, OPENROUTER_BASE_URL: base, ...env } });

describe('GET /api/v1/models/openrouter when the aggregator fails', () => {
  const BASE = 'https://aggregator-down.test/api/v1';
  const app = appAt(BASE);
  const owner = useOwnerWithToken(app);

  it('answers 503 service_unavailable with Retry-After, naming the failure, and keeps no failed list: the next call asks again', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/models`, () =>
        ++calls === 1 ? HttpResponse.json({ error: { code: 502, message: 'Upstream error' } }, { status: 502 }) : HttpResponse.json(OPENROUTER_LISTING),
      ),
    );
    const failed = await call<ErrorEnvelope>(app, 'GET', '/api/v1/models/openrouter', { as: { bearer: owner.token } });
    expect(failed.status, failed.raw).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('30');
    expect(failed.body.error).toMatchObject({ code: 'service_unavailable', message: `The model list could not be read: ${BASE} answered HTTP 502: Upstream error` });
    expect(failed.raw).not.toContain(KEY);
    const listed = await call<ModelList>(app, 'GET', '/api/v1/models/openrouter', { as: { bearer: owner.token } });
    expect(listed.status, listed.raw).toBe(200);
    expect(calls).toBe(2);
  });
});

const FAILURES = [
  {
    kind: 'a list in an unexpected shape',
    base: 'https://aggregator-shapeless.test/api/v1',
    answer: () => HttpResponse.json({ models: [] }),
    message: 'answered in an unexpected shape (data: Invalid input: expected array, received undefined)',
  },
  { kind: 'a server that cannot be reached', base: 'https://aggregator-unreachable.test/api/v1', answer: () => HttpResponse.error(), message: '' },
];

describe.each(FAILURES)('GET /api/v1/models/openrouter for $kind', ({ base, answer, message }) => {
  const app = appAt(base);
  const owner = useOwnerWithToken(app);

  it('answers 503 naming the server', async () => {
    server.use(http.get(`${base}/models`, answer));
    const failed = await call<ErrorEnvelope>(app, 'GET', '/api/v1/models/openrouter', { as: { bearer: owner.token } });
    expect(failed.status, failed.raw).toBe(503);
    expect(failed.body.error.code).toBe('service_unavailable');
    expect(failed.body.error.message).toMatch(message ? `The model list could not be read: ${base} ${message}` : `The model list could not be read: Could not reach ${base}`);
  });
});

describe('GET /api/v1/models/openrouter when the aggregator does not answer', () => {
  const BASE = 'https://aggregator-silent.test/api/v1';
  const app = appAt(BASE, { PROCTOR_PROVIDER_TIMEOUT_MS: '200' });
  const owner = useOwnerWithToken(app);

  it('answers 503 after PROCTOR_PROVIDER_TIMEOUT_MS', async () => {
    server.use(http.get(`${BASE}/models`, neverAnswers));
    const failed = await call<ErrorEnvelope>(app, 'GET', '/api/v1/models/openrouter', { as: { bearer: owner.token } });
    expect(failed.status).toBe(503);
    expect(failed.body.error.message).toBe(`The model list could not be read: ${BASE} did not list its models within 200 ms`);
  });
});

describe('GET /api/v1/models/openrouter with a bad query', () => {
  const app = useTestApp();
  const owner = useOwnerWithToken(app);

  it('refuses an empty or overlong q, and an unknown parameter, with 400', async () => {
    for (const query of ['q=', `q=${'x'.repeat(201)}`, 'search=gpt']) {
      const refused = await call<ErrorEnvelope>(app, 'GET', `/api/v1/models/openrouter?${query}`, { as: { bearer: owner.token } });
      expect(refused.status, `${query}: ${refused.raw}`).toBe(400);
      expect(refused.body.error.code).toBe('invalid_request');
    }
  });
});
