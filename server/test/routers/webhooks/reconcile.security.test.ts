import { describe, expect, it } from 'vitest';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { externalIdOf, transcribe, useAgentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { signedReconcile, webhookSecret } from '../../support/webhooks.js';
import { useReconcileApp } from './fixtures.js';

/** The route is public to the matrix: its caller is proven by the Standard Webhooks signature instead. */
const { app, secret: SECRET } = useReconcileApp();
const fixture = useAgentWithBindings(app, { 'audio.transcribe': {} });

describe('POST /api/v1/webhooks/reconcile/{provider}', () => {
  it('refuses a wrong signature or a stale timestamp (401), changing nothing', async () => {
    const running = await transcribe(app, fixture, true);
    const body = { provider: 'audio', external_id: await externalIdOf(app, running.body.id), status: 'failed' };
    const forged = await signedReconcile(app, webhookSecret(), 'audio', body);
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as ErrorEnvelope).error.code).toBe('unauthorized');
    expect((await signedReconcile(app, SECRET, 'audio', body, new Date(Date.now() - 10 * 60 * 1000))).status).toBe(401);
    const unsigned = await app.request('/api/v1/webhooks/reconcile/audio', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(unsigned.status).toBe(401);
    const polled = await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${running.body.id}`, { as: { bearer: fixture.testKey } });
    expect(polled.body.status).toBe('running');
  });
});
