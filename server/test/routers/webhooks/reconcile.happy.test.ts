import { describe, expect, it } from 'vitest';
import type { AuditEntryResponse } from '../../../src/routers/audit-logs/audit-entry.types.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { transcribe, useAgentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { signedReconcile } from '../../support/webhooks.js';
import { reconcileOf, useReconcileApp } from './fixtures.js';

const { app, secret: SECRET } = useReconcileApp();
const fixture = useAgentWithBindings(app, { 'audio.transcribe': {} });

describe('POST /api/v1/webhooks/reconcile/{provider}', () => {
  it('settles a running request from a signed webhook, once, audited as the provider', async () => {
    const running = await transcribe(app, fixture, true);
    const body = await reconcileOf(app, running.body.id, { status: 'executed', result: { text: 'hello', language: 'en', duration_seconds: 90 }, cost_cents: 0 });
    const response = await signedReconcile(app, SECRET, 'audio', body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: running.body.id, status: 'executed', result: { text: 'hello' } });
    const retried = await signedReconcile(app, SECRET, 'audio', { ...body, result: { text: 'changed' } });
    expect(((await retried.json()) as ServiceRequestResponse).result).toMatchObject({ text: 'hello' });
    const audit = await call<{ data: AuditEntryResponse[] }>(app, 'GET', '/api/v1/audit-logs?action=service_request.executed', { as: { bearer: fixture.token } });
    expect(audit.body.data.filter((entry) => entry.target?.id === running.body.id)).toEqual([
      expect.objectContaining({ actor: { type: 'system', id: 'reconcile:audio' } }),
    ]);
  });

  it('can end a request failed or blocked', async () => {
    const running = await transcribe(app, fixture, true);
    const response = await signedReconcile(app, SECRET, 'audio', await reconcileOf(app, running.body.id, { status: 'failed', detail: 'unreadable audio' }));
    expect(await response.json()).toMatchObject({ status: 'failed', reason_code: 'adapter_error', result: { detail: 'unreadable audio' } });
  });

  it('settles a test-mode request at cost 0 whatever cost the webhook names: test mode never costs', async () => {
    const running = await transcribe(app, fixture, true);
    const response = await signedReconcile(app, SECRET, 'audio', await reconcileOf(app, running.body.id, { status: 'executed', result: { text: 'hello' }, cost_cents: 3 }));
    expect(await response.json()).toMatchObject({ id: running.body.id, status: 'executed', mode: 'test', cost_cents: 0 });
    expect((await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: running.body.id } })).costCents).toBe(0n);
  });
});
