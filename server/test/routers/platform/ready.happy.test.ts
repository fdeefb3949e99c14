import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../support/app.js';

describe('GET /api/v1/ready', () => {
  it('is ready when the database answers, and says how memories are searched and embedded', async () => {
    const app = await startTestApp();
    try {
      const response = await app.request('/api/v1/ready');
      expect(response.status).toBe(200);
      // The test command installs pgvector for the embedded server (scripts/ensure-pgvector.sh);
      // the tests' app embeds with the tests' hashing embedder.
      expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok' }, vector_search: 'pgvector', embedder: 'hashing-384' });
    } finally {
      await app.close();
    }
  });
});
