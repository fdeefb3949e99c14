import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../support/app.js';
import { signedReconcile } from '../../support/webhooks.js';
import { useReconcileApp } from './fixtures.js';

const { app, secret: SECRET } = useReconcileApp();

describe('POST /api/v1/webhooks/reconcile/{provider}', () => {
  it('answers 404 for a job it does not know and 400 for a malformed body', async () => {
    expect((await signedReconcile(app, SECRET, 'audio', { provider: 'audio', external_id: 'nope', status: 'failed' })).status).toBe(404);
    expect((await signedReconcile(app, SECRET, 'audio', { provider: 'audio', external_id: 'x', status: 'done' })).status).toBe(400);
  });

  it('answers 503 when no secret is configured', async () => {
    const bare = await startTestApp();
    try {
      const response = await bare.request('/api/v1/webhooks/reconcile/audio', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ provider: 'audio', external_id: 'x', status: 'failed' }),
      });
      expect(response.status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
