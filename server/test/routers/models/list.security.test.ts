import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { call, useOwnerWithToken } from '../../support/identity.js';
import { answerAndRecord, mockProviders } from '../../support/providers.js';
import { OPENROUTER_LISTING } from './fixtures.js';

const KEY = 'sk-or-v1-models-security-key';
const BASE = 'https://aggregator-security.test/api/v1';
const server = mockProviders();

describe('GET /api/v1/models/openrouter', () => {
  const app = useTestApp({ env: { OPENROUTER_API_KEY: KEY, OPENROUTER_BASE_URL: BASE } });
  const owner = useOwnerWithToken(app);

  it("asks the aggregator with the server's key, never with the caller's credential, and shows the key to no one", async () => {
    const seen = answerAndRecord(server, 'get', `${BASE}/models`, () => HttpResponse.json(OPENROUTER_LISTING));
    const listed = await call(app, 'GET', '/api/v1/models/openrouter', { as: { cookie: owner.cookie } });
    expect(listed.status).toBe(200);
    expect(listed.raw).not.toContain(KEY);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(seen[0]?.headers.get('cookie')).toBeNull();
    expect([...seen[0]!.headers.values()].join(' ')).not.toContain(owner.cookie.split('=')[1]);
  });
});
