import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationWebhook } from '../../../src/domain/catalog/operations/notification.js';
import { newId } from '../../../src/domain/ids.js';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { transcribe, useAgentWithBindings, type DispatchFixture } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { startLocalServer, type LocalServer } from '../../support/local-server.js';
import { adapterContexts } from '../../support/providers.js';
import { signedReconcile, webhookSecret } from '../../support/webhooks.js';
import { reconcileOf, useReconcileApp } from './fixtures.js';

/** The route is public to the matrix: its caller is proven by the Standard Webhooks signature instead. */
const { app, secret: SECRET } = useReconcileApp();
const fixture = useAgentWithBindings(app, { 'audio.transcribe': {} });
const other = useAgentWithBindings(app, { 'audio.transcribe': {} });

const statusOf = async (id: string, owner: DispatchFixture) =>
  (await call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${id}`, { as: { bearer: owner.testKey } })).body.status;

describe('POST /api/v1/webhooks/reconcile/{provider}', () => {
  it('refuses a wrong signature or a stale timestamp (401), changing nothing', async () => {
    const running = await transcribe(app, fixture, true);
    const body = await reconcileOf(app, running.body.id, { status: 'failed' });
    const forged = await signedReconcile(app, webhookSecret(), 'audio', body);
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as ErrorEnvelope).error.code).toBe('unauthorized');
    expect((await signedReconcile(app, SECRET, 'audio', body, new Date(Date.now() - 10 * 60 * 1000))).status).toBe(401);
    const unsigned = await app.request('/api/v1/webhooks/reconcile/audio', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(unsigned.status).toBe(401);
    expect(await statusOf(running.body.id, fixture)).toBe('running');
  });

  it("never lets one organization's job settle another's request: the job and the request must agree (404), changing nothing", async () => {
    const mine = await transcribe(app, fixture, true);
    const theirs = await transcribe(app, other, true);
    const settleAtZero = { status: 'executed', result: { text: 'forged', language: 'en', duration_seconds: 1 }, cost_cents: 0 };
    const theirJob = await reconcileOf(app, theirs.body.id, settleAtZero);
    const myJob = await reconcileOf(app, mine.body.id, settleAtZero);
    for (const crossed of [
      { ...theirJob, service_request_id: mine.body.id },
      { ...myJob, service_request_id: theirs.body.id },
    ]) {
      const response = await signedReconcile(app, SECRET, 'audio', crossed);
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorEnvelope).error.code).toBe('not_found');
    }
    expect(await statusOf(mine.body.id, fixture)).toBe('running');
    expect(await statusOf(theirs.body.id, other)).toBe('running');
  });

  describe('a message notification.webhook signed is never a reconcile', () => {
    let receiver: LocalServer;
    beforeAll(async () => {
      receiver = await startLocalServer((_request, response) => void response.writeHead(204).end());
    });
    afterAll(() => receiver.close());

    it('even when the notification secret is the reconcile secret (another server configured with it, say): 401, changing nothing', async () => {
      const running = await transcribe(app, fixture, true);
      const forged = await reconcileOf(app, running.body.id, { status: 'executed', result: { text: 'free', language: 'en', duration_seconds: 1 }, cost_cents: 0 });
      // The agent has notification.webhook sign the reconcile it wants, to a receiver of its own.
      const signing = adapterContexts(newId('sr'), { PROCTOR_WEBHOOK_SECRET: SECRET, PROCTOR_OUTBOUND_ALLOW: '127.0.0.1/32' });
      await notificationWebhook.live!({ url: `${receiver.origin}/capture`, payload: forged }, signing());
      const captured = receiver.received.at(-1)!;
      const replayed = await app.request('/api/v1/webhooks/reconcile/audio', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': String(captured.headers['webhook-id']),
          'webhook-timestamp': String(captured.headers['webhook-timestamp']),
          'webhook-signature': String(captured.headers['webhook-signature']),
        },
        body: captured.body,
      });
      expect(replayed.status).toBe(401);
      expect(((await replayed.json()) as ErrorEnvelope).error.message).toMatch(/notification\.webhook/);
      expect(await statusOf(running.body.id, fixture)).toBe('running');
    });
  });
});
