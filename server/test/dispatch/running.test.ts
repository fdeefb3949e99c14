import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryResponse } from '../../src/routers/audit-logs/audit-entry.types.js';
import type { ServiceRequestResponse } from '../../src/routers/service-requests/service-request.types.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { runBackgroundWork } from '../support/background.js';
import { agentWithBindings, dispatchAs, type DispatchFixture } from '../support/dispatch.js';
import { call } from '../support/identity.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
let app: TestApp;
let fixture: DispatchFixture;
beforeAll(async () => {
  app = await startTestApp({ env: { PROCTOR_RECONCILE_WEBHOOK_SECRET: SECRET } });
  fixture = await agentWithBindings(app, { 'audio.transcribe': {} });
});
afterAll(() => app.close());

/** The sandbox transcribes recordings over a minute asynchronously; their length derives from the URL. */
async function transcribe(wantRunning: boolean): Promise<{ status: number; body: ServiceRequestResponse }> {
  for (let index = 0; index < 50; index += 1) {
    const result = await dispatchAs(app, fixture.testKey, { operation: 'audio.transcribe', payload: { audio_url: `https://example.com/r${index}-${randomBytes(3).toString('hex')}.mp3` } });
    if ((result.body.status === 'running') === wantRunning) return result;
  }
  throw new Error('no recording of the wanted length');
}

const poll = (id: string) => call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${id}`, { as: { bearer: fixture.testKey } });

function signed(provider: string, body: Record<string, unknown>, options: { secret?: string; at?: Date } = {}) {
  const raw = JSON.stringify(body);
  const id = `msg_${randomBytes(8).toString('hex')}`;
  const at = options.at ?? new Date();
  const signature = new Webhook(options.secret ?? SECRET).sign(id, at, raw);
  return app.request(`/api/v1/webhooks/reconcile/${provider}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body: raw,
  });
}

async function externalIdOf(id: string): Promise<string> {
  return (await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id } })).externalId!;
}

describe('running requests', () => {
  it('are separate jobs when two requests send the same long recording', async () => {
    const first = await transcribe(true);
    const { payload } = await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: first.body.id } });
    const again = await dispatchAs(app, fixture.testKey, { operation: 'audio.transcribe', payload });
    expect(again.status).toBe(202);
    expect(again.body.id).not.toBe(first.body.id);
    expect(await externalIdOf(again.body.id)).not.toBe(await externalIdOf(first.body.id));
  });

  it('answer 202 running, and short ones 200 executed', async () => {
    const running = await transcribe(true);
    expect(running.status).toBe(202);
    expect(running.body).toMatchObject({ status: 'running', operation: 'audio.transcribe', mode: 'test' });
    expect((await poll(running.body.id)).body.status).toBe('running');
    const quick = await transcribe(false);
    expect(quick.status).toBe(200);
    expect(quick.body.status).toBe('executed');
  });

  it('are completed by the poller', async () => {
    const running = await transcribe(true);
    const stop = runBackgroundWork(app.db, app.config);
    try {
      await expect.poll(async () => (await poll(running.body.id)).body.status, { timeout: 5_000, interval: 20 }).toBe('executed');
    } finally {
      await stop();
    }
    const polled = await poll(running.body.id);
    expect(polled.body).toMatchObject({ status: 'executed', cost_cents: 0 });
    expect((polled.body.result as { text: string }).text).toMatch(/^Sandbox transcript of /);
  });

  it('replay their current state under the same Idempotency-Key', async () => {
    const first = await dispatchAs(app, fixture.testKey, { operation: 'audio.transcribe', payload: { audio_url: 'https://example.com/replay-0.mp3' } }, 'replay-key');
    const again = await dispatchAs(app, fixture.testKey, { operation: 'audio.transcribe', payload: { audio_url: 'https://example.com/replay-0.mp3' } }, 'replay-key');
    expect(again.body.id).toBe(first.body.id);
    expect(again.status).toBe(first.status);
  });
});

describe('POST /api/v1/webhooks/reconcile/{provider}', () => {
  it('settles a running request from a signed webhook, once, audited as the provider', async () => {
    const running = await transcribe(true);
    const externalId = await externalIdOf(running.body.id);
    const body = { provider: 'audio', external_id: externalId, status: 'executed', result: { text: 'hello', language: 'en', duration_seconds: 90 }, cost_cents: 0 };
    const response = await signed('audio', body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: running.body.id, status: 'executed', result: { text: 'hello' } });
    const retried = await signed('audio', { ...body, result: { text: 'changed' } });
    expect(((await retried.json()) as ServiceRequestResponse).result).toMatchObject({ text: 'hello' });
    const audit = await call<{ data: AuditEntryResponse[] }>(app, 'GET', '/api/v1/audit-logs?action=service_request.executed', { as: { bearer: fixture.token } });
    expect(audit.body.data.filter((entry) => entry.target?.id === running.body.id)).toEqual([
      expect.objectContaining({ actor: { type: 'system', id: 'reconcile:audio' } }),
    ]);
  });

  it('can end a request failed or blocked', async () => {
    const running = await transcribe(true);
    const response = await signed('audio', { provider: 'audio', external_id: await externalIdOf(running.body.id), status: 'failed', detail: 'unreadable audio' });
    expect(await response.json()).toMatchObject({ status: 'failed', reason_code: 'adapter_error', result: { detail: 'unreadable audio' } });
  });

  it('refuses a wrong signature or a stale timestamp (401), changing nothing', async () => {
    const running = await transcribe(true);
    const body = { provider: 'audio', external_id: await externalIdOf(running.body.id), status: 'failed' };
    const forged = await signed('audio', body, { secret: `whsec_${randomBytes(24).toString('base64')}` });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as ErrorEnvelope).error.code).toBe('unauthorized');
    expect((await signed('audio', body, { at: new Date(Date.now() - 10 * 60 * 1000) })).status).toBe(401);
    const unsigned = await app.request('/api/v1/webhooks/reconcile/audio', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(unsigned.status).toBe(401);
    expect((await poll(running.body.id)).body.status).toBe('running');
  });

  it('answers 404 for a job it does not know and 400 for a malformed body', async () => {
    expect((await signed('audio', { provider: 'audio', external_id: 'nope', status: 'failed' })).status).toBe(404);
    expect((await signed('audio', { provider: 'audio', external_id: 'x', status: 'done' })).status).toBe(400);
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
