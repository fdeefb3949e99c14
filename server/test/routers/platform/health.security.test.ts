import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';

const app = useTestApp();

describe('GET /api/v1/health', () => {
  it('needs no credential and ignores a bogus one', async () => {
    const response = await app.request('/api/v1/health', { headers: { authorization: 'Bearer nonsense' } });
    expect(response.status).toBe(200);
  });
});
