import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/v1/health', () => {
  it('needs no credential and ignores a bogus one', async () => {
    const response = await app.request('/api/v1/health', { headers: { authorization: 'Bearer nonsense' } });
    expect(response.status).toBe(200);
  });
});
