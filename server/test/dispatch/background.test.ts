import { describe, expect, it } from 'vitest';
import { expireApprovals } from '../../src/domain/approvals/approvals.js';
import type { ServiceRequestResponse } from '../../src/routers/service-requests/service-request.types.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { startTestApp, useTestApp } from '../support/app.js';
import { runBackgroundWork } from '../support/background.js';
import { agentWithBindings, CSV, dispatchAs, transcribe } from '../support/dispatch.js';
import { call } from '../support/identity.js';

/** What the server's background work (src/background.ts) finishes after the request has been answered. */
const app = useTestApp();

describe('running requests', () => {
  it('are completed by the poller', async () => {
    const fixture = await agentWithBindings(app, { 'audio.transcribe': {} });
    const running = await transcribe(app, fixture, true);
    const poll = () => call<ServiceRequestResponse>(app, 'GET', `/api/v1/service-requests/${running.body.id}`, { as: { bearer: fixture.testKey } });
    const stop = runBackgroundWork(app.db, app.config);
    try {
      await expect.poll(async () => (await poll()).body.status, { timeout: 5_000, interval: 20 }).toBe('executed');
    } finally {
      await stop();
    }
    const polled = await poll();
    expect(polled.body).toMatchObject({ status: 'executed', cost_cents: 0 });
    expect((polled.body.result as { text: string }).text).toMatch(/^Sandbox transcript of /);
  });
});

describe('approval expiry', () => {
  it('ends a pending approval past its time blocked with approval_expired', async () => {
    const short = await startTestApp({ env: { PROCTOR_APPROVAL_TTL_SECONDS: '1' } });
    try {
      const fixture = await agentWithBindings(short, { 'data.csv_parse': { approval_threshold_cents: 0 } });
      const first = await dispatchAs(short, fixture.liveKey, CSV);
      const second = await dispatchAs(short, fixture.liveKey, CSV);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await expireApprovals(short.db.prisma)).toBeGreaterThanOrEqual(1);
      const polled = await call<ServiceRequestResponse>(short, 'GET', `/api/v1/service-requests/${first.body.id}`, { as: { bearer: fixture.liveKey } });
      expect(polled.body).toMatchObject({ status: 'blocked', reason_code: 'approval_expired' });
      const late = await call<ErrorEnvelope>(short, 'POST', `/api/v1/approvals/${second.body.approval_id}/approve`, { as: { bearer: fixture.token } });
      expect(late.status).toBe(409);
    } finally {
      await short.close();
    }
  });
});
