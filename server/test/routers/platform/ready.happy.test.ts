import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../support/app.js';

describe('GET /api/v1/ready', () => {
  it('is ready when the database answers', async () => {
    const app = await startTestApp();
    try {
      const response = await app.request('/api/v1/ready');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    } finally {
      await app.close();
    }
  });
});
