import { describe, expect, it } from 'vitest';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { startTestApp } from '../../support/app.js';
import { transcribe, useAgentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { signedReconcile } from '../../support/webhooks.js';
import { reconcileOf, useReconcileApp } from './fixtures.js';

const { app, secret: SECRET } = useReconcileApp();
const fixture = useAgentWithBindings(app, { 'audio.transcribe': {} });

describe('POST /api/v1/webhooks/reconcile/{provider}', () => {
  it('answers 404 for a job it does not know and 400 for a malformed body', async () => {
    const unknown = { provider: 'audio', external_id: 'nope', service_request_id: 'sr_nope', status: 'failed' };
    expect((await signedReconcile(app, SECRET, 'audio', unknown)).status).toBe(404);
    expect((await signedReconcile(app, SECRET, 'audio', { ...unknown, status: 'done' })).status).toBe(400);
  });

  it('refuses a body that names the job without the service request it runs for (400), changing nothing', async () => {
    const running = await transcribe(app, fixture, true);
    const { service_request_id: _named, ...jobOnly } = await reconcileOf(app, running.body.id, { status: 'executed', cost_cents: 0 });
    const response = await signedReconcile(app, SECRET, 'audio', jobOnly);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorEnvelope).error.code).toBe('invalid_request');
    const polled = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${running.body.id}`, { as: { bearer: fixture.testKey } });
    expect(polled.body.status).toBe('running');
  });

  it('answers 503 when no secret is configured', async () => {
    const bare = await startTestApp();
    try {
      const response = await bare.request('/api/v1/webhooks/reconcile/audio', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ provider: 'audio', external_id: 'x', service_request_id: 'sr_x', status: 'failed' }),
      });
      expect(response.status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
