import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAgentDocsSchema } from '../../src/domain/catalog.js';
import { startTestApp, type TestApp } from '../support/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/v1/agent-docs', () => {
  it('serves the catalog without authentication, in its documented shape', async () => {
    const response = await app.request('/api/v1/agent-docs');
    expect(response.status).toBe(200);
    const body = ZAgentDocsSchema.parse(await response.json());
    expect(body.auth).toMatchObject({
      header: 'Authorization',
      scheme: 'Bearer',
      idempotency_header: 'Idempotency-Key',
      dispatch: { method: 'POST', path: '/api/v1/service-requests' },
    });
    expect(body.auth.agent_key_prefixes).toEqual(['agent_key_live_', 'agent_key_test_']);
    expect(Array.isArray(body.operations)).toBe(true);
  });

  it('rejects writes with 405 in the error envelope', async () => {
    const response = await app.request('/api/v1/agent-docs', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
  });
});
